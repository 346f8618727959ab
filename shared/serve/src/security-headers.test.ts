import { REMOTE_NAMES, type RemotesManifest } from '@sportsbook/contracts';
import { PAGE_STARTER_SOURCE } from './page-start';
import { contentSecurityPolicy, remoteOrigins } from './security-headers';

const manifest: RemotesManifest = {
  brand: 'eu',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name, i) => [
      name,
      { manifest: i < 3 ? `https://cdn.example/${name}/mf-manifest.json` : `http://localhost:300${i}/mf-manifest.json` },
    ]),
  ) as RemotesManifest['remotes'],
};

it('collects each remote origin once', () => {
  expect(remoteOrigins(manifest)).toEqual([
    'http://localhost:3003',
    'http://localhost:3004',
    'http://localhost:3005',
    'https://cdn.example',
  ]);
});

it("allows scripts only from the shell, the remote origins and the page's own starter, never other inline code or eval", () => {
  const csp = contentSecurityPolicy(remoteOrigins(manifest));
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBe(
    `script-src 'self' ${PAGE_STARTER_SOURCE} http://localhost:3003 http://localhost:3004 http://localhost:3005 https://cdn.example`,
  );
  expect(csp).toContain("object-src 'none'");
  expect(scriptSrc).not.toContain('unsafe');
});
