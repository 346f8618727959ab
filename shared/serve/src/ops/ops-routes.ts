import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptForms, fromThisSite } from '../form-posts';
import { publishedNewestFirst } from '../releases/release-prune';
import { clientRate } from '../telemetry/client-rate';
import { registryFile } from '../releases/release-places';
import { readAuditLog, readRegistry } from '../releases/release-registry';
import { dashboardPage, type DashboardView } from './ops-dashboard';
import { signInPage, type Message } from './ops-page';
import { registerOpsActions } from './ops-actions';
import {
  consoleReply,
  knownBrand,
  operatorOf,
  opsBase,
  ORIGIN_REFUSED,
  secureRequest,
  type OpsConsoleOptions,
  type OpsContext,
} from './ops-context';
import { opsCookie, signIn } from './ops-session';

const AUDIT_SHOWN = 50;
const VERSIONS_OFFERED = 20;

async function viewOf(context: OpsContext, brand: string): Promise<Omit<DashboardView, 'base' | 'by'>> {
  const { releases } = context;
  const registry = await readRegistry(registryFile(releases, brand));
  const published = Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const { stable, canary, previous } = registry.remotes[remote];
      const named = [stable, canary?.version, previous].filter((v): v is string => v !== undefined);
      const newest = publishedNewestFirst(releases, remote).slice(0, VERSIONS_OFFERED);
      return [remote, [...newest, ...named.filter((v) => !newest.includes(v))]];
    }),
  ) as Record<RemoteName, string[]>;
  const audit = (await readAuditLog(releases.auditLog)).filter((entry) => entry.brand === brand).reverse();
  return {
    brand,
    brands: [...context.brands.configs.keys()].sort(),
    registry,
    health: context.health?.health(brand) ?? null,
    published,
    audit: audit.slice(0, AUDIT_SHOWN),
  };
}

/**
 * The release console at /{locale}/ops: server-rendered HTML with no script, so players' pages carry
 * none of it. Operators sign in with the API's admin key; every change goes through changeRelease.
 */
export async function registerOpsConsole(app: FastifyInstance, options: OpsConsoleOptions): Promise<void> {
  if (!options.adminKey) return;
  const context: OpsContext = {
    ...options,
    adminKey: options.adminKey,
    render: async (request, reply, brand, extra = {}) => {
      const base = opsBase(request) ?? '/en/ops';
      const by = operatorOf(context, request)?.by ?? '';
      return consoleReply(reply, reply.statusCode).send(dashboardPage({ ...(await viewOf(context, brand)), base, by, ...extra }));
    },
  };
  await app.register(async (scope) => {
    acceptForms(scope);
    registerSignIn(scope, context);
    registerOpsActions(scope, context);
  });
}

const DONE: Record<string, string> = { signed: 'Signed in.' };

/** Sign-in attempts one address may make per window: enough for a person, too few to guess a key. */
export const SIGN_IN_ATTEMPTS = { perWindow: 10, windowMs: 10 * 60_000, maxClients: 10_000 };
const TOO_MANY: Message = { kind: 'error', text: 'Too many sign-in attempts from this address. Try again in a few minutes.' };

function registerSignIn(scope: FastifyInstance, context: OpsContext): void {
  const attempts = clientRate(SIGN_IN_ATTEMPTS);
  scope.get('/:locale/ops', async (request, reply) => {
    const base = opsBase(request);
    if (base === null) return reply.callNotFound();
    if (operatorOf(context, request) === null) return consoleReply(reply, 200).send(signInPage(`${base}/sign-in`));
    const query = request.query as Record<string, unknown>;
    const brand = knownBrand(context, query.brand) ? query.brand : context.brandOf(request);
    const done = typeof query.done === 'string' ? DONE[query.done] : undefined;
    const message: Message | undefined = done ? { kind: 'done', text: done } : undefined;
    return context.render(request, reply.code(200), brand, message ? { message } : {});
  });
  scope.post('/:locale/ops/sign-in', async (request, reply) => {
    const base = opsBase(request);
    if (base === null) return reply.callNotFound();
    if (!fromThisSite(request)) return consoleReply(reply, 403).send(signInPage(`${base}/sign-in`, ORIGIN_REFUSED));
    if (!attempts.allow(request.ip)) return consoleReply(reply, 429).send(signInPage(`${base}/sign-in`, TOO_MANY));
    const body = (request.body ?? {}) as Record<string, string>;
    const result = signIn(context.adminKey, context.secret, body.name ?? '', body.key ?? '', Date.now());
    if (!result.ok) {
      const text = result.field === 'key' ? 'That admin key is not right.' : 'Give your name (letters, digits, . _ @ -).';
      return consoleReply(reply, result.field === 'key' ? 401 : 400).send(signInPage(`${base}/sign-in`, { kind: 'error', text }));
    }
    return reply.header('Set-Cookie', opsCookie(result.cookieValue, secureRequest(request))).redirect(`${base}?done=signed`, 303);
  });
  scope.post('/:locale/ops/sign-out', async (request, reply) => {
    const base = opsBase(request);
    if (base === null) return reply.callNotFound();
    if (!fromThisSite(request)) return consoleReply(reply, 403).send(signInPage(`${base}/sign-in`, ORIGIN_REFUSED));
    return reply.header('Set-Cookie', opsCookie('', secureRequest(request), 0)).redirect(base, 303);
  });
}

export type { OpsConsoleOptions } from './ops-context';
