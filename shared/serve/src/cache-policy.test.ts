import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';

it.each([
  ['/srv/dist/main.3f9a1c2b7d.js', IMMUTABLE],
  ['/srv/dist/__federation_expose_LiveEvents.a1b2c3d4e5.js', IMMUTABLE],
  ['/srv/dist/main.3f9a1c2b7d.js.br', IMMUTABLE],
  ['/srv/dist/remoteEntry.js', REVALIDATE],
  ['/srv/dist/remoteEntry.js.gz', REVALIDATE],
  ['/srv/dist/mf-manifest.json', REVALIDATE],
  ['/srv/dist/index.html', REVALIDATE],
  ['/srv/dist/favicon.svg', REVALIDATE],
])('%s → %s', (file, expected) => {
  expect(cacheControlFor(file)).toBe(expected);
});
