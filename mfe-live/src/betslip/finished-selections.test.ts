import { find, liveMessages } from '../testing/recorded-feed/recorded';
import { applyFeedMessages } from '../store/apply-feed-messages';
import { EMPTY_LIVE_DATA } from '../store/live-data';
import { eventsOfOutcomes, newlyFinishedWithSelections } from './finished-selections';

const finish = find('ev', (m) => m.clock?.status === 'END_OF_EVENT');
// As recorded, a finishing event's markets are settled just before its END_OF_EVENT diff.
const settledAt = liveMessages.findIndex((m) => m.t === 'm' && m.e === finish.e && m.s === 'SETTLED');
const before = applyFeedMessages(EMPTY_LIVE_DATA, liveMessages.slice(0, settledAt), 0);
const after = applyFeedMessages(before, liveMessages.slice(settledAt, liveMessages.indexOf(finish) + 1), 0);
const selected = before.events.get(finish.e)?.marketIds.flatMap((id) => before.markets.get(id)?.outcomeIds ?? []) ?? [];

it('names an event that just finished while one of its selections is in the slip, though its markets are gone', () => {
  expect(selected.length).toBeGreaterThan(0);
  expect(after.markets.get(before.events.get(finish.e)?.marketIds[0] ?? 0)).toBeUndefined();
  expect(newlyFinishedWithSelections(before, after, selected.slice(0, 1))).toEqual([finish.e]);
});

it('says nothing for other events, or for an event that had already finished', () => {
  expect(newlyFinishedWithSelections(before, after, [])).toEqual([]);
  expect(newlyFinishedWithSelections(after, after, selected)).toEqual([]);
});

it("finds the live events of the slip's selections, ignoring outcomes it does not hold", () => {
  expect(eventsOfOutcomes(before, [...selected, 1])).toEqual([finish.e]);
  expect(eventsOfOutcomes(before, [])).toEqual([]);
});
