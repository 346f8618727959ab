import { promote, rollback, setCanary, versionedManifestUrl } from './registry-edits';

const LOCAL = 'http://{hostname}:{port:mfe_live}/mf-manifest.json';
const VERSIONED = 'http://{hostname}:{port:mfe_live}/releases/{version}/mf-manifest.json';

it('points an entry at its origin’s releases when it first gets a stable release', () => {
  expect(promote({ manifest: LOCAL }, '1-a')).toEqual({ manifest: VERSIONED, stable: '1-a' });
  expect(versionedManifestUrl('https://cdn.example/live/mf-manifest.json')).toBe(
    'https://cdn.example/releases/{version}/mf-manifest.json',
  );
  expect(() => versionedManifestUrl('https://cdn.example/live/entry.js')).toThrow('mf-manifest.json');
});

it('promotes the canary and keeps the stable it replaces for a rollback', () => {
  const canary = setCanary({ manifest: VERSIONED, stable: '1-a' }, '2-b', 10);
  expect(canary.canary).toEqual({ version: '2-b', share: 10 });
  const promoted = promote(canary);
  expect(promoted).toEqual({ manifest: VERSIONED, stable: '2-b', previous: '1-a' });
  expect(rollback(promoted)).toEqual({ manifest: VERSIONED, stable: '1-a' });
});

it('rolls back a canary by dropping it, leaving stable as it was', () => {
  const entry = { manifest: VERSIONED, stable: '2-b', previous: '1-a', canary: { version: '3-c', share: 50 } };
  expect(rollback(entry)).toEqual({ manifest: VERSIONED, stable: '2-b', previous: '1-a' });
});

it.each([
  ['a canary with no stable', () => setCanary({ manifest: LOCAL }, '2-b', 5), 'stable release beside it'],
  ['a canary of the stable release', () => setCanary({ manifest: VERSIONED, stable: '1-a' }, '1-a', 5), 'is the stable'],
  ['a share of 2.5 %', () => setCanary({ manifest: VERSIONED, stable: '1-a' }, '2-b', 2.5), 'whole percent'],
  ['a promote with nothing named', () => promote({ manifest: VERSIONED, stable: '1-a' }), 'no canary to promote'],
  ['a rollback with nowhere to go', () => rollback({ manifest: VERSIONED, stable: '1-a' }), 'no previous'],
])('refuses %s', (_label, change, message) => {
  expect(change).toThrow(message);
});
