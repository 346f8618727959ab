import type { ContentPage, ExternalHeaderResponse, OperatorSettings } from '@sportsbook/contracts';
import {
  CONTENT_PAGE_SLUGS,
  contentPageSchema,
  ODDS_FORMATS,
  externalHeaderResponseSchema,
  operatorSettingsSchema,
  SUPPORTED_LOCALES,
} from '@sportsbook/contracts';
import { contractAnswer, contractViolations } from '../testing/contract-check';
import { BRANDS } from './brands';
import { operatorWords, PHRASES } from './content-words';
import { cachedSettings } from './settings';
import { serverForFile } from '../testing/test-server';

const api = serverForFile();

function settings(brand?: string, query = ''): Promise<OperatorSettings> {
  return contractAnswer<OperatorSettings>(
    api.app,
    { url: `/api/all_cached_settings${query}`, headers: brand ? { 'x-sb-brand': brand } : {} },
    operatorSettingsSchema,
  );
}

it('serves the default brand settings with the spec defaults', async () => {
  const body = await settings(undefined, '?cached=true&all=true&l=en&pub=1&mc=web');
  expect(body).toMatchObject({
    brand: 'eu',
    enable_my_bets: true,
    max_bets_on_betslip: 15,
    currency: 'EUR',
    bet_stake_max_amount: 10000,
    user_wallet_poll_time: 10000,
  });
});

it('varies settings per brand', async () => {
  expect(await settings('ke')).toMatchObject({
    brand: 'ke',
    currency: 'KES',
    african_betslip: true,
    tax_deduction_enabled: true,
  });
  expect(await settings('vn')).toMatchObject({ brand: 'vn', currency: 'VND', default_price_format: 'malay' });
});

it('offers every odds format, fractional too, and marks a brand that prices in fractions as a UK book', async () => {
  expect(await settings()).toMatchObject({ odds_types: [...ODDS_FORMATS], uk_betslip: false });
  expect(cachedSettings({ ...BRANDS.eu!, defaultPriceFormat: 'fractional' })).toMatchObject({
    default_price_format: 'fractional',
    uk_betslip: true,
  });
});

it('points partner product urls at the demo game pages, which answer', async () => {
  const body = await settings();
  const kiron = body.partner_product_urls.kiron;
  expect(kiron).toEqual({ url: '/api/demo-games/kiron?token={token}&locale={locale}', demo: true });
  const page = await api.app.inject((kiron?.url ?? '').replace('{token}', 'abc').replace('{locale}', 'en'));
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('kiron');
});

it('404s an unknown game provider in the error shape', async () => {
  const res = await api.app.inject('/api/demo-games/casino');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'UNKNOWN_PROVIDER' });
});

it('serves submenus, active HTML widgets and adverts, with 404s for unknown ids', async () => {
  expect((await api.app.inject('/api/submenus/1')).json()).toMatchObject({
    submenu_links: expect.arrayContaining([{ id: 11, name: 'Sports', url: '/sports' }]),
  });
  expect((await api.app.inject('/api/html_widgets/1?active=true')).json()).toEqual({ content: expect.stringContaining('<div') });
  expect((await api.app.inject('/api/html_widgets/3?active=true')).statusCode).toBe(404);
  const advert = (await api.app.inject('/api/adverts/1?player_type=all&username=')).json();
  expect(advert).toMatchObject({
    audience: 'all',
    width_in_pixels: 280,
    attachment_path: '/api/content/images/welcome-bonus.svg',
  });
  const image = await api.app.inject(advert.attachment_path);
  expect(image.headers['content-type']).toContain('image/svg+xml');
  expect((await api.app.inject('/api/adverts/jackpot_banner')).json()).toMatchObject({
    adverts: [expect.objectContaining({ name: 'Mega Jackpot' })],
  });
  expect((await api.app.inject('/api/adverts/jackpot_bets')).json().adverts).toHaveLength(1);
  for (const url of ['/api/submenus/99', '/api/adverts/99', '/api/html_widgets/99', '/api/submenus/abc'])
    expect((await api.app.inject(url)).statusCode).toBeGreaterThanOrEqual(400);
});

it('draws each advert image at the size its advert declares, so the slot reserved for it never changes height', async () => {
  for (const id of [1, 2, 3, 4]) {
    const advert = (await api.app.inject(`/api/adverts/${id}?player_type=all&username=`)).json();
    const svg = (await api.app.inject(advert.attachment_path)).body;
    expect(svg).toContain(`viewBox="0 0 ${advert.width_in_pixels} ${advert.height_in_pixels}"`);
  }
  const [banner] = (await api.app.inject('/api/adverts/jackpot_banner')).json().adverts;
  expect((await api.app.inject(banner.attachment_path)).body).toContain(
    `viewBox="0 0 ${banner.width_in_pixels} ${banner.height_in_pixels}"`,
  );
});

