import {
  loadPrematchSettings,
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

it('falls back to the defaults when the settings cannot be fetched', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500, json: () => Promise.resolve(null) });
  await loadPrematchSettings();
  expect(prematchSettingsStore.getState()).toEqual({ couponLayout: undefined, negativeOdds: true, status: 'done' });
});
