import { onDemand, type Translations } from '@sportsbook/ui';

const en = {
  title: 'Jackpots',
  loading: 'Loading jackpots…',
  none: 'There are no open jackpots right now.',
  error: 'Jackpots could not be loaded.',
  retry: 'Retry',
  summary_one: '{{count}} event · {{stake}} per line · closes {{closes}}',
  summary_other: '{{count}} events · {{stake}} per line · closes {{closes}}',
  play: 'Pick your results',
  'play-label': 'Pick your results for {{name}}',
  back: 'All jackpots',
  'not-found': 'This jackpot is closed or does not exist.',
  'events-loading': 'Loading the matches…',
  'events-error': 'The matches could not be loaded.',
  'events-label': 'Matches of {{name}}',
  'no-market': 'Results for this match are not open yet.',
  'pick-label': 'Match {{ordinal}}, {{event}}: {{outcome}}',
  outcomes: { home: '1', draw: 'X', away: '2' },
  slip: {
    title: 'Jackpot slip',
    progress: '{{picked}} of {{total}} matches picked',
    incomplete: 'Pick at least one result in every match.',
    lines_one: '{{count}} line',
    lines_other: '{{count}} lines',
    'line-stake': 'Stake per line',
    total: 'Total cost',
    pricing: 'Calculating the cost…',
    balance: 'Balance',
    insufficient: 'Your balance does not cover this bet.',
    place: 'Place jackpot bet',
    placing: 'Placing your bet…',
    login: 'Log in to place your bet',
    'login-hint': 'Your picks are kept while you log in.',
    clear: 'Clear picks',
    retail: 'Get a retail code',
    'retail-code': 'Retail code: {{code}}',
    'retail-expires': 'Valid until {{time}}',
  },
  receipt: {
    title: 'Jackpot bet placed',
    reference: 'Reference',
    lines: 'Lines',
    total: 'Total cost',
    'placed-at': 'Placed',
    'my-bets': 'See it in My Bets',
    close: 'Close',
  },
  errors: {
    'RES-00152': 'The bet has changed. Please check it and try again.',
    'RES-00048': 'Betting is suspended.',
    'RES-00109': 'Betting is suspended.',
    'RES-00108': 'A match or selection is suspended.',
    'RES-00056': 'The stake is greater than your balance.',
    'RES-00034': 'The stake is above the maximum.',
    'RES-00103': 'Bets are not allowed on this account.',
    'RES-00140': 'The stake is below the minimum.',
    'RES-00057': 'Your running bets exceed your balance.',
    'RES-00153': 'The line has changed.',
    'RES-00195': 'The bet was rejected by the attendant.',
    'RES-00047': 'A match has already started.',
    'RES-00046': 'A price feed error occurred. Please try again.',
    'RES-00100': 'Starting price is not allowed.',
    'RES-00098': 'No price is available.',
    'RES-00199': 'The bet timed out. Please try again.',
    'RES-00196': 'The bet timed out. Please try again.',
    'RES-00218': 'This combination of selections is not allowed.',
    'RES-00233': 'The combination limit has been reached.',
    'RES-00241': 'The free bet could not be used.',
    'RES-00049': 'The bet could not be processed.',
    'RES-00246': 'Another bet is being placed.',
    'RES-00247': 'Too many bets.',
    'RES-00249': 'Betting is paused on a match.',
    'error-400': 'Please check your internet connection.',
    'error-404': 'Connectivity issues. Please try later.',
    'error-500': 'We are experiencing difficulties. Please try again.',
    'something-went-wrong': 'Something went wrong.',
    'login-again': 'Please log in again to place your bet.',
    'toast-500': 'Jackpot slip: Something went wrong',
    'request-reference': 'Req. ref: {{uuid}}',
  },
};

/** The English strings' shape: each extra locale's chunk is typed by it, so a missing or extra key fails the typecheck. */
export type JackpotStrings = typeof en;

export const jackpotTranslations: Translations = {
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
