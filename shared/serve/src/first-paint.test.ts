import type http from 'node:http';
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
const SETTINGS = '/api/all_cached_settings?cached=true&all=true&c=EUR';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40"/></svg>';

/** The API's settings naming `logo`, and its image service answering `image` for the logo's file. */
const answerLogoAndImage =
  (logo: typeof LOGO, image: { type: string; body: string }) =>
  (res: http.ServerResponse, origin: string, req: http.IncomingMessage) =>
    req.url === imageUrl(logo.logo_url, { w: logo.width })
      ? res.writeHead(200, { 'content-type': image.type }).end(image.body)
      : answerLogo(logo)(res);

it("paints the brand's logo from the page itself, with the header's own URLs, and opens the remotes' connections", async () => {
  const api = await standInServer(answerLogo(LOGO));
  const logo = await brandLogoSource(api.origin)(eu);
  const page = renderBrandPage(TEMPLATE, eu, { logo, remotes: REMOTES, started: ['mfe_prematch', 'mfe_live'] });
  const escaped = (text: string) => text.replace(/&/g, '&amp;');
  expect(page).toContain(`src="${escaped(imageUrl(LOGO.logo_url, { w: 160 }))}"`);
  expect(page).toContain(`srcset="${escaped(imageSrcSet(LOGO.logo_url, 160))}"`);
  expect(page).toMatch(/<div id="root">.*<div class="sb-fp-logo"><img[^>]* alt="Sportsbook"/);
  expect(page).toContain(
    '<link rel="preconnect" href="http://localhost:3001"><link rel="preconnect" href="http://localhost:3002">',
  );
  const written = /<script id="sb-remotes" type="application\/json">(.*?)<\/script>/.exec(page)?.[1] ?? '';
  expect(JSON.parse(written)).toEqual(REMOTES);
  expect(api.asked.map(({ url, headers }) => ({ url, brand: headers['x-sb-brand'] }))).toEqual([
    { url: SETTINGS, brand: 'eu' },
    { url: imageUrl(LOGO.logo_url, { w: 160 }), brand: 'eu' },
  ]);
  await api.close();
});

it("writes a small SVG logo into the page, so its first paint waits on no request, and fetches the header's file at low priority", async () => {
  const api = await standInServer(answerLogoAndImage(LOGO, { type: 'image/svg+xml', body: SVG }));
  const logo = await brandLogoSource(api.origin)(eu);
  const page = renderBrandPage(TEMPLATE, eu, { logo, remotes: REMOTES });
  const painted = /<div class="sb-fp-logo">(<img[^>]*>)/.exec(page)?.[1] ?? '';
  expect(painted).toContain(`src="data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}"`);
  expect(painted).not.toContain('srcset');
  const escaped = (text: string) => text.replace(/&/g, '&amp;');
  expect(page).toContain(
    `<link rel="preload" as="image" fetchpriority="low" href="${escaped(imageUrl(LOGO.logo_url, { w: 160 }))}" imagesrcset="${escaped(imageSrcSet(LOGO.logo_url, 160))}">`,
  );
  await api.close();
});

it('leaves a large, raster, late or foreign logo to its URL', async () => {
  const large = await standInServer(
    answerLogoAndImage(LOGO, { type: 'image/svg+xml', body: SVG.replace('<rect', `<!--${'x'.repeat(9000)}--><rect`) }),
  );
  const raster = await standInServer(answerLogoAndImage(LOGO, { type: 'image/png', body: 'PNG' }));
  for (const api of [large, raster]) {
    const logo = await brandLogoSource(api.origin)(eu);
    expect(logo?.inline).toBeUndefined();
    expect(renderBrandPage(TEMPLATE, eu, { logo, remotes: REMOTES })).toContain(`srcset="`);
  }
  // Slow settings and a logo file that never comes cost the page one time limit (500 ms), not two.
  const stalledFile = await standInServer((res, origin, req) => {
    if (req.url === SETTINGS) setTimeout(() => answerLogo(LOGO)(res), 400);
  });
  const started = Date.now();
  const unhurried = await brandLogoSource(stalledFile.origin)(eu);
  expect(unhurried).toMatchObject({ url: LOGO.logo_url, width: 160, height: 40 });
  expect(unhurried?.inline).toBeUndefined();
  expect(Date.now() - started).toBeLessThan(850);
  const elsewhere = await standInServer(answerLogo({ ...LOGO, logo_url: 'https://cdn.example/logo.svg' }));
  expect((await brandLogoSource(elsewhere.origin)(eu))?.inline).toBeUndefined();
  expect(elsewhere.asked.map(({ url }) => url)).toEqual([SETTINGS]);
  await Promise.all([large.close(), raster.close(), stalledFile.close(), elsewhere.close()]);
});

it('asks the API once a minute per brand, not once per page', async () => {
  const api = await standInServer(answerLogo(LOGO));
  let now = 0;
  const logoOf = brandLogoSource(api.origin, () => now);
  await Promise.all([logoOf(eu), logoOf(eu)]);
  now = 59_000;
  await logoOf(eu);
  expect(api.asked.filter(({ url }) => url === SETTINGS)).toHaveLength(1);
  now = 61_000;
  await logoOf(eu);
  expect(api.asked.filter(({ url }) => url === SETTINGS)).toHaveLength(2);
  await api.close();
});

it('asks again after five seconds, not a minute, when a busy API or a failure cut the answer short', async () => {
  let slow = true;
  const api = await standInServer((res, origin, req) => {
    const answer = () => answerLogoAndImage(LOGO, { type: 'image/svg+xml', body: SVG })(res, origin, req);
    // The logo's file misses the time limit while the API is busy.
    if (slow && req.url !== SETTINGS) setTimeout(answer, 700);
    else answer();
  });
  let now = 0;
  const logoOf = brandLogoSource(api.origin, () => now);
  expect((await logoOf(eu))?.inline).toBeUndefined();
  slow = false;
  now = 4_000;
  expect((await logoOf(eu))?.inline).toBeUndefined();
  now = 5_000;
  expect((await logoOf(eu))?.inline).toMatch(/^data:image\/svg\+xml;base64,/);
  // A whole answer keeps its minute.
  now = 60_000;
  await logoOf(eu);
  expect(api.asked.filter(({ url }) => url === SETTINGS)).toHaveLength(2);
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
  // The frame still paints, without a logo.
  expect(renderBrandPage(TEMPLATE, eu, { logo: null, remotes: null })).toContain('<div class="sb-fp-logo"></div>');
  await Promise.all([failing.close(), stalled.close(), nonsense.close()]);
});

it('writes a hostile logo URL as text, never as markup', () => {
  const logo = { url: '"><script>alert(1)</script>', width: 160, height: 40 };
  const page = renderBrandPage(TEMPLATE, eu, { logo, remotes: null });
  expect(page).not.toContain('<script>alert(1)');
});