it('lays out pages and brands through the settings', async () => {
  const body = await settings('ke');
  expect(body.page_layouts?.[0]).toMatchObject({ url: '/*', branding_header_id: 1 });
  expect(body).toMatchObject({ min_multiple_stake: 10, quick_bet_values: '{"KES":[50,100,500,1000]}', coupon_layout: 'default' });
});

it('answers metrics, licence seals, geo data and currencies', async () => {
  expect((await api.app.inject('/api/metrics?api.app=mfe-betslip&page_path=/en/sports&page_host=x')).json()).toEqual({
    received: true,
  });
  const seal = (await api.app.inject('/api/gcb_seals?host=example.com')).json();
  expect(seal.token).toMatch(/^[0-9a-f]{24}$/);
  expect((await api.app.inject('/api/gcb_seals')).statusCode).toBe(400);
  const geo = (await api.app.inject({ url: '/api/v2/geo_data', headers: { 'x-sb-brand': 'ke' } })).json();
  expect(geo).toMatchObject({ countryCode: 'KE', countryName: 'Kenya', currency: 'KES', timestamp: expect.any(Number) });
  expect((await api.app.inject({ url: '/api/geo_data', headers: { 'cf-ipcountry': 'gb' } })).json()).toMatchObject({
    countryCode: 'GB',
  });
  const currencies = (await api.app.inject('/xapi/rest/currencies')).json();
  expect(currencies.currencies).toEqual(expect.arrayContaining([{ id: 16, isoCode: 'VND', symbol: '₫', precision: 0 }]));
});

it('serves the external header of the brand that hosts one, in the call language, and 404 for the others', async () => {
  const res = await api.app.inject('/api/external-header/vn?l=fr');
  expect(res.statusCode).toBe(200);
  const header = res.json<ExternalHeaderResponse>();
  expect(contractViolations(header, externalHeaderResponseSchema)).toEqual([]);
  expect(header.html).toContain('<a href="/fr/sports">Sports</a>');
  expect(header.html).toContain('En direct');
  expect(header.css).toContain('.sb-external-header');
  expect(header.js).not.toMatch(/fetch|cookie|location|eval/);
  for (const brand of ['eu', 'ke', 'zz', 'valueof']) {
    expect((await api.app.inject(`/api/external-header/${brand}`)).json()).toMatchObject({ statusCode: 404 });
  }
});

it('serves footer HTML and licence seals for every brand', async () => {
  for (const brand of ['eu', 'ke', 'vn']) {
    const footer = (await api.app.inject(`/api/external-footer/${brand}?l=es`)).json<{ content: string }>();
    expect(footer.content).toContain('Juego responsable');
    expect(footer.content).not.toMatch(/<script|on\w+=/);
    const seal = await api.app.inject({ url: '/api/gcb_seals?host=www.example.com', headers: { 'x-sb-brand': brand } });
    expect(seal.json().token).toMatch(/^[0-9a-f]{24}$/);
  }
  expect((await api.app.inject('/api/external-footer/zz')).statusCode).toBe(404);
});

it('speaks the Asian brand languages in the external header and footer, a region tag speaking its language', async () => {
  const header = (await api.app.inject('/api/external-header/vn?l=vi')).json<ExternalHeaderResponse>();
  expect(header.html).toContain('<a href="/vi/sports">Thể thao</a>');
  expect(header.html).toContain('aria-label="Mục chính"');
  const chinese = (await api.app.inject('/api/external-header/vn?l=zh-CN')).json<ExternalHeaderResponse>();
  expect(chinese.html).toContain('<a href="/zh/live/sport/">滚球</a>');

  const responsible = {
    vi: 'Cá cược có trách nhiệm',
    th: 'การเดิมพันอย่างมีความรับผิดชอบ',
    zh: '负责任博彩',
    id: 'Taruhan yang bertanggung jawab',
  };
  for (const [l, words] of Object.entries(responsible)) {
    const footer = (await api.app.inject(`/api/external-footer/vn?l=${l}`)).json<{ content: string }>();
    expect(footer.content).toContain(`<a href="/${l}/responsible-gambling">${words}</a>`);
    expect(footer.content).toContain('Sportsbook Vietnam');
    expect(footer.content).not.toContain('{name}');
  }
});

