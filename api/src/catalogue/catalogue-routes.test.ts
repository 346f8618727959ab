import type { EventsResponse, SportEvent } from '@sportsbook/contracts';
import { BOT_SLUG_SUFFIX, PSEUDO_SPORT } from '@sportsbook/contracts';
import { MARKET_GROUPS, eventsResponseSchema, sportEventSchema } from '@sportsbook/contracts';
import { contractAnswer } from '../testing/contract-check';
import { TEST_NOW, serverForFile, testServer } from '../testing/test-server';

const api = serverForFile();

function events(query: string): Promise<EventsResponse> {
  return contractAnswer<EventsResponse>(api.app, `/xapi/rest/events?${query}`, eventsResponseSchema);
}

const WEEK = 7 * 86_400_000;
const allPrematch = () =>
  events(`periodType=PRE_MATCH&eventsPerPage=500&page=1&dateTo=${new Date(TEST_NOW + WEEK).toISOString()}`);

async function everyPrematch(): Promise<SportEvent[]> {
  const all: SportEvent[] = [];
  for (let page = 1; ; page++) {
    const body = await events(`periodType=PRE_MATCH&eventsPerPage=500&page=${page}`);
    all.push(...body.events);
    if (all.length >= body.totalCount) return all;
  }
}

it('pages 20 events by default, sorted by start time', async () => {
  const body = await events('');
  expect(body.events).toHaveLength(20);
  expect(body).toMatchObject({ page: 1, eventsPerPage: 20 });
  const starts = body.events.map((e) => e.startTime);
  expect([...starts].sort()).toEqual(starts);
});

it('offers at least 400 prematch fixtures over the next 7 days, in 30+ leagues and 12+ countries', async () => {
  const fixtures = (await everyPrematch()).filter((e) => !e.isOutright && Date.parse(e.startTime) < TEST_NOW + WEEK);
  expect(fixtures.length).toBeGreaterThanOrEqual(400);
  expect(fixtures.every((e) => Date.parse(e.startTime) > TEST_NOW)).toBe(true);
  expect(new Set(fixtures.map((e) => e.eventPaths[2]?.id)).size).toBeGreaterThanOrEqual(30);
  expect(new Set(fixtures.map((e) => e.eventPaths[1]?.description)).size).toBeGreaterThanOrEqual(12);
  expect(new Set(fixtures.map((e) => e.sportCode))).toEqual(
    new Set(['FOOT', 'BASK', 'TENN', 'CRIC', 'ICEH', 'EFOT', 'EBSK', 'HORS']),
  );
});

it('gives every event sport, country and league paths with id-prefixed slugs', async () => {
  const { events: list } = await allPrematch();
  for (const event of list) {
    expect(event.eventPaths).toHaveLength(3);
    for (const path of event.eventPaths) expect(path.slug).toMatch(new RegExp(`^${path.id}-[a-z0-9-]+$`));
  }
});

it('prices the markets of the sports marker config with a bookmaker margin', async () => {
  const list = await everyPrematch();
  const codesOf = (sport: string) =>
    new Set(list.filter((e) => e.sportCode === sport && !e.isOutright).flatMap((e) => e.markets.map((m) => m.marketTypeCode)));
  expect([...codesOf('FOOT')]).toEqual(expect.arrayContaining(['MRES', 'OU', 'BTTS', 'AHCP', 'DBLC']));
  expect([...codesOf('BASK')]).toEqual(expect.arrayContaining(['MLIN', 'SPRD', 'TOTL', 'RTP5', 'RTP10', 'RTP15', 'RTP20']));
  expect([...codesOf('TENN')]).toEqual(expect.arrayContaining(['MWIN', 'SETB', 'TGAM', 'SWIN']));
  expect([...codesOf('ICEH')]).toEqual(expect.arrayContaining(['MRES', 'MLIN', 'OU', 'PUCK']));
  expect([...codesOf('CRIC')]).toEqual(expect.arrayContaining(['MWIN', 'TOSS', 'TRUN']));
  for (const event of list) {
    for (const market of event.markets) {
      if (market.marketTypeCode === 'DBLC') continue;
      const overround = market.outcomes.reduce((sum, o) => sum + 1 / o.consolidatedPrice.currentPrice.decimal, 0);
      // Outrights and races (a field of runners) carry a big margin; a long shot at the price cap can leave a little under 1.
      const field = market.marketTypeCode === 'OUTR' || market.marketTypeCode === 'WIN';
      expect(overround).toBeGreaterThan(field ? 0.95 : 1.01);
      expect(overround).toBeLessThan(field ? 1.6 : 1.2);
    }
  }
});

