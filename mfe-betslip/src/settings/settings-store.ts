import type { Bus } from '@sportsbook/bus';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_BETSLIP_SETTINGS, betslipSettingsFrom, type BetslipSettings } from './betslip-settings';

/** The brand's betslip settings; the §9 defaults until (or unless) the shell publishes the operator's. */
export const settingsStore = createStore<BetslipSettings>(() => DEFAULT_BETSLIP_SETTINGS);

/** Follows the operator settings the shell publishes (in the player's currency); none means the defaults. */
export const followSettings = (bus: Bus): (() => void) =>
  bus.subscribe('settings', (settings) =>
    settingsStore.setState(settings ? betslipSettingsFrom(settings) : DEFAULT_BETSLIP_SETTINGS, true),
  );
