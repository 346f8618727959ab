import fs from 'node:fs/promises';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import {
  API_PROXY_PREFIXES,
  API_UNAVAILABLE,
  isApiPath,
  hasSessionHint,
  manifestForPlayer,
  pageFirstModulesAt,
  remotesStartedAt,
  SUPPORTED_LOCALES,
  type BrandConfig,
} from '@sportsbook/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { renderBrandPage } from './brand-page';
import { brandForHost, type BrandsSetup } from './brands';
import { withinDeadline } from './deadline';
import { brandLogoSource } from './first-paint';
import { REVALIDATE } from './cache-policy';
import { readRemotesManifest } from './remotes-manifest-file';
import { registerOpsConsole } from './ops/ops-routes';
import { newPlayerId, onCanaryFor, playerCookie, playerIdFrom } from './releases/player-bucket';
import { localeOfPath, previewBanner, withBanner } from './releases/preview-banner';
import { previewSource, registerPreviewRoutes, type PreviewFor } from './releases/preview-routes';
import { withPreview } from './releases/release-preview';
import { tokenSecret } from './releases/signed-token';
import { pageAnswerSource } from './page-answers';
import { remotePreloadSource } from './remote-preloads';
import { BASELINE_HEADERS, contentSecurityPolicy, remoteOrigins } from './security-headers';
import { registerStaticSite } from './static-site';
import type { VersionHealthReader } from './telemetry/version-health';
import type { ReleasePlaces } from './releases/release-places';
import { registerShellTelemetry, type ShellTelemetryOptions } from './telemetry/shell-telemetry';
import { remoteTelemetry, type RemoteTelemetryStore } from './telemetry/remote-telemetry';
import { DEFAULT_TELEMETRY_CONFIG } from './telemetry/telemetry-config';

export interface ShellServerOptions {
  /** The shell's build folder. */
  root: string;
  /** Base URL of the operator API the site talks to (ours, or a real operator's). */
  apiUrl: string;
  /** Path of a brand's remotes manifest; re-read on every request so an operator's edit applies at once. */
  remotesManifestFile: (brand: string) => string;
  portOf: (service: string) => number;
  /**
   * The brands this site serves and the host → brand map. Each request's brand picks its page, its
   * remotes manifest and CSP, and is sent to the API as X-SB-Brand (spec §7) on every proxied call.
   */
  brands: BrandsSetup;
  /**
   * The host name the remotes manifest's `{hostname}` stands for (PUBLIC_HOST). Configuration, never
   * the request's Host or X-Forwarded-Host: a client must not be able to point the page's scripts elsewhere.
   */
  publicHost: string;
  /** Preload the scripts of each page's remote modules and connect to its remotes (default); a monolith build loads none. */
  preloadRemoteModules?: boolean;
  /**
   * The pages' reports, /metrics and the automatic rollback's thresholds
   * (`remoteTelemetry(telemetryConfigFrom(env))`; pass its `reader` as `health` to the console).
   */
  telemetry?: RemoteTelemetryStore;
  /**
   * The site's releases: with them, a team can preview a version, operators use the console, and a
   * canary worse than stable is rolled back by itself.
   */
  releases?: ReleasePlaces;
  /** Signs preview links and cookies and operators' sessions (SB_RELEASE_SECRET); random per start when unset. */
  releaseSecret?: string;
  /** The API's admin key (SB_ADMIN_KEY): operators sign in to the console with it; without one there is no console. */
  adminKey?: string;
  /** Each remote version's errors and speed, for the console. */
  health?: VersionHealthReader;
}

/** What the API is told about the client: the socket's own address and protocol, never what the client claimed. */
function forwardedHeaders(
  headers: Record<string, string | string[] | undefined>,
  socket: { remoteAddress?: string; encrypted?: boolean },
  brand: string,
): Record<string, string | string[] | undefined> {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^x-forwarded-|^forwarded$|^x-real-ip$/i.test(name)),
  );
  return {
    ...kept,
    'x-sb-brand': brand,
    'x-forwarded-for': socket.remoteAddress ?? '',
    'x-forwarded-proto': socket.encrypted ? 'https' : 'http',
  };
}

