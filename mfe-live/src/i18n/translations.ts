import { onDemand, type Translations } from '@sportsbook/ui';

const en = {
  'live-events': 'Live events',
  'live-betting': 'Live betting',
  loading: 'Loading live events…',
  'no-events': 'No events are in play right now.',
  error: 'Live events could not be loaded.',
  finished: 'Finished',
  retry: 'Retry',
  'open-event': 'Open {{event}}',
  'open-markets': '{{count}} open markets',
  'recent-balls': 'Latest balls',
  'no-markets': 'No markets open',
  filters: 'Filters',
  'all-competitions': 'All competitions',
  competition: 'Competition',
  leagues: 'Leagues',
  market: 'Market',
  'main-market': 'Main market',
  sports: 'Live sports',
  'all-sports': 'All sports',
  bots: 'E-sports bots',
  'show-more': 'Show {{count}} more events',
  reconnecting: 'Reconnecting to live prices…',
  scoreboard: 'Scoreboard',
  sets: 'Sets',
  runs: 'Runs',
  total: 'Total',
  team: 'Team',
  points: 'Points',
  'event-sections': 'Event sections',
  'tab-markets': 'Markets',
  'tab-tracker': 'Tracker',
  'tab-stream': 'Stream',
  'stream-unavailable': 'The live stream is not available right now.',
  'back-to-live': 'Back to live betting',
  'event-not-live': 'This event is no longer in play.',
  'event-error': 'This event could not be loaded.',
  'loading-event': 'Loading the event…',
  'event-finished': 'This event has finished.',
  'event-is-finished': 'Event is Finished',
  'more-markets': 'Show {{count}} more markets',
  minute: "{{minute}}'",
  suspended: 'Suspended',
  'stream-title': 'Live stream: {{event}}',
  'stream-loading': 'Loading the live stream…',
  'stream-failed': 'The live stream could not be loaded.',
  'stream-ended': 'The live stream ended with the event.',
  games: 'Games',
  'tracker-in-play': 'In play',
  'tracker-paused': 'Paused',
  'tracker-not-started': 'Not started',
  'tracker-periods': 'Score per period',
  'tracker-latest': 'Latest changes',
  'tracker-waiting': 'Goals, points and new periods show here as they happen.',
  'tracker-goal': 'Goal',
  'tracker-goals': '{{amount}} goals',
  'tracker-points': 'Points: +{{amount}}',
  'tracker-game': 'Game',
  'tracker-games': '{{amount}} games',
  'tracker-set': 'Set',
  'tracker-sets': '{{amount}} sets',
  'tracker-runs': 'Runs: +{{amount}}',
  'tracker-wicket': 'Wicket',
  'tracker-wickets': '{{amount}} wickets',
  'tracker-period': 'Now: {{period}}',
};

/** The English strings' shape: each extra locale's chunk is typed by it, so a missing or extra key fails the typecheck. */
export type LiveStrings = typeof en;

export const liveTranslations: Translations = {
  en,
  ...onDemand(
    (locale) =>
      import(
        /* webpackInclude: /\/(es|fr|pt|vi|th|zh|id)\.ts$/ */
        /* webpackChunkName: "i18n-[request]" */
        `./${locale}`
      ),
  ),
};
