import { REMOTE_NAMES, contractSkew, renderRemotesManifest } from './remotes';
import { manifestForPlayer, parseRemotesManifest } from './remotes-manifest';

const valid = {
  brand: 'eu',
  remotes: Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, { manifest: `http://cdn.example/${i}/mf-manifest.json` }])),
};

it('accepts a complete manifest', () => {
  const result = parseRemotesManifest(valid);
  expect(result.ok && result.value.remotes.mfe_live.manifest).toBe('http://cdn.example/1/mf-manifest.json');
});

it.each([
  ['not an object', [], 'must be a JSON object'],
  ['no brand', { ...valid, brand: '' }, '"brand"'],
  ['a missing remote', { ...valid, remotes: { ...valid.remotes, mfe_betslip: undefined } }, 'remotes.mfe_betslip.manifest'],
  [
    'a javascript: url',
    { ...valid, remotes: { ...valid.remotes, mfe_live: { manifest: 'javascript:alert(1)' } } },
    'not an http(s)',
  ],
  [
    'an unknown remote',
    { ...valid, remotes: { ...valid.remotes, mfe_casino: { manifest: '/x' } } },
    'unknown remote(s) mfe_casino',
  ],
])('rejects %s with a message naming the problem', (_label, input, message) => {
  const result = parseRemotesManifest(input);
  expect(result.ok).toBe(false);
  expect(!result.ok && result.error).toContain(message);
});

it('fills hostname and port placeholders', () => {
  const out = renderRemotesManifest('{"a":"http://{hostname}:{port:mfe_live}/mf-manifest.json"}', 'box.local', (s) =>
    s === 'mfe_live' ? 4102 : 0,
  );
  expect(JSON.parse(out)).toEqual({ a: 'http://box.local:4102/mf-manifest.json' });
});

it.each([
  ['1.0.0', '1.4.2', null],
  ['1.9.0', '1.0.0', null],
  ['2.0.0', '1.4.2', { theirs: '2.0.0', ours: '1.4.2' }],
  ['0.9.1', '1.0.0', { theirs: '0.9.1', ours: '1.0.0' }],
  [undefined, '1.0.0', { theirs: 'unknown', ours: '1.0.0' }],
  ['one', '1.0.0', { theirs: 'unknown', ours: '1.0.0' }],
])('a module built against contract %s on a page of contract %s: skew %j', (theirs, ours, skew) => {
  expect(contractSkew(theirs, ours)).toEqual(skew);
});

describe('a registry entry: releases by version', () => {
  const released = (entry: object) => ({ ...valid, revision: 3, remotes: { ...valid.remotes, mfe_live: entry } });
  const URL = 'http://cdn.example/live/releases/{version}/mf-manifest.json';

  it('accepts a stable release with a canary on a share of players', () => {
    const result = parseRemotesManifest(
      released({ manifest: URL, stable: '0.1.0-aa', canary: { version: '0.2.0-bb', share: 7 } }),
    );
    expect(result.ok && result.value.remotes.mfe_live.canary).toEqual({ version: '0.2.0-bb', share: 7 });
  });

  it.each([
    [
      'a share in fractions of a percent',
      { manifest: URL, stable: '1-a', canary: { version: '2-b', share: 2.5 } },
      'canary.share',
    ],
    ['a share over 100', { manifest: URL, stable: '1-a', canary: { version: '2-b', share: 101 } }, 'canary.share'],
    ['a version that climbs out of its folder', { manifest: URL, stable: '../x' }, 'stable'],
    ['a stable release with no {version} in its URL', { manifest: '/x/mf-manifest.json', stable: '1-a' }, 'manifest'],
    ['a {version} with no stable release', { manifest: URL }, 'manifest'],
    ['a canary with no stable release', { manifest: '/x', canary: { version: '2-b', share: 5 } }, 'canary'],
  ])('refuses %s, naming the field', (_label, entry, field) => {
    const result = parseRemotesManifest(released(entry));
    expect(!result.ok && result.error).toContain(`"remotes.mfe_live.${field}`);
  });
});

describe('the manifest a player gets', () => {
  const registry = parseRemotesManifest({
    ...valid,
    revision: 4,
    remotes: {
      ...valid.remotes,
      mfe_live: {
        manifest: 'http://cdn/releases/{version}/mf-manifest.json',
        stable: '1-a',
        canary: { version: '2-b', share: 10 },
      },
    },
  });
  const manifest = registry.ok ? registry.value : (undefined as never);

  it('names the canary for a player it picks and stable for the others, without the registry fields', () => {
    expect(manifestForPlayer(manifest, () => true).remotes.mfe_live).toEqual({
      manifest: 'http://cdn/releases/2-b/mf-manifest.json',
      version: '2-b',
    });
    const stable = manifestForPlayer(manifest, () => false);
    expect(stable.remotes.mfe_live).toEqual({ manifest: 'http://cdn/releases/1-a/mf-manifest.json', version: '1-a' });
    expect(stable).not.toHaveProperty('revision');
    expect(stable.remotes.mfe_betslip).toEqual(valid.remotes.mfe_betslip);
    expect(parseRemotesManifest(stable).ok).toBe(true);
  });

  it('never asks about a canary at 0 %', () => {
    const none = {
      ...manifest,
      remotes: { ...manifest.remotes, mfe_live: { ...manifest.remotes.mfe_live, canary: { version: '2-b', share: 0 } } },
    };
    expect(manifestForPlayer(none, () => true).remotes.mfe_live.version).toBe('1-a');
  });
});
