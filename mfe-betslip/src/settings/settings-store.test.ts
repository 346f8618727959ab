import { createBus } from '@sportsbook/bus';
import { OPERATOR_SETTINGS } from '@sportsbook/contracts/testing';
import { DEFAULT_BETSLIP_SETTINGS } from './betslip-settings';
import { followSettings, settingsStore } from './settings-store';

it("takes the slip's settings from the ones the shell publishes, and the spec defaults when there are none", () => {
  const bus = createBus();
  const stop = followSettings(bus);
  bus.setState('settings', { ...OPERATOR_SETTINGS, max_bets_on_betslip: 30 });
  expect(settingsStore.getState().maxBets).toBe(30);
  bus.setState('settings', null);
  expect(settingsStore.getState()).toEqual(DEFAULT_BETSLIP_SETTINGS);
  stop();
});
