import type { OperatorSettings } from './settings-schema';

/** The least a valid `settings` topic holds, for tests that add the settings they are about. */
export const OPERATOR_SETTINGS: OperatorSettings = {
  brand: 'eu',
  partner_product_urls: {},
  enable_my_bets: true,
  max_bets_on_betslip: 15,
};
