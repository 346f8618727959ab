import type { FeedMessage } from '@sportsbook/contracts';
import { eventFrames, liveFrames, snapshot } from '../testing/recorded-feed/recorded';
import { applyFeedMessages } from '../store/apply-feed-messages';
import { EMPTY_LIVE_DATA, type LiveData, type LiveEventEntity } from '../store/live-data';
import {
  EMPTY_TIMELINE,
  MAX_TRACKER_CHANGES,
  changeMessage,
  eventChanges,
  recordChanges,
  type TrackerChange,
  type TrackerTimeline,
} from './tracker-timeline';

const NOW = 1_000;

/** Replays recorded frames one store update at a time, as the page sees them, and records one event's tracker. */
function track(
  frames: readonly FeedMessage[][],
  eventId: number,
): { timeline: TrackerTimeline; first: LiveEventEntity; last: LiveEventEntity } {
  let data: LiveData = EMPTY_LIVE_DATA;
  let timeline = EMPTY_TIMELINE;
  let first: LiveEventEntity | undefined;
  let last: LiveEventEntity | undefined;
  for (const frame of frames) {
    data = applyFeedMessages(data, frame, NOW);
    const event = data.events.get(eventId);
    if (!event) continue;
    if (last) timeline = recordChanges(timeline, last, event);
    first ??= event;
    last = event;
  }
  if (!first || !last) throw new Error(`event ${eventId} not recorded`);
  return { timeline, first, last };
}

const sportId = (code: string) => {
  const event = snapshot.events.find((e) => e.sportCode === code);
  if (!event) throw new Error(`no ${code} event recorded`);
  return event.id;
};

/** Everything recorded, not only the latest MAX_TRACKER_CHANGES the tracker keeps. */
function allChanges(frames: readonly FeedMessage[][], eventId: number): TrackerChange[] {
  let data: LiveData = EMPTY_LIVE_DATA;
  let last: LiveEventEntity | undefined;
  const changes: TrackerChange[] = [];
  for (const frame of frames) {
    data = applyFeedMessages(data, frame, NOW);
    const event = data.events.get(eventId);
    if (!event) continue;
    if (last) changes.push(...eventChanges(last, event).map((change, i) => ({ ...change, id: changes.length + i + 1 })));
    last = event;
  }
  return changes;
}

const total = (changes: readonly TrackerChange[], kind: TrackerChange['kind'], team: 'A' | 'B') =>
  changes.filter((c) => c.kind === kind && c.team === team).reduce((sum, c) => sum + c.amount, 0);

it('turns recorded football score updates into goals with their minute, period and the score after', () => {
  const { timeline } = track(eventFrames, 50000037);
  expect(timeline.changes.map((c) => [c.kind, c.team, c.amount, c.minute, c.period, c.score])).toEqual([
    ['goal', 'A', 1, 86, '2H', { A: '5', B: '1' }],
    ['goal', 'A', 1, 86, '2H', { A: '4', B: '1' }],
  ]);
});

it('adds up to the score the feed reached: basketball points per team', () => {
  const id = sportId('EBSK');
  const { first, last } = track(liveFrames, id);
  const changes = allChanges(liveFrames, id);
  for (const team of ['A', 'B'] as const) {
    expect(total(changes, 'points', team)).toBe((last.scores?.[team] ?? 0) - (first.scores?.[team] ?? 0));
  }
  expect(total(changes, 'points', 'A')).toBeGreaterThan(0);
});

it('cricket: runs add up to the innings and every fallen wicket is one change', () => {
  const id = sportId('CRIC');
  const { first, last } = track(liveFrames, id);
  const changes = allChanges(liveFrames, id);
  expect(total(changes, 'runs', 'A')).toBe((last.scores?.A ?? 0) - (first.scores?.A ?? 0));
  expect(total(changes, 'wicket', 'A')).toBe((last.wickets?.A ?? 0) - (first.wickets?.A ?? 0));
  expect(changes.some((c) => c.kind === 'wicket')).toBe(true);
  expect(changes.every((c) => c.minute === null)).toBe(true);
});

it('tennis: the game that wins a set, the set, and the next set starting, in that order', () => {
  const changes = allChanges(liveFrames, sportId('TENN'));
  const setIndex = changes.findIndex((c) => c.kind === 'set');
  expect(changes.slice(setIndex - 1, setIndex + 2).map((c) => [c.kind, c.team, c.period, c.periodName])).toEqual([
    ['game', 'A', 'S1', ''],
    ['set', 'A', 'S2', ''],
    ['period', null, 'S2', '2nd Set'],
  ]);
  expect(changes.filter((c) => c.kind === 'game' && c.period === 'S2').map((c) => c.team)).toEqual(['B', 'A', 'B']);
});

it('notes a break and a new quarter, and the end of the match without an "Ended" period', () => {
  const basketball = allChanges(liveFrames, sportId('EBSK')).filter((c) => c.kind === 'period' || c.kind === 'finished');
  expect(basketball.map((c) => [c.kind, c.periodName])).toEqual([
    ['period', 'Break'],
    ['period', '4th Quarter'],
    ['finished', ''],
  ]);
  const efootball = allChanges(liveFrames, sportId('EFOT'));
  expect(efootball.filter((c) => c.kind === 'finished')).toHaveLength(1);
  expect(efootball.some((c) => c.periodName === 'Ended')).toBe(false);
});

it('keeps the same timeline when only the clock or the prices moved', () => {
  const id = sportId('FOOT');
  const data = applyFeedMessages(EMPTY_LIVE_DATA, [snapshot], NOW);
  const before = data.events.get(id) as LiveEventEntity;
  const ticked = applyFeedMessages(
    data,
    [{ t: 'ev', e: id, clock: { status: 'RUNNING', minutes: 88 }, liveOpenMarketCount: 4 }],
    NOW,
  );
  expect(recordChanges(EMPTY_TIMELINE, before, ticked.events.get(id) as LiveEventEntity)).toBe(EMPTY_TIMELINE);
});

it('keeps the newest changes first, and only the latest few', () => {
  const id = sportId('EBSK');
  const { timeline } = track(liveFrames, id);
  const all = allChanges(liveFrames, id);
  expect(all.length).toBeGreaterThan(MAX_TRACKER_CHANGES);
  expect(timeline.changes).toHaveLength(MAX_TRACKER_CHANGES);
  expect(timeline.changes.map((c) => c.id)).toEqual([...timeline.changes.map((c) => c.id)].sort((a, b) => b - a));
  expect(timeline.changes[0]?.kind).toBe('finished');
  expect(timeline.nextId).toBe(all.length + 1);
});

it('names one goal "Goal" and several by their number; points and runs by what they added', () => {
  const change = (kind: TrackerChange['kind'], amount: number): TrackerChange => ({
    id: 1,
    kind,
    team: 'A',
    amount,
    period: '2H',
    periodName: '',
    minute: null,
    score: null,
  });
  expect(changeMessage(change('goal', 1)).key).toBe('tracker-goal');
  expect(changeMessage(change('goal', 3))).toEqual({ key: 'tracker-goals', values: { amount: 3, period: '' } });
  expect(changeMessage(change('points', 1)).key).toBe('tracker-points');
  expect(changeMessage(change('wicket', 2)).key).toBe('tracker-wickets');
  expect(changeMessage(change('finished', 0)).key).toBe('finished');
});
