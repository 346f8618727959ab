import { REMOTE_NAMES, pageFirstModulesAt, type RemotesManifest } from '@sportsbook/contracts';
import { firstPaintHead, firstPaintPreloads } from './first-paint';
import { remotePreloadSource } from './remote-preloads';
import { answerJson, standInServer } from './testing/stand-in-server';

/** A remote's origin that answers its mf-manifest.json as told. */
const remoteOrigin = (manifest: (origin: string) => unknown) => standInServer((res, origin) => answerJson(manifest(origin))(res));

const exposes = (origin: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'HomeHighlights', assets: { js: { sync: ['299.a.js', '__federation_expose_HomeHighlights.b.js'] } } },
    {
      name: 'UpcomingEvents',
      assets: { js: { sync: ['299.a.js', '230.c.js', `${origin.replace('127.0.0.1', 'evil.example')}/x.js`] } },
    },
    { name: 'PrematchPage', assets: { js: { sync: ['321.d.js'] } } },
  ],
});

const manifestFor = (origin: string): RemotesManifest => ({
  brand: 'eu',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { manifest: `${origin}/mf-manifest.json` }]),
  ) as RemotesManifest['remotes'],
});

it("preloads the manifest, entry and first files of the page's own remote modules, once each, on the remote's origin only", async () => {
  const remote = await remoteOrigin(exposes);
  const preloads = await remotePreloadSource()(manifestFor(remote.origin), [
    'mfe_prematch/HomeHighlights',
    'mfe_prematch/UpcomingEvents',
  ]);
  expect(preloads).toEqual(
    ['mf-manifest.json', 'remoteEntry.js', '299.a.js', '__federation_expose_HomeHighlights.b.js', '230.c.js'].map(
      (file) => `${remote.origin}/${file}`,
    ),
  );
  const firstPaint = { logo: null, remotes: manifestFor(remote.origin), preloads, started: ['mfe_prematch' as const] };
  const fetchedLater = firstPaintPreloads(firstPaint);
  expect(fetchedLater).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${remote.origin}/299.a.js">`);
  // Asked for as the federation runtime asks for it (CORS, no credentials), so the page reuses it.
  expect(fetchedLater).toContain(
    `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${remote.origin}/mf-manifest.json">`,
  );
  // Its connection opens while the page paints, before the preloads start.
  expect(firstPaintHead(firstPaint)).toContain(`<link rel="preconnect" href="${remote.origin}">`);
  await remote.close();
});

it('asks each remote for its manifest once a minute, not once per page', async () => {
  const remote = await remoteOrigin(exposes);
  let now = 0;
  const preloadsOf = remotePreloadSource(() => now);
  await preloadsOf(manifestFor(remote.origin), pageFirstModulesAt('/en/'));
  await preloadsOf(manifestFor(remote.origin), pageFirstModulesAt('/en/sports'));
  expect(remote.asked.length).toBe(1);
  now = 60_001;
  expect(await preloadsOf(manifestFor(remote.origin), pageFirstModulesAt('/en/sports'))).toEqual([
    `${remote.origin}/mf-manifest.json`,
    `${remote.origin}/remoteEntry.js`,
    `${remote.origin}/321.d.js`,
  ]);
  expect(remote.asked.length).toBe(2);
  await remote.close();
});

it('preloads nothing, and the page still goes out, when a remote is down or answers nonsense', async () => {
  const nonsense = await remoteOrigin(() => ({ exposes: 'none' }));
  expect(await remotePreloadSource()(manifestFor(nonsense.origin), pageFirstModulesAt('/en/'))).toEqual([]);
  await nonsense.close();
  expect(await remotePreloadSource()(manifestFor(nonsense.origin), pageFirstModulesAt('/en/'))).toEqual([]);
  const relative = {
    brand: 'eu',
    remotes: { ...manifestFor(nonsense.origin).remotes, mfe_prematch: { manifest: '/mf/mf-manifest.json' } },
  };
  expect(await remotePreloadSource()(relative, pageFirstModulesAt('/en/sports'))).toEqual([]);
});
