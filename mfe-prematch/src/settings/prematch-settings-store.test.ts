import { getBus } from '@sportsbook/bus';
import { OPERATOR_SETTINGS } from '@sportsbook/contracts/testing';
import {
  followPrematchSettings,
  prematchSettingsStore,
  resetPrematchSettingsStore,
  toPrematchSettings,
} from './prematch-settings-store';

beforeEach(() => resetPrematchSettingsStore());

it('reads the coupon layout and the negative-odds toggle', () => {
  expect(toPrematchSettings({ coupon_layout: 'india', negative_odds_enabled: false } as never)).toEqual({
    couponLayout: 'india',
    negativeOdds: false,
  });
});

it('keeps negative odds on when the backend does not say', () => {
  expect(toPrematchSettings({} as never).negativeOdds).toBe(true);
});

it("follows the shell's settings, and falls back to the defaults when the settings could not be fetched", () => {
  followPrematchSettings();
  getBus().setState('settings', { ...OPERATOR_SETTINGS, coupon_layout: 'india', negative_odds_enabled: false });
  expect(prematchSettingsStore.getState()).toEqual({ couponLayout: 'india', negativeOdds: false });
  getBus().setState('settings', null);
  expect(prematchSettingsStore.getState()).toEqual({ couponLayout: undefined, negativeOdds: true });
});
