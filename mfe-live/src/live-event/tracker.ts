/** Spec §3 Tracker: which event the tracker follows and which tab of the event page is open. */
export const EVENT_TABS = ['markets', 'tracker', 'stream'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

export interface TrackerState {
  trackerEventId: number | null;
  activeTab: EventTab;
}

export const initialTracker = (eventId: number): TrackerState => ({ trackerEventId: eventId, activeTab: 'markets' });

/** Opening a tab the event does not offer (no stream) falls back to its markets. */
export function selectTab(state: TrackerState, tab: EventTab, available: readonly EventTab[]): TrackerState {
  return { ...state, activeTab: available.includes(tab) ? tab : 'markets' };
}