it('derives market and outcome ids from the event id', async () => {
  const { events: list } = await events('eventsPerPage=5&periodType=PRE_MATCH');
  for (const event of list) {
    for (const market of event.markets) {
      expect(Math.floor(market.id / 100)).toBe(event.id);
      for (const outcome of market.outcomes) expect(Math.floor(outcome.id / 100)).toBe(market.id);
    }
  }
});

it('filters by league, country or sport path ids', async () => {
  const league = await events('eventPathIds=3001&eventsPerPage=100');
  expect(league.totalCount).toBeGreaterThan(0);
  expect(league.events.every((e) => e.eventPaths[2]?.id === 3001)).toBe(true);
  const sports = await events('eventPathIds=227,239&eventsPerPage=100');
  expect(new Set(sports.events.map((e) => e.sportCode))).toEqual(new Set(['BASK', 'TENN']));
});

it('filters by ids, dates, sport groups and period type', async () => {
  const first = await events('periodType=PRE_MATCH&eventsPerPage=3');
  const ids = first.events.map((e) => e.id);
  const byIds = await events(`ids=${ids.join(',')}`);
  expect(byIds.events.map((e) => e.id).sort()).toEqual([...ids].sort());

  const from = new Date(TEST_NOW + 86_400_000).toISOString();
  const to = new Date(TEST_NOW + 2 * 86_400_000).toISOString();
  const day = await events(`dateFrom=${from}&dateTo=${to}&eventsPerPage=500`);
  expect(day.totalCount).toBeGreaterThan(30);
  expect(day.events.every((e) => e.startTime >= from && e.startTime < to)).toBe(true);

  const esports = await events('sportGroups=ESPORTS&eventsPerPage=200');
  expect(new Set(esports.events.map((e) => e.sportCode))).toEqual(new Set(['EFOT', 'EBSK']));
  // The calendar asks for matches: races (every few minutes, somewhere) are their own group.
  const matches = await events(`sportGroups=REGULAR,ESPORTS&periodType=PRE_MATCH&eventsPerPage=500`);
  expect(matches.events.some((e) => e.sportCode === 'HORS')).toBe(false);
  const racing = await events('sportGroups=RACING&eventsPerPage=50');
  expect(new Set(racing.events.map((e) => e.sportCode))).toEqual(new Set(['HORS']));

  const live = await events('periodType=IN_RUNNING&eventsPerPage=200');
  expect(live.totalCount).toBeGreaterThanOrEqual(40);
  expect(live.events.every((e) => e.isLive)).toBe(true);
});

it('rejects an impossible date range and unknown sport groups', async () => {
  expect((await api.app.inject('/xapi/rest/events?dateFrom=2026-12-01T00:00:00Z&dateTo=2026-11-01T00:00:00Z')).statusCode).toBe(
    400,
  );
  expect((await api.app.inject('/xapi/rest/events?dateFrom=yesterday')).json()).toMatchObject({ code: 'INVALID_DATE' });
  expect((await api.app.inject('/xapi/rest/events?sportGroups=CASINO')).json()).toMatchObject({ code: 'INVALID_SPORT_GROUP' });
});

