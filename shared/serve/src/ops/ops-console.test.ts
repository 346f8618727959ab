import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES_SCRIPT_ID } from '@sportsbook/contracts';
import { loadBrands } from '../brands';
import { SIGN_IN_ATTEMPTS } from './ops-routes';
import { createShellServer } from '../shell-server';
import { CONTRACT, federationManifest, fixtureRepository, writeBuild } from '../testing/release-fixture';
import { publishBuild, publishLocalBuilds } from '../releases/release-commands';
import { registryFile, type ReleasePlaces } from '../releases/release-places';
import { readAuditLog, readRegistry } from '../releases/release-registry';
import { newPreviewGrant, previewLinkPath } from '../releases/release-preview';
import { signToken } from '../releases/signed-token';
import type { VersionHealthReader } from '../telemetry/version-health';

const KEY = 'k'.repeat(24);
const SECRET = 'x'.repeat(40);
const HOST = 'ke.localhost';
const ORIGIN = `http://${HOST}`;
const brands = loadBrands(path.resolve(__dirname, '../../../../shell/brands'), 'eu');

/** A small in-memory reader, as the telemetry would give it. */
const health = (stable: string): VersionHealthReader => ({
  health: (brand) =>
    brand !== 'ke'
      ? []
      : [
          {
            brand,
            remote: 'mfe_live',
            version: stable,
            loads: 400,
            loadFailures: 2,
            boundaryErrors: 2,
            errorRate: 0.01,
            renderP75Ms: 812,
            series: [0, 1, 2].map((i) => ({ at: i * 3_600_000, loads: 100, errors: i, renderP75Ms: 800 + i })),
          },
        ],
});

