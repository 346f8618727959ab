import { initialTracker, selectTab } from './tracker';

it('follows the opened event on its markets tab', () => {
  expect(initialTracker(7)).toEqual({ trackerEventId: 7, activeTab: 'markets' });
});

it('switches tabs, falling back to markets for a tab the event does not offer', () => {
  const state = initialTracker(7);
  expect(selectTab(state, 'tracker', ['markets', 'tracker'])).toEqual({ trackerEventId: 7, activeTab: 'tracker' });
  expect(selectTab(state, 'stream', ['markets', 'tracker']).activeTab).toBe('markets');
});
