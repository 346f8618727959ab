import type { Locale } from '@sportsbook/contracts';
import { onDemand, type Translations } from '@sportsbook/ui';

/** The shell's namespace. Remote fallback texts name the remote's domain, not its technical name. */
const en = {
  'skip-to-content': 'Skip to content',
  'api-unavailable': 'The site is temporarily unavailable. It will come back by itself in a moment.',
  home: 'Home',
  sports: 'Sports',
  live: 'Live',
  jackpot: 'Jackpot',
  virtuals: 'Virtuals',
  betslip: 'Betslip',
  login: 'Login',
  close: 'Close',
  language: 'Language',
  'main-navigation': 'Main navigation',
  'footer-navigation': 'Footer navigation',
  retry: 'Retry',
  loading: 'Loading…',
  'not-found': 'This page does not exist.',
  'back-home': 'Back to the home page',
  'upcoming-events': 'Upcoming events',
  'live-now': 'Live now',
  'responsible-gambling': 'Play responsibly. 18+ only.',
  versions: 'Versions',
  menu: 'Menu',
  join: 'Join',
  'my-account-of': 'My account ({{name}})',
  'account-menu': 'Account menu',
  'my-profile': 'My profile',
  'my-bets': 'My Bets',
  balances: 'Balances',
  transactions: 'Transactions',
  logout: 'Logout',
  'cashier-menu': 'Cashier menu',
  balance: 'Balance',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  'auto-exclusion': 'Auto Exclusion',
  more: 'More',
  promotions: 'Promotions',
  'pre-events': 'Pre-events',
  kiron: 'Virtuals',
  'my-account': 'My account',
  dismiss: 'Dismiss',
  'back-to-top': 'Back to top',
  'sports-menu': 'Sports menu',
  'maintenance-title': 'We are doing some maintenance',
  'maintenance-text': 'The site will be back shortly. Thank you for your patience.',
  'blocked-title': 'Access blocked',
  'blocked-text': 'The sportsbook is not available from your location.',
  'try-again': 'Try again',
  'unexpected-error': 'Unexpected Error!',
  'no-promotions': 'There are no promotions right now.',
  'licence-seal': 'Licensed by the Gaming Control Board: view the certificate',
  'slip-bar': {
    selections_one: '{{count}} selection',
    selections_other: '{{count}} selections',
    total: 'Total {{amount}}',
  },
  'betslip-locked': {
    placing: 'Your bet is being placed. The betslip can close once it is through.',
    'awaiting-approval': 'Your bet is awaiting approval. The betslip can close once it is decided.',
    busy: 'The betslip is busy. It can close in a moment.',
  },
  'remote-contract-skew': 'This part was built for contract {{theirs}}; this site speaks {{ours}}.',
  'remote-unavailable': {
    mfe_prematch: 'Sports are unavailable right now.',
    mfe_live: 'Live betting is unavailable right now.',
    mfe_betslip: 'The betslip is unavailable right now.',
    mfe_account: 'Login is unavailable right now.',
    mfe_jackpot: 'Jackpots are unavailable right now.',
    mfe_virtuals: 'Virtual games are unavailable right now.',
  },
};

/** The shell's strings: each extra locale's chunk is typed by it, so a missing or extra key fails the typecheck. */
export type ShellStrings = typeof en;

export const shellTranslations: Translations = {
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

/**
 * The language selector's labels: each language in its own name, as a player looks for their own.
 * Plain strings in the first chunk, so the selector never waits for a language's chunk to list it.
 */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  zh: '简体中文',
  id: 'Bahasa Indonesia',
} satisfies Record<Locale, string>;