describe('information pages', () => {
  const page = (url: string) => contractAnswer<ContentPage>(api.app, { url }, contentPageSchema);

  it('serves every page in every language with its own title, the brand named and no placeholder left', async () => {
    for (const l of SUPPORTED_LOCALES) {
      const titles = new Set<string>();
      for (const slug of CONTENT_PAGE_SLUGS) {
        const body = await page(`/api/content-pages/vn/${slug}?l=${l}`);
        titles.add(body.title);
        expect(body.slug).toBe(slug);
        expect(body.html).toMatch(/^<p>/);
        expect(body.html).not.toMatch(/<script|on\w+=|\{name\}/);
        expect(`${body.title}${body.description}`).not.toContain('{name}');
        expect(body.html).toContain(`href="/${l}/`);
      }
      expect(titles.size).toBe(CONTENT_PAGE_SLUGS.length);
    }
    expect((await page('/api/content-pages/eu/terms?l=es')).html).toContain('Sportsbook Europe');
  });

  it('speaks the language asked for, English otherwise', async () => {
    expect((await page('/api/content-pages/eu/privacy?l=fr')).title).toBe('Politique de confidentialité');
    expect((await page('/api/content-pages/eu/privacy?l=pt-BR')).title).toBe('Política de privacidade');
    expect((await page('/api/content-pages/eu/privacy')).title).toBe('Privacy policy');
  });

  it('answers 404 for an unknown page or brand, and 400 naming a malformed one', async () => {
    expect((await api.app.inject('/api/content-pages/eu/casino')).json()).toMatchObject({ statusCode: 404 });
    expect((await api.app.inject('/api/content-pages/zz/terms')).json()).toMatchObject({ statusCode: 404 });
    const malformed = await api.app.inject('/api/content-pages/eu/..%2Fetc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('slug');
  });

  it("leads from the responsible-gambling page to the player's own tools, in the page's language", async () => {
    for (const l of SUPPORTED_LOCALES) {
      const { html } = await page(`/api/content-pages/eu/responsible-gambling?l=${l}`);
      expect(html).toMatch(new RegExp(`<a href="/${l}/account/safer-play">[^<]+</a>`));
    }
    expect((await page('/api/content-pages/eu/responsible-gambling?l=es')).html).toContain(
      '<a href="/es/account/safer-play">Tus herramientas de juego más seguro</a>',
    );
    expect((await page('/api/content-pages/eu/terms?l=es')).html).not.toContain('safer-play');
  });

  it('links the cookie policy and help from the footer in its language', async () => {
    const footer = (await api.app.inject('/api/external-footer/eu?l=es')).json<{ content: string }>();
    expect(footer.content).toContain('<a href="/es/cookies">Política de cookies</a>');
    expect(footer.content).toContain('<a href="/es/help">Ayuda y soporte</a>');
  });
});

it("titles and describes the operator's pages in the call's language", async () => {
  const spanish = await contractAnswer<OperatorSettings>(
    api.app,
    { url: '/api/all_cached_settings', headers: { 'x-accept-language': 'es' } },
    operatorSettingsSchema,
  );
  expect(spanish.page_attributes?.find((entry) => entry.url === '/*/live*')?.title).toBe('Apuestas en vivo - cuotas en directo');
  const chinese = await settings(undefined, '?l=zh');
  expect(chinese.page_attributes?.find((entry) => entry.url === '/*/jackpot*')?.title).toBe('奖池');
  expect((await settings()).page_attributes?.find((entry) => entry.url === '/*/jackpot*')?.title).toBe('Jackpot');
});

it("writes the operator's widgets and adverts in the call's language, their images and links unchanged", async () => {
  const widget = (await api.app.inject({ url: '/api/html_widgets/1?active=true', headers: { 'x-accept-language': 'fr' } })).json<{
    content: string;
  }>();
  expect(widget.content).toContain('<h2>Besoin d’aide ?</h2>');
  expect(widget.content).toContain('href="/fr/help"');
  const advert = (await api.app.inject({ url: '/api/adverts/1?l=es' })).json<{ description: string; link: string }>();
  expect(advert).toMatchObject({
    description: 'Consigue un bono en tu primer depósito, uno por persona. Sus condiciones de apuesta se muestran en la caja.',
    link: '/promotions',
  });
  const jackpot = (await api.app.inject({ url: '/api/adverts/jackpot_banner', headers: { 'x-accept-language': 'zh' } })).json<{
    adverts: Array<{ link_name: string }>;
  }>();
  expect(jackpot.adverts[0]?.link_name).toBe('立即参与');
});

it('has every operator phrase in every language', () => {
  for (const locale of SUPPORTED_LOCALES) {
    // The last phrase of the list is looked up by its place: a shorter list would fall back to English.
    const last = PHRASES[PHRASES.length - 1] as (typeof PHRASES)[number];
    if (locale !== 'en') expect(operatorWords(last, locale)).not.toBe(last);
  }
});

it("draws an advert's banner without words, since one image serves every language; a logo keeps its mark", async () => {
  const image = async (name: string) => (await api.app.inject({ url: `/api/content/images/${name}.svg` })).body;
  const banner = await image('welcome-bonus');
  expect(banner).toContain('<svg');
  expect(banner).toContain('width="280" height="280"');
  expect(banner).not.toContain('<text');
  expect(await image('eu-logo')).toContain('>Eu Logo</text>');
});
