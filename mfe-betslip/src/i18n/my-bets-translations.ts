import { onDemand, type Translations } from '@sportsbook/ui';

/**
 * My Bets has a namespace of its own so the slip's first load carries none of its text; its
 * components read it first and fall back to the slip's namespace for the strings both show.
 */
export const MY_BETS_NS = 'betslip-my-bets';
export const MY_BETS_NAMESPACES = [MY_BETS_NS, 'betslip'] as const;

const en = {
  retry: 'Retry',
  'my-bets': {
    title: 'My Bets',
    'tab-open': 'Open',
    'tab-settled': 'Settled',
    loading: 'Loading your bets…',
    error: 'Your bets could not be loaded.',
    'no-open': 'You have no open bets.',
    'no-settled': 'You have no settled bets yet.',
    login: 'Log in to see your bets.',
    'login-button': 'Log in',
    bet: 'Bet {{reference}}',
    reference: 'Ref. {{reference}}',
    'type-single': 'Single',
    'type-multi': 'Multiple ({{count}} legs)',
    'type-jackpot': 'Jackpot',
    'type-jackpot-named': 'Jackpot: {{name}}',
    'jackpot-picks': 'Jackpot picks',
    'jackpot-match': 'Match {{ordinal}} · {{event}}',
    'jackpot-lines_one': '{{count}} line × {{amount}}',
    'jackpot-lines_other': '{{count}} lines × {{amount}}',
    returned: 'Returned {{amount}}',
    'result-WON': 'Won',
    'result-LOST': 'Lost',
    'result-VOID': 'Void',
    'result-CASHED_OUT': 'Cashed out',
    'in-countdown_one': '{{count}} bet awaiting confirmation',
    'in-countdown_other': '{{count}} bets awaiting confirmation',
    'free-bet': 'Free bet',
    'cash-stake': 'Cash {{amount}}',
    'free-stake': 'Free stake {{amount}}',
    'stake-tax': 'Tax on stake {{amount}}',
    'winnings-tax': 'Tax on winnings {{amount}}',
  },
  receipt: {
    bets: 'Your bets',
    'placed-at': 'Placed {{time}}',
    keep: 'Keep selections',
    reuse: 'Reuse selections and stakes',
  },
  cashout: {
    button: 'Cash out {{amount}}',
    question: 'Cash out this bet for {{amount}}?',
    confirm: 'Confirm cash out {{amount}}',
    keep: 'Keep bet',
    success: 'Cashout successful.',
    'invalid-amount': 'Invalid cashout amount.',
    'values-changed': 'The cashout value has changed. Check it and try again.',
    error: 'Cashout failed. Refresh and try again.',
  },
};

/** The English strings' shape: each extra locale's chunk is typed by it, so a missing or extra key fails the typecheck. */
export type MyBetsStrings = typeof en;

export const myBetsTranslations: Translations = {
  en,
  ...onDemand(
    (locale) =>
      import(
        /* webpackInclude: /\/my-bets-(es|fr|pt|vi|th|zh|id)\.ts$/ */
        /* webpackChunkName: "i18n-my-bets-[request]" */
        `./my-bets-${locale}`
      ),
  ),
};
