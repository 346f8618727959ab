import path from 'node:path';
import { apiGetKey, HOME_HIGHLIGHTS_QUERY, PAGE_DATA_SCRIPT_ID } from '@sportsbook/contracts';
import { renderBrandPage } from './brand-page';
import { loadBrands } from './brands';
import { pageAnswerSource } from './page-answers';
import { answerJson, standInServer } from './testing/stand-in-server';

const brands = loadBrands(path.resolve(__dirname, '../../../shell/brands'), 'eu').configs;
const eu = brands.get('eu');
const vn = brands.get('vn');
if (!eu || !vn) throw new Error('eu and vn are shipped');
const HIGHLIGHTS = apiGetKey('/xapi/rest/events', HOME_HIGHLIGHTS_QUERY);
const HOME_KEYS = [HIGHLIGHTS, '/xapi/rest/oddsLadderAndMargins/1', '/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS'];

it("writes the API's answers to the home page's first requests, asked as the page asks, into the page", async () => {
  const api = await standInServer(answerJson({ events: [{ description: '</script><script>alert(1)</script>' }] }));
  const answers = await pageAnswerSource(api.origin)({ brand: vn, pathname: '/vi/' });
  expect(Object.keys(answers)).toEqual(HOME_KEYS);
  expect(answers[HIGHLIGHTS]).toMatchObject({ language: 'vi', priceFormat: 'MALAY' });
  expect(api.asked.map(({ url }) => url).sort()).toEqual([...HOME_KEYS].sort());
  for (const { headers } of api.asked) {
    expect(headers).toMatchObject({ 'x-sb-brand': 'vn', 'x-accept-language': 'vi', 'x-lvs-priceformat': 'MALAY' });
    expect(headers.cookie).toBeUndefined();
  }
  const page = renderBrandPage('<html><head></head><body><div id="root"></div></body></html>', vn, {
    logo: null,
    remotes: null,
    answers,
  });
  const written = new RegExp(`<script id="${PAGE_DATA_SCRIPT_ID}" type="application/json">(.*?)</script>`).exec(page)?.[1];
  expect(JSON.parse(written ?? '')).toEqual(answers);
  expect(page).not.toContain('<script>alert(1)');
  await api.close();
});

it('asks the API once every few seconds per brand and language, not once per page', async () => {
  const api = await standInServer(answerJson({ events: [] }));
  let now = 0;
  const answersOf = pageAnswerSource(api.origin, () => now);
  await answersOf({ brand: eu, pathname: '/en/' });
  await answersOf({ brand: eu, pathname: '/en/' });
  expect(api.asked).toHaveLength(3);
  await answersOf({ brand: eu, pathname: '/fr/' });
  expect(api.asked).toHaveLength(6);
  now = 5_001;
  await answersOf({ brand: eu, pathname: '/en/' });
  expect(api.asked).toHaveLength(9);
  await api.close();
});

it('writes nothing for a page that asks for its own data, or in a language the brand does not offer', async () => {
  const api = await standInServer(answerJson({ events: [] }));
  const answersOf = pageAnswerSource(api.origin);
  expect(await answersOf({ brand: eu, pathname: '/en/sports' })).toEqual({});
  expect(await answersOf({ brand: eu, pathname: '/vi/' })).toEqual({});
  expect(api.asked).toEqual([]);
  expect(renderBrandPage('<head></head>', eu, { logo: null, remotes: null, answers: {} })).not.toContain(PAGE_DATA_SCRIPT_ID);
  await api.close();
});

it('leaves out an answer that fails, stalls, redirects, is too large or is not JSON', async () => {
  const servers = await Promise.all([
    standInServer((res) => res.writeHead(500).end()),
    standInServer(() => undefined),
    standInServer((res) => res.writeHead(302, { location: '/en/blocked' }).end()),
    standInServer(answerJson({ events: 'x'.repeat(70_000) })),
    standInServer((res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')),
  ]);
  for (const api of servers) expect(await pageAnswerSource(api.origin)({ brand: eu, pathname: '/en/' })).toEqual({});
  await Promise.all(servers.map((api) => api.close()));
});
