/**
 * The tracker's latest changes, read from our own feed: the feed sends scores, not incidents, so a
 * goal, a basket, a game, a set, runs or a wicket is the difference between two states of the event.
 */
import { headlineScore, isEventFinished, isTimedSport, scoreboardKind } from '../scoreboard/scoreboard';
import type { LiveEventEntity } from '../store/live-data';
import type { LiveKey } from '../i18n/live-key';

export type TrackedEvent = Omit<LiveEventEntity, 'marketIds'>;

export type TrackerChangeKind = 'goal' | 'points' | 'game' | 'set' | 'runs' | 'wicket' | 'period' | 'finished';

export interface TrackerChange {
  /** Increasing per timeline, so the newest change has the highest id. */
  id: number;
  kind: TrackerChangeKind;
  team: 'A' | 'B' | null;
  /** Goals, points, games or runs this change added (several after a resync that skipped updates). */
  amount: number;
  /** The period it happened in (abbreviation), or the period that began. */
  period: string;
  /** Period name, for a period that began. */
  periodName: string;
  /** Match minute for the sports played to a clock. */
  minute: number | null;
  /** Each team's headline score right after the change. */
  score: { A: string; B: string } | null;
}

export interface TrackerTimeline {
  /** Newest first. */
  changes: readonly TrackerChange[];
  nextId: number;
}

/** Enough to follow the last minutes of play without the list outgrowing a phone screen. */
export const MAX_TRACKER_CHANGES = 12;

export const EMPTY_TIMELINE: TrackerTimeline = { changes: [], nextId: 1 };

type Change = Omit<TrackerChange, 'id'>;

/** What a point of a period's score is in this sport. */
function periodScoreKind(event: TrackedEvent): TrackerChangeKind {
  switch (scoreboardKind(event.sportCode)) {
    case 'quarters':
      return 'points';
    case 'tennis':
      return 'game';
    case 'cricket':
      return 'runs';
    case 'goals':
    case 'periods':
    case 'race':
      return 'goal';
  }
}

const TEAMS = ['A', 'B'] as const;

/** Every change between two states of one event, in the order a player would have seen them. */
export function eventChanges(before: TrackedEvent, after: TrackedEvent): Change[] {
  if (before === after) return [];
  const minute = isTimedSport(after.sportCode) && after.clock && after.clock.minutes > 0 ? after.clock.minutes : null;
  const score = headlineScore(after);
  const base = { minute, score, periodName: '' };
  const changes: Change[] = [];

  if (before.scoresPerPeriod !== after.scoresPerPeriod) {
    const earlier = new Map((before.scoresPerPeriod ?? []).map((p) => [`${p.periodInstance}:${p.opponentId}`, p.score]));
    const kind = periodScoreKind(after);
    for (const p of after.scoresPerPeriod ?? []) {
      const amount = p.score - (earlier.get(`${p.periodInstance}:${p.opponentId}`) ?? 0);
      if (amount > 0) changes.push({ ...base, kind, team: p.opponentId, amount, period: p.periodKey });
    }
  }
  const period = after.currentPeriodAbbreviation ?? '';
  // Tennis headline scores are sets won; cricket's second number is wickets.
  const counted = (kind: TrackerChangeKind, was?: { A: number; B: number }, now?: { A: number; B: number }) => {
    for (const team of TEAMS) {
      const amount = (now?.[team] ?? 0) - (was?.[team] ?? 0);
      if (now && amount > 0) changes.push({ ...base, kind, team, amount, period });
    }
  };
  if (scoreboardKind(after.sportCode) === 'tennis') counted('set', before.scores, after.scores);
  if (scoreboardKind(after.sportCode) === 'cricket') counted('wicket', before.wickets, after.wickets);

  if (!isEventFinished(before) && isEventFinished(after)) {
    changes.push({ ...base, kind: 'finished', team: null, amount: 0, period });
  } else if (!isEventFinished(after) && period !== '' && period !== (before.currentPeriodAbbreviation ?? '')) {
    changes.push({ ...base, kind: 'period', team: null, amount: 0, period, periodName: after.currentPeriod ?? period });
  }
  return changes;
}

/** Adds what changed between two states; the same timeline comes back when nothing did. */
export function recordChanges(timeline: TrackerTimeline, before: TrackedEvent, after: TrackedEvent): TrackerTimeline {
  const changes = eventChanges(before, after);
  if (changes.length === 0) return timeline;
  const added = changes.map((change, index) => ({ ...change, id: timeline.nextId + index })).reverse();
  return {
    changes: [...added, ...timeline.changes].slice(0, MAX_TRACKER_CHANGES),
    nextId: timeline.nextId + changes.length,
  };
}

/** The translation key and values that name a change: one goal reads "Goal", three "3 goals". */
export function changeMessage(change: TrackerChange): { key: LiveKey; values: Record<string, string | number> } {
  const values = { amount: change.amount, period: change.periodName };
  switch (change.kind) {
    case 'points':
    case 'runs':
    case 'period':
      return { key: `tracker-${change.kind}`, values };
    case 'finished':
      return { key: 'finished', values };
    case 'goal':
    case 'game':
    case 'set':
    case 'wicket':
      return { key: change.amount > 1 ? `tracker-${change.kind}s` : `tracker-${change.kind}`, values };
  }
}
