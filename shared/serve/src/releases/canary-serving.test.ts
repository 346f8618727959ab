import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, REMOTES_SCRIPT_ID, type RemotesManifest } from '@sportsbook/contracts';
import { loadBrands } from '../brands';
import { IMMUTABLE, REVALIDATE } from '../cache-policy';
import { createRemoteServer } from '../remote-server';
import { createShellServer } from '../shell-server';
import { newPlayerId, playerBucket, PLAYER_COOKIE } from './player-bucket';

const temporary = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

function writeRelease(releases: string, version: string, entry: string): void {
  fs.mkdirSync(path.join(releases, version), { recursive: true });
  fs.writeFileSync(path.join(releases, version, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(releases, version, 'mf-manifest.json'), `{"id":"${version}"}`);
}

describe('a remote origin with releases', () => {
  const root = temporary('sb-dist-');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var build = 1;');
  const releases = temporary('sb-releases-');
  writeRelease(releases, '1.0.0-aaa', 'var release = "a";');

  it('serves every published version side by side, each file cached for a year, with CORS', async () => {
    const app = await createRemoteServer({ root, releases });
    writeRelease(releases, '1.1.0-bbb', 'var release = "b";');
    for (const [version, text] of [
      ['1.0.0-aaa', 'var release = "a";'],
      ['1.1.0-bbb', 'var release = "b";'],
    ]) {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await app.inject({ url: `/releases/${version}/${file}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        if (file === 'remoteEntry.js') expect(response.body).toBe(text);
      }
    }
    const build = await app.inject({ url: '/remoteEntry.js' });
    expect(build.body).toBe('var build = 1;');
    expect(build.headers['cache-control']).toBe(REVALIDATE);
    expect((await app.inject({ url: '/releases/9.9.9-none/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/releases/..%2f..%2fetc%2fpasswd' })).statusCode).toBeLessThan(500);
    await app.close();
  });
});

describe('the shell server with a canary', () => {
  const root = temporary('sb-shell-');
  fs.writeFileSync(path.join(root, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  const registry = path.join(temporary('sb-registry-'), 'eu.json');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { manifest: `http://{hostname}:{port:${name}}/mf-manifest.json` }]),
  );
  fs.writeFileSync(
    registry,
    JSON.stringify({
      brand: 'eu',
      revision: 7,
      remotes: {
        ...remotes,
        mfe_live: {
          manifest: 'http://{hostname}:{port:mfe_live}/releases/{version}/mf-manifest.json',
          stable: '1.0.0-aaa',
          canary: { version: '1.1.0-bbb', share: 30 },
        },
      },
    }),
  );
  const site = () =>
    createShellServer({
      root,
      apiUrl: 'http://127.0.0.1:9',
      remotesManifestFile: () => registry,
      portOf: () => 4102,
      brands: loadBrands(path.resolve(__dirname, '../../../../shell/brands'), 'eu'),
      publicHost: 'sports.example',
      preloadRemoteModules: false,
    });
  const written = (page: string) =>
    JSON.parse(
      new RegExp(`<script id="${REMOTES_SCRIPT_ID}" type="application/json">(.*?)</script>`).exec(page)?.[1] ?? 'null',
    ) as RemotesManifest;
  const playerIn = (onCanary: boolean) => {
    for (;;) {
      const id = newPlayerId();
      if (playerBucket(id, 'mfe_live') < 30 === onCanary) return id;
    }
  };

  it('writes into the page the release of each player’s bucket, the same on every load', async () => {
    const app = await site();
    for (const [onCanary, version] of [
      [true, '1.1.0-bbb'],
      [false, '1.0.0-aaa'],
    ] as const) {
      const cookie = `${PLAYER_COOKIE}=${playerIn(onCanary)}`;
      for (let load = 0; load < 3; load += 1) {
        const page = await app.inject({ url: '/en/live/sport/', headers: { cookie } });
        expect(page.headers['set-cookie']).toBeUndefined();
        expect(page.headers.vary).toBe('Host, Cookie');
        const live = written(page.body).remotes.mfe_live;
        expect(live).toEqual({ manifest: `http://sports.example:4102/releases/${version}/mf-manifest.json`, version });
        const asked = await app.inject({ url: '/remotes-manifest.json', headers: { cookie } });
        expect(asked.json()).toEqual(written(page.body));
      }
    }
    await app.close();
  });

  it('gives a canary player the same page as a stable one but for the version: no byte or request more', async () => {
    const app = await site();
    const pageOf = async (onCanary: boolean) =>
      (await app.inject({ url: '/en/live/sport/', headers: { cookie: `${PLAYER_COOKIE}=${playerIn(onCanary)}` } })).body;
    const [canary, stable] = [await pageOf(true), await pageOf(false)];
    expect(canary).toContain('1.1.0-bbb');
    expect(canary.replaceAll('1.1.0-bbb', '1.0.0-aaa')).toBe(stable);
    await app.close();
  });

  it('gives a player with no id stable and offers a first-party id that names no one; one who never sends it back stays on stable', async () => {
    const app = await site();
    for (let load = 0; load < 20; load += 1) {
      const page = await app.inject({ url: '/en/' });
      expect(written(page.body).remotes.mfe_live.version).toBe('1.0.0-aaa');
      expect(page.headers['set-cookie']).toMatch(
        new RegExp(`^${PLAYER_COOKIE}=[0-9a-f-]{36}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`),
      );
    }
    expect(written((await app.inject({ url: '/en/' })).body)).not.toHaveProperty('revision');
    await app.close();
  });
});
