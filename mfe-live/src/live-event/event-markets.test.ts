import { applyFeedMessages } from '../store/apply-feed-messages';
import { EMPTY_LIVE_DATA } from '../store/live-data';
import { snapshot } from '../testing/recorded-feed/recorded';
import { LAZY_MARKETS_THRESHOLD, marketsToRender, shownMarketIds } from './event-markets';

it('renders up to 30 markets at once and the rest once the player asks (spec §9 threshold)', () => {
  const ids = Array.from({ length: 45 }, (_, i) => i);
  expect(LAZY_MARKETS_THRESHOLD).toBe(30);
  expect(marketsToRender(ids, false)).toHaveLength(30);
  expect(marketsToRender(ids, true)).toHaveLength(45);
  expect(marketsToRender(ids.slice(0, 30), false)).toHaveLength(30);
});

it('lists the markets on the book, leaving out those whose outcomes are all hidden', () => {
  const data = applyFeedMessages(EMPTY_LIVE_DATA, [snapshot], 0);
  const event = snapshot.events.find((e) => e.markets.length > 1);
  if (!event) throw new Error('no event with markets');
  const [first] = event.markets;
  if (!first) throw new Error('no market');
  const hidden = applyFeedMessages(
    data,
    first.outcomes.map((o) => ({ t: 'o' as const, e: event.id, m: first.id, o: o.id, h: true })),
    0,
  );
  expect(shownMarketIds(hidden, event.id)).toEqual(shownMarketIds(data, event.id).filter((id) => id !== first.id));
});
