import { betslipSettingsFrom, DEFAULT_BETSLIP_SETTINGS } from './betslip-settings';

const base = { brand: 'ke', partner_product_urls: {}, enable_my_bets: true, max_bets_on_betslip: 15 };

it('reads limits, tax and the african flavour from the brand settings', () => {
  const settings = betslipSettingsFrom({
    ...base,
    bet_stake_min_amount: 10,
    bet_stake_max_amount: 500_000,
    tax_deduction_enabled: true,
    enable_stake_after_tax: true,
    stake_rate_percentage: 12.5,
    tax_returns_percentage: 20,
    african_betslip: true,
  });
  expect(settings).toMatchObject({
    limits: { min: 10, max: 500_000 },
    tax: { stakeRatePercentage: 12.5, taxReturnsPercentage: 20 },
    africanBetslip: true,
  });
});

it('ignores tax percentages the brand has not enabled and falls back to the §9 defaults', () => {
  const settings = betslipSettingsFrom({ ...base, max_bets_on_betslip: Number.NaN, stake_rate_percentage: 12.5 });
  expect(settings.tax).toEqual({ stakeRatePercentage: 0, taxReturnsPercentage: 0 });
  expect(settings.maxBets).toBe(15);
  expect(settings.limits).toEqual(DEFAULT_BETSLIP_SETTINGS.limits);
  expect(settings.cashoutTimeoutMs).toBe(5000);
});

it('offers the default and remembered stakes unless the brand turns them off', () => {
  expect(betslipSettingsFrom(base)).toMatchObject({ defaultStakeEnabled: true, rememberStakeEnabled: true });
  expect(betslipSettingsFrom({ ...base, enable_default_stake: false, enable_remember_stake: false })).toMatchObject({
    defaultStakeEnabled: false,
    rememberStakeEnabled: false,
  });
  expect(betslipSettingsFrom({ ...base, enable_remember_stake: false })).toMatchObject({
    defaultStakeEnabled: true,
    rememberStakeEnabled: false,
  });
});
