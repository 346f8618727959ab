import { placedBetslipResponseSchema, type FeedEventDiff, type PlacedBetslipResponse } from '@sportsbook/contracts';
import type { EventRecord } from '../catalogue/event-factory';
import type { RoutedMessage } from '../live/simulator';
import { contractViolations } from '../testing/contract-check';
import { freshPlayer, testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

const records = (sport: string) => [...server.ctx.catalogue.all()].filter((r) => r.sport.code === sport);

it('cards a race every half hour at each course, named by course and local off time, with each-way terms by field size', () => {
  const races = records('HORS').filter((r) => r.phase === 'PREMATCH');
  const kingsdown = races.filter((r) => r.league.name === 'Kingsdown').map((r) => r.event);
  const today = kingsdown.filter((e) => e.startTime.startsWith('2026-11-21')).map((e) => e.description);
  expect(today).toEqual(['Kingsdown 12:25', 'Kingsdown 12:55', 'Kingsdown 13:25', 'Kingsdown 13:55'].concat(today.slice(4)));
  expect(today).toHaveLength(10);
  for (const { event } of races) {
    const [win] = event.markets;
    expect(win).toMatchObject({ marketTypeCode: 'WIN', description: 'Win or Each Way' });
    const runners = win?.outcomes.length ?? 0;
    expect(runners).toBeGreaterThanOrEqual(4);
    if (runners >= 8) expect(win?.placeTerms?.places).toBeGreaterThanOrEqual(3);
    if (runners < 5) expect(win?.placeTerms).toBeUndefined();
  }
  // A course in Australia names its races by its own clock (UTC+11).
  expect(records('HORS').find((r) => r.league.name === 'Southern Downs')?.event.description).toMatch(
    /^Southern Downs 1[2-7]:\d5$/,
  );
});

it("offers this week's golf tournaments each way at a quarter of the odds for five places, settling on Sunday evening", () => {
  const golf = records('GOLF');
  expect(golf.map((r) => r.event.description).sort()).toEqual([
    'Coastal Masters 2026 - Winner',
    'Lakeside Invitational 2026 - Winner',
    'Pinehurst Classic 2026 - Winner',
  ]);
  for (const { event } of golf) {
    expect(event).toMatchObject({ isOutright: true, startTime: '2026-11-22T18:00:00.000Z' });
    expect(event.markets[0]?.placeTerms).toEqual({ numerator: 1, denominator: 4, places: 5 });
  }
});

async function placeEachWay(record: EventRecord, outcomeIndex: number, accountId: string, headers: { cookie: string }) {
  const outcome = record.event.markets[0]!.outcomes[outcomeIndex]!;
  const res = await server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${accountId}/betslips?withAuth=true&uuid=race-${outcome.id}`,
    headers,
    payload: { singles: [{ outcomeId: outcome.id, unitStake: 5, eachWay: true }] },
  });
  const body = res.json<PlacedBetslipResponse>();
  expect(contractViolations(body, placedBetslipResponseSchema)).toEqual([]);
  return body.model.bets[0]!;
}

it('runs a race in the feed from the off to the line, then pays each way on the finishing order', async () => {
  const race = records('HORS')
    .filter((r) => r.phase === 'PREMATCH' && (r.event.markets[0]?.placeTerms?.places ?? 0) >= 3)
    .sort((a, b) => a.event.startTime.localeCompare(b.event.startTime))[0]!;
  const player = freshPlayer(server);
  const runners = race.event.markets[0]!.outcomes;
  const bets = await Promise.all(runners.map((_, i) => placeEachWay(race, i, player.accountId, player.headers)));
  expect(bets.every((bet) => bet.noOfBets === 2 && bet.totalStake === 10)).toBe(true);
  const booked = new Map(runners.map((o) => [o.id, o.consolidatedPrice.currentPrice.decimal]));

  const progress: NonNullable<FeedEventDiff['raceProgress']>[] = [];
  const unsubscribe = server.ctx.simulator.subscribe((batch: readonly RoutedMessage[]) => {
    for (const { message } of batch) if (message.t === 'ev' && message.raceProgress) progress.push(message.raceProgress);
  });
  server.play(Date.parse(race.event.startTime) - server.clock.now + 1000);
  expect(race.phase).toBe('LIVE');
  for (let i = 0; i < 200 && race.phase === 'LIVE'; i++) server.play(2000);
  unsubscribe();
  expect(race.phase).toBe('FINISHED');

  // The feed told the race: metres to go fell to 0, every update ranked the whole field by
  // saddle-cloth number, and the event named the runners in that order.
  expect(progress.length).toBeGreaterThan(10);
  expect(progress.at(-1)?.metresToGo).toBe(0);
  expect(race.event.runners).toEqual(runners.map((o) => o.description));
  const numbers = runners.map((_, i) => i + 1);
  for (const { runningOrder } of progress) expect([...runningOrder].sort((a, b) => a - b)).toEqual(numbers);
  const finishOrder = progress.at(-1)!.runningOrder.map((number) => runners[number - 1]!.id);

  // One winner paid both parts, the placed ones their place part, the rest nothing.
  const places = race.event.markets[0]!.placeTerms!.places;
  const settled = server.ctx.betting.store.settledBets(player.accountId, 0, 50).map((b) => server.ctx.betting.detail(b));
  const returnsOf = (position: number) => settled.find((b) => b.legs[0]?.outcomeId === finishOrder[position])?.returns;
  const price = (position: number) => booked.get(finishOrder[position]!)!;
  const terms = race.event.markets[0]!.placeTerms!;
  const placeOdds = (d: number) => 1 + ((d - 1) * terms.numerator) / terms.denominator;
  expect(returnsOf(0)).toBe(Math.floor(5 * (price(0) + placeOdds(price(0))) * 100 + 1e-6) / 100);
  for (let position = 1; position < places; position++)
    expect(returnsOf(position)).toBe(Math.floor(5 * placeOdds(price(position)) * 100 + 1e-6) / 100);
  expect(returnsOf(places)).toBe(0);
  expect(server.ctx.wallets.ledgerTotals(player.accountId).real).toBe(server.ctx.wallets.get(player.accountId).balanceMinor);
});
