import type { AccountPrefs } from '@sportsbook/contracts';

/** The demo player's account preferences answer, whole as the contract has it, with what a test changes. */
export const demoPrefs = (overrides: Partial<AccountPrefs> = {}): AccountPrefs => ({
  price_format: 'euro',
  layout: 'euro',
  default_stake: 0,
  sort_by: 'time',
  accept_higher_odds: false,
  theme: 'system',
  ...overrides,
});
