import type { OperatorSettings } from '@sportsbook/contracts';
import { DEFAULT_STAKE_LIMITS, MAX_BETS_ON_BETSLIP, NO_TAX, type StakeLimits, type TaxSettings } from '@sportsbook/stakes';

/** The settings of spec §3 the betslip obeys, with the §9 defaults for any an operator leaves out. */
export interface BetslipSettings {
  maxBets: number;
  /** Unscaled; scaledStakeLimits applies the ×1000 currencies. */
  limits: StakeLimits;
  tax: TaxSettings;
  eachWayEnabled: boolean;
  africanBetslip: boolean;
  parlayExtraWinnings: boolean;
  /** Debounce of a stake edit before the slip is re-priced. */
  updateDelayMs: number;
  betCountPollMs: number;
  cashoutTimeoutMs: number;
  precision: number;
  /** Minimum stake of a multiple, where the brand sets one. */
  minMultipleStake: number | null;
  quickStakesSetting: string | null;
  /**
   * Brand setting (on unless the brand turns it off, as the odds buttons assume): with negative odds a
   * malay, indo or us stake is the amount to win (spec §5).
   */
  negativeOdds: boolean;
  /**
   * Spec §9: some brands hide the default-stake and remember-stake options. Shown unless the brand
   * turns them off (`enable_default_stake`, `enable_remember_stake`); hidden, they do not apply either.
   */
  defaultStakeEnabled: boolean;
  rememberStakeEnabled: boolean;
}

export const DEFAULT_BETSLIP_SETTINGS: BetslipSettings = {
  maxBets: MAX_BETS_ON_BETSLIP,
  limits: DEFAULT_STAKE_LIMITS,
  tax: NO_TAX,
  eachWayEnabled: false,
  africanBetslip: false,
  parlayExtraWinnings: false,
  updateDelayMs: 500,
  betCountPollMs: 10_000,
  cashoutTimeoutMs: 5_000,
  precision: 2,
  minMultipleStake: null,
  quickStakesSetting: null,
  negativeOdds: true,
  defaultStakeEnabled: true,
  rememberStakeEnabled: true,
};

const positive = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
const nonNegative = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

export function betslipSettingsFrom(settings: OperatorSettings): BetslipSettings {
  const d = DEFAULT_BETSLIP_SETTINGS;
  return {
    maxBets: positive(settings.max_bets_on_betslip, d.maxBets),
    limits: {
      min: nonNegative(settings.bet_stake_min_amount, d.limits.min),
      max: positive(settings.bet_stake_max_amount, d.limits.max),
    },
    tax: {
      stakeRatePercentage: settings.enable_stake_after_tax ? nonNegative(settings.stake_rate_percentage, 0) : 0,
      taxReturnsPercentage: settings.tax_deduction_enabled ? nonNegative(settings.tax_returns_percentage, 0) : 0,
    },
    eachWayEnabled: settings.each_way_enabled === true,
    africanBetslip: settings.african_betslip === true,
    parlayExtraWinnings: settings.enable_parlay_extra_winnings === true,
    updateDelayMs: nonNegative(settings.betslip_delay_before_update_stakes, d.updateDelayMs),
    betCountPollMs: positive(settings.betcount_polling_interval, d.betCountPollMs),
    cashoutTimeoutMs: positive(settings.cashout_timeout, d.cashoutTimeoutMs),
    precision: nonNegative(settings.currency_precision, d.precision),
    minMultipleStake: typeof settings.min_multiple_stake === 'number' ? settings.min_multiple_stake : null,
    quickStakesSetting: typeof settings.quick_bet_values === 'string' ? settings.quick_bet_values : null,
    negativeOdds: settings.negative_odds_enabled !== false,
    defaultStakeEnabled: settings.enable_default_stake !== false,
    rememberStakeEnabled: settings.enable_remember_stake !== false,
  };
}
