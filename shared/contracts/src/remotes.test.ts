import { REMOTE_NAMES, contractSkew, renderRemotesManifest } from './remotes';
import { parseRemotesManifest } from './remotes-manifest';

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