async function siteWithReleases(adminKey: string | undefined = KEY) {
  const places: ReleasePlaces = fixtureRepository();
  await publishLocalBuilds(places, () => undefined);
  const stable = (await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live.stable ?? '';
  writeBuild(path.join(places.root, 'mfe-live', 'dist'), federationManifest('mfe_live'), CONTRACT, '/* live 2 */');
  const next = publishBuild(places, 'mfe_live').version;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-shell-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  const app = await createShellServer({
    root,
    apiUrl: 'http://127.0.0.1:9',
    remotesManifestFile: (brand) => registryFile(places, brand),
    portOf: () => 4102,
    brands,
    publicHost: 'sports.example',
    preloadRemoteModules: false,
    releases: places,
    releaseSecret: SECRET,
    ...(adminKey ? { adminKey } : {}),
    health: health(stable),
  });
  return { app, places, stable, next };
}

type Site = Awaited<ReturnType<typeof siteWithReleases>>;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (site: Site, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  site.app.inject({
    method: 'POST',
    url,
    payload: form(fields),
    headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0] ?? '';

async function signedIn(site: Site): Promise<string> {
  const response = await post(site, '/en/ops/sign-in', { name: 'Ana Ops', key: KEY });
  expect(response.statusCode).toBe(303);
  return cookieOf(response.headers['set-cookie']);
}

const canaryForm = (site: Site, revision: number) => ({
  brand: 'ke',
  remote: 'mfe_live',
  action: 'canary',
  version: site.next,
  share: '10',
  revision: String(revision),
  reason: 'try it on ke',
});

describe('the release console’s door', () => {
  it('shows an anonymous visitor only the sign-in form, and refuses their changes', async () => {
    const site = await siteWithReleases();
    const page = await site.app.inject({ url: '/en/ops', headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Admin key');
    expect(page.body).not.toContain(site.stable);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await post(site, '/en/ops/change', canaryForm(site, 6))).statusCode).toBe(401);
    expect((await readRegistry(registryFile(site.places, 'ke'))).remotes.mfe_live.canary).toBeUndefined();
    await site.app.close();
  });

  it('refuses a wrong admin key and a session signed by anyone else', async () => {
    const site = await siteWithReleases();
    const wrong = await post(site, '/en/ops/sign-in', { name: 'Eve', key: 'k'.repeat(23) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const session = { by: 'Eve', key: 'guessed', exp: Date.now() + 60_000 };
    const forged = `sb_ops=${signToken('y'.repeat(40), 'ops-session', session)}`;
    const page = await site.app.inject({ url: '/en/ops', headers: { host: HOST, cookie: forged } });
    expect(page.body).toContain('Admin key');
    await site.app.close();
  });

  it('stops taking sign-ins from an address that keeps guessing, even with the right key', async () => {
    const site = await siteWithReleases();
    for (let i = 0; i < SIGN_IN_ATTEMPTS.perWindow; i++)
      expect((await post(site, '/en/ops/sign-in', { name: 'Eve', key: `guess-${i}`.padEnd(24, '0') })).statusCode).toBe(401);
    const right = await post(site, '/en/ops/sign-in', { name: 'Eve', key: KEY });
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(right.body).toContain('Too many sign-in attempts');
    await site.app.close();
  });

  it('lets an operator with the key in: each remote’s versions, their health and a chart, the audit log', async () => {
    const site = await siteWithReleases();
    const cookie = await signedIn(site);
    expect(cookie).toMatch(/^sb_ops=/);
    const page = await site.app.inject({ url: '/en/ops?brand=ke', headers: { host: HOST, cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(site.stable);
    expect(page.body).toMatch(/1\.00 %.*812 ms/);
    expect(page.body).toContain('aria-label="Error rate of mfe-live');
    expect(page.body).toContain('first start: the local build');
    expect(page.body).not.toContain('<script');
    await site.app.close();
  });

  it('does not exist on a site with no admin key', async () => {
    const site = await siteWithReleases('');
    const page = await site.app.inject({ url: '/en/ops', headers: { host: HOST } });
    expect(page.body).not.toContain('Admin key');
    await site.app.close();
  });
});

describe('a change from the console', () => {
  it('is refused from another site’s page or with no Origin, even with the operator’s cookie', async () => {
    const site = await siteWithReleases();
    const cookie = await signedIn(site);
    for (const origin of ['https://evil.example', 'http://eu.localhost', 'null', 'http://ke.localhost.evil.example', ''])
      expect((await post(site, '/en/ops/change', canaryForm(site, 6), { cookie, origin })).statusCode).toBe(403);
    expect((await post(site, '/en/ops/sign-in', { name: 'Ana', key: KEY }, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await readRegistry(registryFile(site.places, 'ke'))).remotes.mfe_live.canary).toBeUndefined();
    await site.app.close();
  });

  it('goes through changeRelease as the operator, from the revision the page showed', async () => {
    const site = await siteWithReleases();
    const cookie = await signedIn(site);
    const revision = (await readRegistry(registryFile(site.places, 'ke'))).revision ?? 0;
    const applied = await post(site, '/en/ops/change', canaryForm(site, revision), { cookie });
    expect(applied.statusCode).toBe(303);
    expect((await readRegistry(registryFile(site.places, 'ke'))).remotes.mfe_live.canary).toEqual({
      version: site.next,
      share: 10,
    });
    expect((await readAuditLog(site.places.auditLog)).at(-1)).toMatchObject({
      by: 'Ana Ops',
      action: 'canary',
      reason: 'try it on ke',
    });
    const stale = await post(site, '/en/ops/change', { ...canaryForm(site, revision), share: '50' }, { cookie });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('read it again');
    const bad = await post(site, '/en/ops/change', { ...canaryForm(site, revision + 1), share: '5.5' }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('share:');
    await site.app.close();
  });
});

describe('a team’s preview', () => {
  const written = (page: string) =>
    JSON.parse(new RegExp(`<script id="${REMOTES_SCRIPT_ID}" type="application/json">(.*?)</script>`).exec(page)?.[1] ?? 'null');

  it('applies in the browser that opened the link, with a banner in its language, and in no other', async () => {
    const site = await siteWithReleases();
    const link = previewLinkPath(SECRET, newPreviewGrant({ brand: 'ke', remote: 'mfe_live', version: site.next }, Date.now()));
    const opened = await site.app.inject({ url: link, headers: { host: HOST } });
    expect(opened.statusCode).toBe(303);
    const cookie = cookieOf(opened.headers['set-cookie']);
    const page = await site.app.inject({ url: '/fr/live/sport/', headers: { host: HOST, cookie } });
    expect(written(page.body).remotes.mfe_live.version).toBe(site.next);
    expect(page.body).toContain(`Aperçu de mfe-live ${site.next}`);
    expect((await site.app.inject({ url: link, headers: { host: HOST } })).statusCode).toBe(403);
    const other = await site.app.inject({ url: '/fr/live/sport/', headers: { host: HOST } });
    expect(written(other.body).remotes.mfe_live.version).toBe(site.stable);
    expect(other.body).not.toContain('sb-preview');
    const elsewhere = await site.app.inject({ url: '/en/', headers: { host: 'eu.localhost', cookie } });
    expect(written(elsewhere.body).remotes.mfe_live.version).toBe(site.stable);
    await site.app.close();
  });

  it('refuses a link to a version that is not published, and ends only from a page of the site', async () => {
    const site = await siteWithReleases();
    const grant = newPreviewGrant({ brand: 'ke', remote: 'mfe_live', version: '9.9.9-000000000000' }, Date.now());
    expect((await site.app.inject({ url: previewLinkPath(SECRET, grant), headers: { host: HOST } })).statusCode).toBe(403);
    expect((await post(site, '/preview/end', {}, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const ended = await post(site, '/preview/end', {});
    expect(ended.statusCode).toBe(303);
    expect(String(ended.headers['set-cookie'])).toMatch(/^sb_preview=; .*Max-Age=0/);
    await site.app.close();
  });

  it('can be started by a signed-in operator in their own browser, or handed out as a link', async () => {
    const site = await siteWithReleases();
    const cookie = await signedIn(site);
    const fields = { brand: 'ke', remote: 'mfe_live', version: site.next, revision: '0' };
    const here = await post(site, '/en/ops/preview', { ...fields, mode: 'here' }, { cookie });
    expect(here.statusCode).toBe(303);
    expect(String(here.headers['set-cookie'])).toMatch(/^sb_preview=/);
    const link = await post(site, '/en/ops/preview', { ...fields, mode: 'link' }, { cookie });
    expect(link.body).toMatch(/\/preview\?token=[\w-]+\.[\w-]+/);
    expect((await post(site, '/en/ops/preview', { ...fields, mode: 'here' })).statusCode).toBe(401);
    await site.app.close();
  });
});
