import { REMOTE_NAMES, type RemotesManifest } from '@sportsbook/contracts';
import {
  newPreviewGrant,
  OpenedLinks,
  openPreviewLink,
  previewCookie,
  previewLinkPath,
  previewOf,
  withPreview,
} from './release-preview';
import { signToken, verifyToken } from './signed-token';

const SECRET = 's'.repeat(40);
const NOW = Date.UTC(2026, 11, 7, 22);
const target = { brand: 'ke', remote: 'mfe_live', version: '0.1.0-abcdef123456' } as const;
const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('token') ?? undefined;
const cookieFrom = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('signed tokens', () => {
  const value = { exp: NOW + 1000, who: 'ana' };
  it('give back exactly what was signed, for its purpose, until it expires', () => {
    const token = signToken(SECRET, 'p', value);
    expect(verifyToken(SECRET, 'p', token, NOW)).toEqual(value);
    expect(verifyToken(SECRET, 'p', token, NOW + 1000)).toBeNull();
    expect(verifyToken(SECRET, 'other purpose', token, NOW)).toBeNull();
    expect(verifyToken('t'.repeat(40), 'p', token, NOW)).toBeNull();
  });

  it('refuse a changed value, a changed signature and malformed text', () => {
    const [body = '', signature = ''] = signToken(SECRET, 'p', value).split('.');
    const changed = Buffer.from(JSON.stringify({ ...value, exp: NOW + 10 ** 9 })).toString('base64url');
    expect(verifyToken(SECRET, 'p', `${changed}.${signature}`, NOW)).toBeNull();
    expect(verifyToken(SECRET, 'p', `${body}.${signature.slice(1)}A`, NOW)).toBeNull();
    for (const bad of [undefined, '', '.', body, `${body}.${signature}.x`, 'a'.repeat(5000)])
      expect(verifyToken(SECRET, 'p', bad, NOW)).toBeNull();
  });
});

describe('a preview link', () => {
  it('opens once, for the brand it names, until it expires', () => {
    const opened = new OpenedLinks();
    const token = tokenOf(previewLinkPath(SECRET, newPreviewGrant(target, NOW)));
    expect(openPreviewLink(SECRET, token, 'eu', NOW, opened)).toBeNull();
    expect(openPreviewLink(SECRET, token, 'ke', NOW, opened)).toMatchObject(target);
    expect(openPreviewLink(SECRET, token, 'ke', NOW + 1, opened)).toBeNull();
    const late = tokenOf(previewLinkPath(SECRET, newPreviewGrant(target, NOW, 1000)));
    expect(openPreviewLink(SECRET, late, 'ke', NOW + 1000, opened)).toBeNull();
  });

  it('cannot be used as the preview cookie, and the cookie only holds on its own brand', () => {
    const grant = newPreviewGrant(target, NOW);
    const linkToken = tokenOf(previewLinkPath(SECRET, grant)) ?? '';
    expect(previewOf(SECRET, `sb_preview=${linkToken}`, 'ke', NOW)).toBeNull();
    const cookie = cookieFrom(previewCookie(SECRET, grant, NOW, false));
    expect(previewOf(SECRET, `a=1; ${cookie}`, 'ke', NOW)).toMatchObject(target);
    expect(previewOf(SECRET, cookie, 'eu', NOW)).toBeNull();
    expect(previewOf(SECRET, cookie, 'ke', grant.exp)).toBeNull();
  });

  it('refuses a signed grant naming no remote or no release version', () => {
    const grant = { ...newPreviewGrant(target, NOW), remote: 'evil', version: '../../x' };
    const token = signToken(SECRET, 'preview-link', grant);
    expect(openPreviewLink(SECRET, token, 'ke', NOW, new OpenedLinks())).toBeNull();
  });

  it('stops opening links when as many as it remembers are live, so a flood cannot grow its memory', () => {
    const opened = new OpenedLinks(2);
    const open = () =>
      openPreviewLink(SECRET, tokenOf(previewLinkPath(SECRET, newPreviewGrant(target, NOW, 1000))), 'ke', NOW, opened);
    expect([open(), open(), open()].map((grant) => grant !== null)).toEqual([true, true, false]);
  });

  it('points the previewed remote at its version on the registry’s own origin, and no other remote', () => {
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { manifest: `http://h:1/${name}/mf-manifest.json` }]));
    const registry = {
      brand: 'ke',
      remotes: {
        ...remotes,
        mfe_live: { manifest: 'http://h:2/releases/{version}/mf-manifest.json', stable: '0.1.0-000000000000' },
      },
    } as RemotesManifest;
    const forPlayer = { brand: 'ke', remotes } as RemotesManifest;
    const previewed = withPreview(registry, forPlayer, newPreviewGrant(target, NOW));
    expect(previewed.remotes.mfe_live).toEqual({
      manifest: `http://h:2/releases/${target.version}/mf-manifest.json`,
      version: target.version,
    });
    expect(previewed.remotes.mfe_betslip).toEqual(remotes.mfe_betslip);
  });
});