/** Reads the brand's registry on every request and picks each remote's release for the request's player. */
const playersManifestSource =
  (options: ShellServerOptions, previewFor: PreviewFor): ManifestOf =>
  async (brand, request) => {
    const result = await readRemotesManifest(options.remotesManifestFile(brand), options.publicHost, options.portOf);
    if (!result.ok) return result;
    const forPlayer = manifestForPlayer(result.value, onCanaryFor(playerIdFrom(request.headers.cookie)));
    // A team's preview replaces one remote's version in its own browser only.
    const preview = previewFor(brand, request.headers.cookie);
    return { ok: true, value: preview ? withPreview(result.value, forPlayer, preview) : forPlayer };
  };

/** The pages' reports are checked against the brand's registry as served, not resolved for a player. */
const telemetryOptions = (options: ShellServerOptions, brandOf: BrandOf): ShellTelemetryOptions => ({
  store: options.telemetry ?? remoteTelemetry(DEFAULT_TELEMETRY_CONFIG),
  ...(options.releases ? { releases: options.releases } : {}),
  brandOf: (request) => brandOf(request).id,
  registryOf: async (brand) => {
    const result = await readRemotesManifest(options.remotesManifestFile(brand), options.publicHost, options.portOf);
    return result.ok ? result.value : null;
  },
});

/**
 * The shell's production server: the shell build, the remotes manifest, and a proxy to the API so
 * the browser sees one origin for pages, data and the live feed.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  // The edge: no header a client sends is taken for the client's address, protocol or host.
  const app = Fastify({ logger: false, trustProxy: false, forceCloseConnections: true });
  const brandOf: BrandOf = (request) => brandForHost(options.brands, request.hostname);
  const previewFor = await registerReleaseTools(app, options, brandOf);
  const manifest = playersManifestSource(options, previewFor);

  for (const prefix of API_PROXY_PREFIXES) {
    await app.register(httpProxy, {
      upstream: options.apiUrl,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === '/feed',
      http2: false,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          forwardedHeaders(headers, request.socket as { remoteAddress?: string; encrypted?: boolean }, brandOf(request).id),
        // An API that is down is a 503 the page can recognise (API_UNAVAILABLE), not a 500.
        onError: (reply, { error }) => {
          void reply
            .code(503)
            .send({ statusCode: 503, code: API_UNAVAILABLE, message: `The operator API is not answering (${error.message})` });
        },
      },
    });
  }

  // ws 8 does not end open sockets when its server closes: a stopping site ends the proxied feed
  // connections itself, instead of waiting for every browser to hang up.
  const upgraded = new Set<Duplex>();
  app.server.on('upgrade', (_request, socket: Duplex) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of upgraded) socket.destroy();
  });

  // The page is written per request (brand, first paint, the API's first answers): compressed here,
  // as the build's files are ahead of time. The API's answers come compressed by the API.
  await app.register(compress, {
    global: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const sendPage = await registerBrandRoutes(app, options, brandOf, manifest, previewFor);

  // The policy follows the manifest in force, so an operator's swap to another origin keeps working.
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) reply.header(name, value);
    // A page the API serves (a demo game, a stream) and the release console keep their own, stricter policy.
    if (isApiPath(request.url.split('?')[0] ?? '') || reply.hasHeader('Content-Security-Policy')) return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const brand = brandOf(request);
      const current = await manifest(brand.id, request);
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(current.ok ? remoteOrigins(current.value) : [], brand.embedParentOrigins),
      );
    }
    return payload;
  });

  // Every other GET (or HEAD) is a client-side route: answer with the shell's page.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname) !== '') {
      return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: `no route ${request.method} ${request.url}` });
    }
    const canonical = lowerCaseLanguage(pathname);
    if (canonical !== null) return reply.redirect(`${canonical}${request.url.slice(pathname.length)}`, 301);
    return sendPage(request, reply);
  });
  return app;
}

type BrandOf = (request: { hostname: string }) => BrandConfig;

/**
 * A team's preview links and the operators' release console, on a site that serves releases.
 * Returns whose browser previews what (nobody's without releases).
 */
async function registerReleaseTools(app: FastifyInstance, options: ShellServerOptions, brandOf: BrandOf): Promise<PreviewFor> {
  const secret = tokenSecret(options.releaseSecret);
  if (!options.releases) return () => null;
  await registerPreviewRoutes(app, options.releases, secret, brandOf);
  await registerOpsConsole(app, {
    releases: options.releases,
    secret,
    brands: options.brands,
    brandOf: (request) => brandOf(request).id,
    ...(options.adminKey ? { adminKey: options.adminKey } : {}),
    ...(options.health ? { health: options.health } : {}),
  });
  return previewSource(options.releases, secret);
}
/** The brand's remotes manifest as this request's player gets it: each remote's stable release or its canary. */
type ManifestOf = (brand: string, request: { headers: { cookie?: string } }) => ReturnType<typeof readRemotesManifest>;

