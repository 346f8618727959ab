/**
 * The slip's first-load calls to the API, with the schemas their answers are checked against. The
 * calls load this module when first made, so its schemas stay out of the slip's first load.
 */
export { call } from '@sportsbook/http';
export {
  accountInfoEndpoint,
  accountPrefsEndpoint,
  updateAccountPrefsEndpoint,
  betCountEndpoint,
  betslipStatusEndpoint,
  epwPromotionEndpoint,
  placeBetslipEndpoint,
  playLimitsEndpoint,
  priceSelectionsEndpoint,
  repriceSlipEndpoint,
  retailCodeEndpoint,
} from '@sportsbook/contracts';
