import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { loadBrands } from './brands';
import { IMMUTABLE, REVALIDATE } from './cache-policy';
import { createRemoteServer } from './remote-server';
import { HELD_SCRIPTS_ID, PAGE_STARTER, PAGE_STARTER_SOURCE } from './page-start';
import { createShellServer } from './shell-server';

/** The repository's real brands configuration: the three brands and their host map. */
const brands = loadBrands(path.resolve(__dirname, '../../../shell/brands'), 'eu');

function buildFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-serve-'));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), content);
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
  }
  return dir;
}

describe('a remote origin', () => {
  const root = buildFolder({
    'remoteEntry.js': 'var entry = 1;',
    'mf-manifest.json': '{"id":"mfe_live"}',
    '__federation_expose_LiveEvents.0123456789.js': 'export {}',
  });

  it('serves brotli when accepted, with CORS, and revalidates the entry on every load', async () => {
    const app = await createRemoteServer({ root });
    const response = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('caches content-hashed chunks for a year and falls back to gzip', async () => {
    const app = await createRemoteServer({ root });
    const response = await app.inject({
      url: '/__federation_expose_LiveEvents.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    await app.close();
  });

  it('never caches the federation manifest', async () => {
    const app = await createRemoteServer({ root });
    const response = await app.inject({ url: '/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.json()).toEqual({ id: 'mfe_live' });
    await app.close();
  });

  it.each(['/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd'])('refuses path traversal %s', async (url) => {
    const app = await createRemoteServer({ root });
    const response = await app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('root:');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('serves a chunk written after it started, so a remote rebuilt in place needs no restart', async () => {
    const app = await createRemoteServer({ root });
    fs.writeFileSync(path.join(root, '__federation_expose_Later.abcdef0123.js'), 'export const later = 1;');
    const response = await app.inject({ url: '/__federation_expose_Later.abcdef0123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export const later = 1;');
    await app.close();
  });

  it('answers a missing file with a JSON 404', async () => {
    const app = await createRemoteServer({ root });
    const response = await app.inject({ url: '/nope.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await app.close();
  });
});

describe('the shell server', () => {
  const root = buildFolder({
    // As the build writes it: the shell's script held until the first frame (page-start.ts).
    'index.html': `<html><head><title>Sportsbook</title><template id=${HELD_SCRIPTS_ID}><script defer src=/main.0123456789.js></script></template><script>${PAGE_STARTER}</script></head><body><div id="root"></div></body></html>`,
    'main.0123456789.js': '1',
  });
  const manifestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-manifest-'));
  const manifestFile = path.join(manifestDir, 'eu.json');
  fs.writeFileSync(
    manifestFile,
    JSON.stringify({
      brand: 'eu',
      remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, { manifest: `http://{hostname}:{port:${n}}/mf-manifest.json` }])),
    }),
  );
  const server = (file = manifestFile) =>
    createShellServer({
      root,
      apiUrl: 'http://127.0.0.1:9',
      remotesManifestFile: (brand) => (brand === 'eu' ? file : path.join(manifestDir, `${brand}.json`)),
      portOf: (s) => (s === 'mfe_live' ? 4102 : 4000),
      brands,
      publicHost: 'sports.example',
    });

  it('fills the remotes manifest in from configuration, whatever Host or X-Forwarded-Host say', async () => {
    const app = await server();
    const response = await app.inject({
      url: '/remotes-manifest.json',
      headers: { host: 'evil.example:3000', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.json().remotes.mfe_live.manifest).toBe('http://sports.example:4102/mf-manifest.json');
    await app.close();
  });

  it('reports a malformed manifest instead of serving it', async () => {
    const bad = path.join(manifestDir, 'bad.json');
    fs.writeFileSync(bad, '{"brand":"eu","remotes":{}}');
    const app = await server(bad);
    const response = await app.inject({ url: '/remotes-manifest.json' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('remotes.mfe_prematch.manifest');
    await app.close();
  });

  it("preloads the scripts of the page's own remote modules after its first frame, from the remote's manifest; a monolith build preloads none", async () => {
    const remoteRoot = buildFolder({
      'mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
        exposes: [{ name: 'LivePage', assets: { js: { sync: ['43.abc.js', '__federation_expose_LivePage.def.js'] } } }],
      }),
    });
    const remote = await createRemoteServer({ root: remoteRoot });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    const port = (remote.server.address() as { port: number }).port;
    const site = (preloadRemoteModules: boolean) =>
      createShellServer({
        root,
        apiUrl: 'http://127.0.0.1:9',
        remotesManifestFile: () => manifestFile,
        portOf: () => port,
        brands,
        publicHost: '127.0.0.1',
        preloadRemoteModules,
      });
    const federated = await site(true);
    const page = (await federated.inject({ url: '/en/live/sport/' })).body;
    const [, held = '', elsewhere = ''] = new RegExp(`<template id=${HELD_SCRIPTS_ID}>(.*?)</template>(.*)`).exec(page) ?? [];
    for (const file of ['remoteEntry.js', '43.abc.js', '__federation_expose_LivePage.def.js']) {
      expect(held).toContain(`<link rel="preload" as="script" fetchpriority="low" href="http://127.0.0.1:${port}/${file}">`);
    }
    // Beside the shell's own script, and nowhere the browser would fetch them before it has painted.
    expect(held).toContain('<script defer src=/main.0123456789.js>');
    expect(elsewhere).not.toContain('rel="preload"');
    const monolith = await site(false);
    expect((await monolith.inject({ url: '/en/live/sport/' })).body).not.toContain('rel="preload"');
    await Promise.all([federated.close(), monolith.close(), remote.close()]);
  });

  it('opens connections only to the remotes the page loads first, and none on a monolith', async () => {
    const site = (preloadRemoteModules = true) =>
      createShellServer({
        root,
        apiUrl: 'http://127.0.0.1:9',
        remotesManifestFile: () => manifestFile,
        // Every remote on its own origin; nothing listens there, so nothing is preloaded either.
        portOf: (service) => 4100 + REMOTE_NAMES.indexOf(service as RemoteName),
        brands,
        publicHost: '127.0.0.1',
        preloadRemoteModules,
      });
    const connected = async (app: Awaited<ReturnType<typeof site>>, url: string, cookie?: string) => {
      const page = (await app.inject({ url, headers: cookie ? { cookie } : {} })).body;
      return [...page.matchAll(/<link rel="preconnect" href="http:\/\/127\.0\.0\.1:(\d+)">/g)].map((m) => Number(m[1]));
    };
    const federated = await site();
    // prematch 4100, live 4101, betslip 4102, account 4103: the jackpot and virtuals remotes wait for their pages.
    expect(await connected(federated, '/en/sports')).toEqual([4100, 4102]);
    expect(await connected(federated, '/en/')).toEqual([4100, 4101, 4102]);
    expect(await connected(federated, '/en/sports', 'theme=dark; sb_signed_in=1')).toEqual([4100, 4102, 4103]);
    const monolith = await site(false);
    expect(await connected(monolith, '/en/sports')).toEqual([]);
    await Promise.all([federated.close(), monolith.close()]);
  });

  it('answers deep client-side routes with index.html, never cached', async () => {
    const app = await server();
    const response = await app.inject({ url: '/fr/live/sport/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('sends the page compressed to a browser that takes it, the same page as uncompressed', async () => {
    const app = await server();
    const plain = await app.inject({ url: '/en/sports' });
    const compressed = await app.inject({ url: '/en/sports', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    await app.close();
  });

  it('serves each host its brand: the page names it, carries its config, and echoes nothing of the Host header', async () => {
    const app = await server();
    for (const [host, id, title] of [
      ['ke.localhost:3000', 'ke', 'Sportsbook Kenya'],
      ['VN.localhost', 'vn', 'Sportsbook Asia'],
      ['evil.example"><script>alert(1)</script>', 'eu', 'Sportsbook'],
    ] as const) {
      for (const url of ['/', '/index.html', '/fr/sports']) {
        const page = await app.inject({ url, headers: { host } });
        expect(page.statusCode).toBe(200);
        expect(page.headers.vary).toBe('Host, Cookie');
        expect(page.body).toContain(`<title>${title}</title>`);
        const written = /<script id="sb-brand" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
        expect(JSON.parse(written)).toEqual(brands.configs.get(id));
        expect(page.body).not.toContain('evil');
      }
    }
    const kenyaIcon = await app.inject({ url: '/favicon.svg', headers: { host: 'ke.localhost' } });
    expect(kenyaIcon.headers['content-type']).toBe('image/svg+xml');
    expect(kenyaIcon.body).toBe(fs.readFileSync(path.join(brands.dir, 'ke.svg'), 'utf8'));
    await app.close();
  });

  it("answers each host with its brand's remotes manifest", async () => {
    fs.writeFileSync(path.join(manifestDir, 'vn.json'), fs.readFileSync(manifestFile, 'utf8').replace('"eu"', '"vn"'));
    const app = await server();
    const asia = await app.inject({ url: '/remotes-manifest.json', headers: { host: 'vn.localhost' } });
    const europe = await app.inject({ url: '/remotes-manifest.json', headers: { host: 'localhost' } });
    expect([asia.json().brand, europe.json().brand]).toEqual(['vn', 'eu']);
    await app.close();
  });

  it("sends a CSP allowing scripts from itself and the remote origins only, framed by the brand's parents only", async () => {
    const app = await server();
    const response = await app.inject({ url: '/en/', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${PAGE_STARTER_SOURCE} http://sports.example:4000 http://sports.example:4102`);
    expect(csp).not.toContain('evil.example');
    expect(csp).toContain("frame-ancestors 'self' https://app.sportsbook.example");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const unframed = await app.inject({ url: '/en/', headers: { host: 'vn.localhost' } });
    expect(String(unframed.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'$/);
    await app.close();
  });

  it.each(['/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/en/' + 'a/'.repeat(2000)])(
    'never serves a file outside the build for %s',
    async (url) => {
      const app = await server();
      const response = await app.inject({ url });
      expect(response.body).not.toContain('root:');
      expect(response.statusCode).toBeLessThan(500);
      await app.close();
    },
  );

  /** A shell server in front of a stand-in API answering with `handler`. */
  async function behindApi(handler: http.RequestListener) {
    const upstream = http.createServer(handler);
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const app = await createShellServer({
      root,
      apiUrl: `http://127.0.0.1:${port}`,
      remotesManifestFile: () => manifestFile,
      portOf: () => 4000,
      brands,
      publicHost: 'localhost',
    });
    return { app, upstream };
  }

  it("proxies the API on the same origin and tells it the brand of the request's host", async () => {
    const seen: Array<Record<string, string | string[] | undefined>> = [];
    const { app, upstream } = await behindApi((req, res) => {
      seen.push({
        url: req.url,
        brand: req.headers['x-sb-brand'],
        forwardedFor: req.headers['x-forwarded-for'],
        forwardedHost: req.headers['x-forwarded-host'],
        proto: req.headers['x-forwarded-proto'],
      });
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    const response = await app.inject({
      url: '/xapi/rest/events?page=2',
      remoteAddress: '198.51.100.7',
      headers: {
        host: 'ke.localhost:3000',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-sb-brand': 'vn',
      },
    });
    expect(response.json()).toEqual({ ok: true });
    // A host outside the map gets the default brand.
    await app.inject({ url: '/xapi/rest/events', headers: { host: 'vn.evil.example' } });
    // The client's claims are dropped: the API hears the socket's address and protocol.
    expect(seen).toEqual([
      { url: '/xapi/rest/events?page=2', brand: 'ke', forwardedFor: '198.51.100.7', forwardedHost: undefined, proto: 'http' },
      { url: '/xapi/rest/events', brand: 'eu', forwardedFor: '127.0.0.1', forwardedHost: undefined, proto: 'http' },
    ]);
    await app.close();
    upstream.close();
  });

  it('proxies images under /m/ and leaves the policy of a page the API serves alone', async () => {
    const { app, upstream } = await behindApi((req, res) => {
      if (req.url?.startsWith('/m/')) {
        res.setHeader('content-type', 'image/svg+xml');
        return res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      }
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', "default-src 'none'; script-src 'nonce-abc'");
      res.end('<p>game</p>');
    });
    const image = await app.inject({ url: '/m/logos/eu.svg?w=200&q=75' });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const game = await app.inject({ url: '/api/demo-games/kiron' });
    expect(game.headers['content-security-policy']).toBe("default-src 'none'; script-src 'nonce-abc'");
    const shellPage = await app.inject({ url: '/main-menu' });
    expect(String(shellPage.headers['content-security-policy'])).toContain("script-src 'self'");
    await app.close();
    upstream.close();
  });

  it('answers HEAD on every page, as a crawler or an uptime check asks', async () => {
    const app = await server();
    for (const url of ['/', '/en/', '/fr/live/sport/']) {
      const response = await app.inject({ method: 'HEAD', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe('');
    }
    await app.close();
  });

  it('sends a language typed in capitals to the lower-case path, keeping the rest and the query', async () => {
    const app = await server();
    const response = await app.inject({ url: '/EN/sports/soccer?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/sports/soccer?x=1');
    expect((await app.inject({ url: '/Fr/' })).headers.location).toBe('/fr/');
    // Not a language: the page answers it (the shell says the page does not exist).
    expect((await app.inject({ url: '/ABOUT/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/en/' })).statusCode).toBe(200);
    await app.close();
  });

  it("serves the brand's icon under the classic /favicon.ico too", async () => {
    const app = await server();
    const response = await app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
    expect((await app.inject({ url: '/favicon.svg' })).headers['content-type']).toBe('image/svg+xml');
    await app.close();
  });

  it('answers a missing asset with 404, not the page', async () => {
    const app = await server();
    const response = await app.inject({ url: '/main.deadbeef00.js' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});

it('answers 503 API_UNAVAILABLE for an API that is down, so the page can tell an outage from an error', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-down-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  const app = await createShellServer({
    root,
    apiUrl: 'http://127.0.0.1:9',
    remotesManifestFile: () => path.join(root, 'missing.json'),
    portOf: () => 4000,
    brands,
    publicHost: 'localhost',
  });
  const response = await app.inject({ url: '/xapi/rest/live/events' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ code: 'API_UNAVAILABLE' });
  await app.close();
});