it('groups the e-sports bot events under bot leagues with the ---bots slug', async () => {
  const bots = await events('eventPathIds=3502,3602&eventsPerPage=100');
  expect(bots.totalCount).toBeGreaterThan(0);
  expect(bots.events.every((e) => e.slug.endsWith(BOT_SLUG_SUFFIX) && e.eventPaths[2]?.slug.endsWith(BOT_SLUG_SUFFIX))).toBe(
    true,
  );
});

it('omits markets on request and keeps only open ones when asked', async () => {
  const bare = await events('includeMarkets=false&eventsPerPage=5');
  expect(bare.events.every((e) => e.markets.length === 0)).toBe(true);
  const open = await events('marketStatus=OPEN&periodType=IN_RUNNING&eventsPerPage=100');
  expect(open.events.every((e) => e.markets.every((m) => m.status === 'OPEN'))).toBe(true);
});

it('sorts by event path on request', async () => {
  const body = await events('sortByEventpath=true&periodType=PRE_MATCH&eventsPerPage=500');
  const sports = body.events.map((e) => e.sportCode);
  expect(sports.indexOf('BASK')).toBeGreaterThan(sports.lastIndexOf('FOOT'));
});

it('serves the Homepage and Jackpot pseudo-sports and favourites by ids', async () => {
  const home = await events(`eventPathIds=${PSEUDO_SPORT.homepage}&eventsPerPage=100`);
  expect(home.totalCount).toBeGreaterThan(5);
  const jackpot = await events(`eventPathIds=${PSEUDO_SPORT.jackpot}&eventsPerPage=100`);
  expect(jackpot.totalCount).toBeGreaterThanOrEqual(8);
  const favouriteIds = home.events.slice(0, 2).map((e) => e.id);
  const favourites = await events(`eventPathIds=${PSEUDO_SPORT.favourites}&ids=${favouriteIds.join(',')}`);
  expect(favourites.events.map((e) => e.id).sort()).toEqual([...favouriteIds].sort());
  expect((await events(`eventPathIds=${PSEUDO_SPORT.favourites}`)).totalCount).toBe(0);
});

it('lists outrights with one winner market over all entrants', async () => {
  const list = await everyPrematch();
  const outrights = list.filter((e) => e.isOutright);
  expect(outrights.length).toBeGreaterThanOrEqual(10);
  expect(outrights.every((e) => e.markets.length === 1 && e.markets[0]?.marketTypeCode === 'OUTR')).toBe(true);
});

it('answers the POST-with-hash variant exactly like the GET', async () => {
  const ids = (await events('periodType=PRE_MATCH&eventsPerPage=300')).events.map((e) => e.id).join(',');
  expect(ids.length).toBeGreaterThan(2000);
  const res = await api.app.inject({
    method: 'POST',
    url: '/xapi/rest/events?hash=abc123',
    payload: { ids, eventsPerPage: 300, page: 1 },
  });
  expect(res.statusCode).toBe(200);
  const viaGet = await events(`ids=${ids}&eventsPerPage=300&page=1`);
  expect(res.json()).toEqual(viaGet);
});

