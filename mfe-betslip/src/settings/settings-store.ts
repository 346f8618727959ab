import { createStore } from 'zustand/vanilla';
import { DEFAULT_BETSLIP_SETTINGS, betslipSettingsFrom, type BetslipSettings } from './betslip-settings';
import { getSettings } from './get-settings';

/** The brand's betslip settings; the §9 defaults until (or unless) the API answers. */
export const settingsStore = createStore<BetslipSettings>(() => DEFAULT_BETSLIP_SETTINGS);

let loadedFor: string | undefined;

export function loadSettings(currency: string): void {
  if (loadedFor === currency) return;
  loadedFor = currency;
  getSettings(currency).then(
    (settings) => settingsStore.setState(betslipSettingsFrom(settings), true),
    (error: unknown) => console.warn('[betslip] settings unavailable, using the spec defaults', error),
  );
}

export const resetSettings = (): void => {
  loadedFor = undefined;
  settingsStore.setState(DEFAULT_BETSLIP_SETTINGS, true);
};
