import { snapshot } from '../testing/recorded-feed/recorded';
import { applyFeedMessages } from '../store/apply-feed-messages';
import { EMPTY_LIVE_DATA } from '../store/live-data';
import { mainMarketId, marketColumnKey, marketColumnOptions } from './main-market';

const data = applyFeedMessages(EMPTY_LIVE_DATA, [snapshot], 0);
const football = snapshot.events.find((e) => e.sportCode === 'FOOT' && e.markets.length > 1);
if (!football) throw new Error('no recorded football event');

it("shows the event's first market on the book by default", () => {
  expect(mainMarketId(data, football.id, null)).toBe(football.markets[0]?.id);
});

it('shows the chosen market column when the event has it, and nothing when it has not', () => {
  const second = football.markets[1];
  if (!second) throw new Error('no second market');
  const chosen = { periodAbbreviation: second.period.fullAbbreviation, marketTypeCode: second.marketTypeCode };
  expect(mainMarketId(data, football.id, chosen)).toBe(second.id);
  expect(mainMarketId(data, football.id, { periodAbbreviation: 'Q9', marketTypeCode: 'NONE' })).toBeUndefined();
});

it('offers each market type and period once, named without its line', () => {
  const options = marketColumnOptions(
    data,
    snapshot.events.map((e) => e.id),
  );
  expect(new Set(options.map(marketColumnKey)).size).toBe(options.length);
  const totals = options.find((o) => o.marketTypeCode === 'OU');
  expect(totals?.label).not.toMatch(/\d\.5/);
});
