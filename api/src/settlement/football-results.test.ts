import type { LegResult, Market } from '@sportsbook/contracts';
import { LEAGUES } from '../catalogue/catalogue';
import { createFixture, type EventRecord } from '../catalogue/event-factory';
import { createRandom } from '../catalogue/random';
import { newMatch, step, type MatchState } from '../live/match-engine';
import { outcomeResult } from './market-results';

const football = LEAGUES.find((ref) => ref.sport.code === 'FOOT');

function playedFixture(seed: number): { record: EventRecord; state: MatchState } {
  if (!football) throw new Error('no football league');
  const [home = '', away = ''] = football.league.teams;
  const record = createFixture({
    id: 900_000 + seed,
    ref: football,
    home,
    away,
    startTime: 0,
    ratings: createRandom(1),
    random: createRandom(seed),
  });
  const state = newMatch('FOOT', football.league.scoringLevel);
  const random = createRandom(seed * 7 + 3);
  if (!record.model) throw new Error('a fixture has a match model');
  while (!state.finished) step(state, record.model, 60, random);
  return { record, state };
}

const resultsOf = (market: Market, state: MatchState): LegResult[] =>
  market.outcomes.map((outcome) => outcomeResult(market, outcome.id, state));

/** Markets where several outcomes may win (or none): each goalscorer is a bet of its own. */
const OWN_BETS = new Set(['AGS', 'S2G']);

it.each([1, 2, 3, 4, 5, 6, 7, 8])('settles every market of a played football match (seed %i): one winner each', (seed) => {
  const { record, state } = playedFixture(seed);
  expect(record.event.markets.length).toBeGreaterThanOrEqual(40);
  for (const market of record.event.markets) {
    if (OWN_BETS.has(market.marketTypeCode)) continue;
    const results = resultsOf(market, state);
    const drawNoBet = market.marketTypeCode === 'DNB' && state.score.A === state.score.B;
    // No winner only where the rules refund (a draw in draw no bet) or where someone unlisted scored first;
    // two where each outcome covers two results (double chance).
    const unlistedFirst = market.marketTypeCode === 'FGS' && (state.football?.scorers[0]?.player ?? 0) < 0;
    const expected = drawNoBet || unlistedFirst ? 0 : market.marketTypeCode === 'DBLC' ? 2 : 1;
    expect({ market: market.description, won: results.filter((r) => r === 'WON').length }).toEqual({
      market: market.description,
      won: expected,
    });
    expect(results.filter((r) => r === 'VOID')).toHaveLength(drawNoBet ? 2 : 0);
  }
});

it('pays each goalscorer bet on the goals that player scored', () => {
  const { record, state } = playedFixture(3);
  const scorers = state.football?.scorers ?? [];
  const goalsOf = (i: number) => scorers.filter((g) => g.side === (i < 8 ? 'A' : 'B') && g.player === i % 8).length;
  const market = (code: string) => record.event.markets.find((m) => m.marketTypeCode === code) as Market;
  const anytime = resultsOf(market('AGS'), state);
  const twoOrMore = resultsOf(market('S2G'), state);
  anytime.forEach((result, i) => expect(result).toBe(goalsOf(i) >= 1 ? 'WON' : 'LOST'));
  twoOrMore.forEach((result, i) => expect(result).toBe(goalsOf(i) >= 2 ? 'WON' : 'LOST'));
});

it('settles corners, cards and the halves on what the match recorded', () => {
  const { record, state } = playedFixture(5);
  const detail = state.football;
  if (!detail) throw new Error('a football match records corners and cards');
  const totals = (code: string) => record.event.markets.filter((m) => m.marketTypeCode === code);
  for (const market of totals('CRNR')) {
    const over = detail.corners.A + detail.corners.B > (market.line ?? 0);
    expect(resultsOf(market, state)).toEqual(over ? ['WON', 'LOST'] : ['LOST', 'WON']);
  }
  for (const market of totals('CRDS')) {
    const over = detail.cards.A + detail.cards.B > (market.line ?? 0);
    expect(resultsOf(market, state)).toEqual(over ? ['WON', 'LOST'] : ['LOST', 'WON']);
  }
  const second = state.periodScores.find((p) => p.key === '2H')?.score;
  const secondHalfResult = totals('MRES').find((m) => m.period.fullAbbreviation === 'H2') as Market;
  const expected = !second ? -1 : second.A > second.B ? 0 : second.A === second.B ? 1 : 2;
  expect(resultsOf(secondHalfResult, state).indexOf('WON')).toBe(expected);
});
