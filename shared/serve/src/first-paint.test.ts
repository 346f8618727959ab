import path from 'node:path';
import { imageSrcSet, imageUrl, REMOTE_NAMES, type RemotesManifest } from '@sportsbook/contracts';
import { renderBrandPage } from './brand-page';
import { loadBrands } from './brands';
import { brandLogoSource } from './first-paint';
import { answerJson, standInServer } from './testing/stand-in-server';

const eu = loadBrands(path.resolve(__dirname, '../../../shell/brands'), 'eu').configs.get('eu');
if (!eu) throw new Error('eu is shipped');
const TEMPLATE = '<html><head><title>x</title></head><body><div id=root></div></body></html>';
const REMOTES: RemotesManifest = {
  brand: 'eu',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name, i) => [name, { manifest: `http://localhost:${3001 + (i % 2)}/mf-manifest.json` }]),
  ) as RemotesManifest['remotes'],
};
const LOGO = { logo_url: '/api/content/images/eu-logo.svg', width: 160, height: 40 };

const answerLogo = (logo: unknown) => answerJson({ branding: { main_logo: logo } });

it("paints the brand's logo from the page itself, with the header's own URLs, and opens the remotes' connections", async () => {
  const api = await standInServer(answerLogo(LOGO));
  const logo = await brandLogoSource(api.origin)(eu);
  const page = renderBrandPage(TEMPLATE, eu, { logo, remotes: REMOTES });
  const escaped = (text: string) => text.replace(/&/g, '&amp;');
  expect(page).toContain(`src="${escaped(imageUrl(LOGO.logo_url, { w: 160 }))}"`);
  expect(page).toContain(`srcset="${escaped(imageSrcSet(LOGO.logo_url, 160))}"`);
  expect(page).toMatch(/<div id="root"><div[^>]*><img[^>]* alt="Sportsbook"/);
  expect(page).toContain(
    '<link rel="preconnect" href="http://localhost:3001"><link rel="preconnect" href="http://localhost:3002">',
  );
  const written = /<script id="sb-remotes" type="application\/json">(.*?)<\/script>/.exec(page)?.[1] ?? '';
  expect(JSON.parse(written)).toEqual(REMOTES);
  expect(api.asked.map(({ url, headers }) => ({ url, brand: headers['x-sb-brand'] }))).toEqual([
    { url: '/api/all_cached_settings?cached=true&all=true&c=EUR', brand: 'eu' },
  ]);
  await api.close();
});

it('asks the API once a minute per brand, not once per page', async () => {
  const api = await standInServer(answerLogo(LOGO));
  let now = 0;
  const logoOf = brandLogoSource(api.origin, () => now);
  await Promise.all([logoOf(eu), logoOf(eu)]);
  now = 59_000;
  await logoOf(eu);
  expect(api.asked).toHaveLength(1);
  now = 61_000;
  await logoOf(eu);
  expect(api.asked).toHaveLength(2);
  await api.close();
});

it('sends the page without a logo, and at once, when the API fails, stalls or answers nonsense', async () => {
  const failing = await standInServer((res) => res.writeHead(500).end());
  const stalled = await standInServer(() => undefined);
  const nonsense = await standInServer(answerLogo({ logo_url: 3 }));
  const started = Date.now();
  for (const api of [failing, stalled, nonsense]) expect(await brandLogoSource(api.origin)(eu)).toBeNull();
  expect(Date.now() - started).toBeLessThan(3000);
  expect(await brandLogoSource('http://127.0.0.1:1')(eu)).toBeNull();
  expect(renderBrandPage(TEMPLATE, eu, { logo: null, remotes: null })).toContain('<div id="root"></div>');
  await Promise.all([failing.close(), stalled.close(), nonsense.close()]);
});

it('writes a hostile logo URL as text, never as markup', () => {
  const logo = { url: '"><script>alert(1)</script>', width: 160, height: 40 };
  const page = renderBrandPage(TEMPLATE, eu, { logo, remotes: null });
  expect(page).not.toContain('<script>alert(1)');
});