/**
 * The longest a page waits on what its server asks other services for (the logo, the remotes'
 * manifests, the API's first answers), past their own time limits of 300–500 ms: it then goes out
 * without them, and the page's scripts ask for themselves.
 */
const FIRST_PAINT_DEADLINE_MS = 1_000;

/** A path whose language is typed in capitals (/EN/sports) as the site writes it (/en/sports); null when it already is. */
function lowerCaseLanguage(pathname: string): string | null {
  const [, language = '', ...rest] = pathname.split('/');
  const lower = language.toLowerCase();
  if (lower === language || !(SUPPORTED_LOCALES as readonly string[]).includes(lower)) return null;
  return ['', lower, ...rest].join('/');
}

/**
 * What differs per brand on the shell's origin, each picked by the request's host: the remotes
 * manifest, the favicon and the page. Returns the page's handler, which also answers client routes.
 */
async function registerBrandRoutes(
  app: FastifyInstance,
  options: ShellServerOptions,
  brandOf: BrandOf,
  manifest: ManifestOf,
  previewFor: PreviewFor,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  // Each brand's pages report on the releases they were given.
  await registerShellTelemetry(app, telemetryOptions(options, brandOf));
  app.get('/remotes-manifest.json', async (request, reply) => {
    reply.header('Vary', 'Host, Cookie');
    const result = await manifest(brandOf(request).id, request);
    if (!result.ok) {
      request.log.error(result.error);
      return reply
        .code(500)
        .header('Cache-Control', REVALIDATE)
        .send({ statusCode: 500, code: 'BAD_REMOTES_MANIFEST', message: result.error });
    }
    return reply.header('Cache-Control', REVALIDATE).send(result.value);
  });

  app.get('/favicon.svg', async (request, reply) => {
    const icon = await fs.readFile(path.join(options.brands.dir, `${brandOf(request).id}.svg`)).catch(() => null);
    if (!icon) return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'this brand has no icon' });
    return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', REVALIDATE).header('Vary', 'Host').send(icon);
  });

  // Browsers and crawlers that ask for the classic name get the brand's icon.
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));

  // The build's page is the same for every brand: each request gets it with its own brand written in.
  await registerStaticSite(app, { root: options.root, cors: false, page: false });
  const logoOf = brandLogoSource(options.apiUrl);
  const preloadsOf = remotePreloadSource();
  const answersOf = pageAnswerSource(options.apiUrl);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const brand = brandOf(request);
    const pathname = request.url.split('?')[0] ?? '';
    const [template, logo, remotes, answers] = await Promise.all([
      fs.readFile(path.join(options.root, 'index.html'), 'utf8'),
      withinDeadline(logoOf(brand), FIRST_PAINT_DEADLINE_MS, null),
      manifest(brand.id, request).then((result) => (result.ok ? result.value : null)),
      withinDeadline(answersOf({ brand, pathname }), FIRST_PAINT_DEADLINE_MS, {}),
    ]);
    const federated = remotes !== null && options.preloadRemoteModules !== false;
    const preloads = federated
      ? await withinDeadline(preloadsOf(remotes, pageFirstModulesAt(pathname)), FIRST_PAINT_DEADLINE_MS, [])
      : [];
    const started = federated ? remotesStartedAt(pathname, { player: hasSessionHint(request.headers.cookie ?? '') }) : [];
    reply.header('Cache-Control', REVALIDATE).header('Vary', 'Host, Cookie').type('text/html; charset=utf-8');
    // A player's id counts from the load that sends it back: until then (and for good, when cookies
    // are refused) the page gets every remote's stable release.
    if (playerIdFrom(request.headers.cookie) === null)
      reply.header('Set-Cookie', playerCookie(newPlayerId(), (request.socket as { encrypted?: boolean }).encrypted === true));
    const search = request.url.slice(pathname.length);
    const html = renderBrandPage(template, brand, { logo, remotes, preloads, started, answers }, { pathname, search });
    const preview = previewFor(brand.id, request.headers.cookie);
    reply.compress(preview ? withBanner(html, previewBanner(preview, localeOfPath(pathname))) : html);
    return reply;
  };
  // Before the build folder's own copy: the page is never sent as built.
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  return sendPage;
}
