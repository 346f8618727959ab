import type { Market, SportEvent } from '@sportsbook/contracts';
import { jackpotMatches, matchResultMarket, pickOptions } from './jackpot-matches-model';

const market = (id: number, over: Partial<Market> = {}): Market => ({
  id,
  eventId: 1,
  marketTypeId: 1,
  marketTypeCode: 'MRES',
  description: 'Match Result',
  status: 'OPEN',
  feedId: 'f',
  period: { id: 1, periodType: 'PRE_MATCH', inRunning: false, fullAbbreviation: 'FT' },
  outcomes: ['Home', 'Draw', 'Away'].map((description, i) => ({
    id: id * 10 + i,
    description,
    hidden: false,
    consolidatedPrice: { currentPrice: { decimal: 2 } },
  })),
  ...over,
});

const event = (id: number, markets: Market[]): SportEvent => ({
  id,
  description: `Match ${id}`,
  slug: `match-${id}`,
  sportCode: 'FOOT',
  startTime: '2030-01-01T12:00:00Z',
  eventPaths: [],
  markets,
  isLive: false,
  isOutright: false,
});

it('plays the full-time result, not the half-time one', () => {
  const half = market(1, { period: { id: 2, periodType: 'PRE_MATCH', inRunning: false, fullAbbreviation: 'H1' } });
  expect(matchResultMarket(event(1, [half, market(2)]))?.id).toBe(2);
});

it('offers nothing on a suspended result market', () => {
  expect(pickOptions(event(1, [market(1, { status: 'SUSPENDED' })]))).toEqual([]);
});

it('labels the outcomes 1, X, 2 in market order and skips hidden ones', () => {
  const m = market(1);
  m.outcomes[1] = { ...m.outcomes[1]!, hidden: true };
  expect(pickOptions(event(1, [m])).map((o) => [o.outcomeId, o.side])).toEqual([
    [10, 'home'],
    [12, 'away'],
  ]);
});

it('orders matches as the jackpot lists them, whatever order the events arrive in', () => {
  const matches = jackpotMatches({ eventIds: [3, 1, 2] }, [event(1, [market(1)]), event(2, [market(2)])]);
  expect(matches.map((m) => [m.ordinal, m.eventId, m.event?.id])).toEqual([
    [1, 3, undefined],
    [2, 1, 1],
    [3, 2, 2],
  ]);
  expect(matches[0]?.options).toEqual([]);
});
