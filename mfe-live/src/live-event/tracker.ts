import type { SportCode } from '@sportsbook/contracts';
import { scoreboardKind } from '../scoreboard/scoreboard';
import { hasStream } from './streaming';
/** Spec §3 Tracker: which event the tracker follows and which tab of the event page is open. */
export const EVENT_TABS = ['markets', 'tracker', 'stream'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

export interface TrackerState {
  trackerEventId: number | null;
  activeTab: EventTab;
}

/**
 * The tabs an event offers: its markets, the tracker of a scored match (a race's board is its running
 * order, above the tabs), and the stream where there is one.
 */
export function eventTabs(
  event: { sportCode: SportCode; liveStreaming?: boolean } | undefined,
  feedIds: readonly string[],
): EventTab[] {
  if (!event) return ['markets'];
  const tracker = scoreboardKind(event.sportCode) === 'race' ? [] : (['tracker'] as const);
  return ['markets', ...tracker, ...(hasStream(event, feedIds) ? (['stream'] as const) : [])];
}

export const initialTracker = (eventId: number): TrackerState => ({ trackerEventId: eventId, activeTab: 'markets' });

/** Opening a tab the event does not offer (no stream) falls back to its markets. */
export function selectTab(state: TrackerState, tab: EventTab, available: readonly EventTab[]): TrackerState {
  return { ...state, activeTab: available.includes(tab) ? tab : 'markets' };
}