it('accepts the body params as strings, as a client that forwards its query does', async () => {
  const res = await api.app.inject({
    method: 'POST',
    url: '/xapi/rest/events?hash=1',
    payload: { eventsPerPage: '2', includeMarkets: 'false' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json<EventsResponse>()).toMatchObject({ eventsPerPage: 2 });
});

it('generates the same catalogue for the same seed and a different one for another seed', async () => {
  const again = await testServer();
  const other = await testServer({ seed: 8 });
  const page = '/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=50';
  const [a, b, c] = await Promise.all([api.app.inject(page), again.app.inject(page), other.app.inject(page)]);
  expect(b.json()).toEqual(a.json());
  expect(c.json()).not.toEqual(a.json());
  await Promise.all([again.app.close(), other.app.close()]);
});

it('serves one event with every market, where a list carries its main markets and their count', async () => {
  const list = (await events('periodType=PRE_MATCH&eventsPerPage=100')).events;
  const event = list.find((e) => e.sportCode === 'FOOT' && !e.isOutright);
  if (!event) throw new Error('no football fixture');
  const one = await contractAnswer<SportEvent>(api.app, `/xapi/rest/events/${event.id}`, sportEventSchema);
  expect(one.markets.length).toBeGreaterThanOrEqual(40);
  expect(event.markets.length).toBeLessThan(10);
  expect(one.markets).toEqual(expect.arrayContaining(event.markets));
  expect({ ...one, markets: [] }).toEqual({ ...event, markets: [] });
  expect(event.marketCount).toBe(one.markets.length);
  expect(new Set(one.markets.map((m) => m.group ?? 'main'))).toEqual(new Set(MARKET_GROUPS));
});

it('serves one market by id, 404 otherwise', async () => {
  const [event] = (await events('periodType=PRE_MATCH&eventsPerPage=1')).events;
  const market = event?.markets[0];
  expect((await api.app.inject(`/xapi/rest/markets/${market?.id}`)).json()).toEqual(market);
  expect((await api.app.inject('/xapi/rest/events/1')).json()).toMatchObject({ statusCode: 404, code: 'NO_EVENTS_FOUND' });
  expect((await api.app.inject('/xapi/rest/markets/1')).statusCode).toBe(404);
  expect((await api.app.inject('/xapi/rest/events/abc')).statusCode).toBe(400);
});

it('publishes the odds ladder every price sits on, and power odds per event', async () => {
  const ladder = (await api.app.inject('/xapi/rest/oddsLadderAndMargins/1')).json<{ margins: unknown[]; odds: string }>();
  expect(ladder.margins).toEqual([{ brandMarginType: 'DEFAULT', margin: 0 }]);
  const steps = new Set((ladder.odds.split('=')[1] ?? '').split(',').map(Number));
  const { events: list } = await events('periodType=PRE_MATCH&eventsPerPage=100');
  for (const outcome of list.flatMap((e) => e.markets.flatMap((m) => m.outcomes)))
    expect(steps.has(outcome.consolidatedPrice.currentPrice.decimal)).toBe(true);

  const power = (await api.app.inject('/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS')).json<{
    margins: Array<{ eventId: number; margin: number }>;
  }>();
  expect(power.margins.length).toBeGreaterThan(0);
  const eventId = power.margins[0]?.eventId;
  expect((await api.app.inject(`/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS&eventId=${eventId}`)).json()).toMatchObject({
    margins: [{ eventId, margin: -5, brandMarginType: 'POWER_ODDS' }],
  });
});

it("answers in the call's language (X-Accept-Language, else l): sports, markets and outcomes, never the slugs or teams", async () => {
  const url = '/xapi/rest/events?eventPathIds=240&eventsPerPage=5&includeMarkets=true';
  const spanish = (await api.app.inject({ url, headers: { 'x-accept-language': 'es' } })).json<EventsResponse>();
  const english = (await api.app.inject(url)).json<EventsResponse>();
  const [es, en] = [spanish.events[0], english.events[0]];
  expect(es?.eventPaths[0]).toMatchObject({ description: 'Fútbol', slug: en?.eventPaths[0]?.slug });
  expect(es?.description).toBe(en?.description);
  expect(es?.markets.map((m) => m.description)).toContain('Resultado del partido');
  expect(es?.markets.flatMap((m) => m.outcomes.map((o) => o.description))).toContain('Empate');
  // The shared catalogue is not changed by a call in another language.
  expect(en?.eventPaths[0]?.description).toBe('Football');
  const french = (await api.app.inject(`/xapi/rest/events/${en?.id}?l=fr`)).json<SportEvent>();
  expect(french.eventPaths[0]?.description).toBe('Football');
  expect(french.markets.flatMap((m) => m.outcomes.map((o) => o.description))).toContain('Match nul');
});
