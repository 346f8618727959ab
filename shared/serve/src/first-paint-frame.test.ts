import path from 'node:path';
import { apiGetKey, HOME_HIGHLIGHTS_QUERY, type PageAnswers, type SportEvent } from '@sportsbook/contracts';
import { palettes as themePalettes } from '@sportsbook/ui/theme';
import { renderBrandPage } from './brand-page';
import { loadBrands } from './brands';

const brands = loadBrands(path.resolve(__dirname, '../../../shell/brands'), 'eu').configs;
const eu = brands.get('eu');
const vn = brands.get('vn');
if (!eu || !vn) throw new Error('eu and vn are shipped');
const TEMPLATE = '<html><head><title>x</title></head><body><div id=root></div></body></html>';
const HIGHLIGHTS = apiGetKey('/xapi/rest/events', HOME_HIGHLIGHTS_QUERY);

const market = (eventId: number): SportEvent['markets'][number] => ({
  id: eventId * 10,
  eventId,
  marketTypeId: 1,
  marketTypeCode: 'MRES',
  description: 'Match Result',
  status: 'OPEN',
  feedId: 'f',
  period: { id: 1, periodType: 'PRE_MATCH', inRunning: false, fullAbbreviation: 'FT' },
  outcomes: [{ id: 1, description: 'Home', hidden: false, consolidatedPrice: { currentPrice: { decimal: 2.5 } } }],
});

const event = (id: number, description: string, league: string, withMarket = true): SportEvent => ({
  id,
  description,
  slug: description.toLowerCase().replace(/\W+/g, '-'),
  sportCode: 'FOOT',
  startTime: '2026-11-29T14:30:00.000Z',
  eventPaths: [
    { id: 240, description: 'Football', slug: '240-football' },
    { id: 1001, description: league, slug: `1001-${league.toLowerCase()}` },
  ],
  markets: withMarket ? [market(id)] : [],
  isLive: false,
  isOutright: false,
});

const answered = (events: unknown[]): PageAnswers => ({
  [HIGHLIGHTS]: { language: 'en', priceFormat: 'EURO', body: { events, page: 1, eventsPerPage: 6, totalCount: events.length } },
});

const paint = (pathname: string, answers: PageAnswers, search = '', brand = eu) =>
  renderBrandPage(TEMPLATE, brand, { logo: null, remotes: null, answers }, { pathname, search });

const painted = (page: string) => /<ul data-server-paint="mfe_prematch\/HomeHighlights"[^>]*>(.*?)<\/ul>/.exec(page)?.[1] ?? null;

it("paints the home page's highlights from the API's answer, linked to their pages, before any script runs", () => {
  const page = paint(
    '/en/',
    answered([
      event(11, 'Inter Castellano vs SS Lagonera', 'Serie A'),
      event(12, 'SC Nordhafen vs TSV Eichenau', 'Bundesliga', false),
    ]),
  );
  const cards = painted(page) ?? '';
  expect(cards.match(/<li /g)).toHaveLength(2);
  expect(cards).toContain('<a href="/en/events/11-inter-castellano-vs-ss-lagonera">Inter Castellano vs SS Lagonera</a>');
  expect(cards).toContain('<span>Serie A</span>');
  // Prices wait for the module (the player's odds format); the row keeps their room only where the module shows one.
  expect(cards).not.toContain('2.5');
  expect(cards.match(/class="sb-fp-odds"/g)).toHaveLength(1);
  // The start time keeps its room in the card, unseen: the player's time zone is the browser's.
  expect(cards).toContain('<time>Sun, Nov 29, 02:30 PM</time>');
  expect(page).toContain('.sb-fp-meta > time{visibility:hidden;}');
});

it('paints highlights only on the home page, in a language the brand offers, from a well-formed answer', () => {
  const answers = answered([event(11, 'A vs B', 'Serie A')]);
  expect(painted(paint('/en', answers))).not.toBeNull();
  expect(painted(paint('/en/sports', answers))).toBeNull();
  expect(painted(paint('/xx/', answers))).toBeNull();
  expect(painted(paint('/en/', answered([{ id: 'eleven' }])))).toBeNull();
  expect(painted(paint('/en/', answered([])))).toBeNull();
  expect(painted(paint('/en/', {}))).toBeNull();
});

it("writes the API's names as text, never as markup", () => {
  const cards = painted(paint('/en/', answered([event(11, '<img src=x onerror=alert(1)> vs "B"', '<b>League</b>')]))) ?? '';
  expect(cards).not.toContain('<img');
  expect(cards).not.toContain('<b>');
  expect(cards).toContain('&lt;img src=x onerror=alert(1)&gt; vs &quot;B&quot;');
});

it("paints the frame in the theme the shell will show: the page's ?theme=, else the brand's default", () => {
  const rootOf = (page: string) => /<style>:root \{ color-scheme: (\w+);/.exec(page)?.[1];
  expect(rootOf(paint('/en/', {}, '?theme=dark'))).toBe('dark');
  expect(rootOf(paint('/vi/', {}, '', vn))).toBe('dark');
  expect(rootOf(paint('/vi/', {}, '?theme=light', vn))).toBe('light');
  expect(paint('/en/', {}, '?theme=dark')).toContain(`--sb-background: ${themePalettes.dark.background}`);
  // A ?theme= that is no theme is not written into the page.
  expect(paint('/en/', {}, `?theme=${encodeURIComponent('</style><script>alert(1)</script>')}`)).not.toContain('alert(1)');
});

it("paints nothing in an operator's frame (?embedded=true): the site shows no header there", () => {
  const page = paint('/en/', answered([event(11, 'A vs B', 'Serie A')]), '?embedded=true');
  expect(page).toContain('<div id="root"></div>');
});
