import { getBus } from '@sportsbook/bus';
import type { OperatorSettings } from '@sportsbook/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface PrematchSettings {
  couponLayout: string | undefined;
  /** Spec §6 feature toggle. A backend that does not send it keeps every odds format the brand offers. */
  negativeOdds: boolean;
}

const initial: PrematchSettings = { couponLayout: undefined, negativeOdds: true };

export const prematchSettingsStore = createStore<PrematchSettings>(() => initial);

/** The prematch pages read coupon_layout (spec §3) and the negative-odds toggle of spec §6, both optional. */
export const toPrematchSettings = (settings: OperatorSettings): PrematchSettings => ({
  couponLayout: settings.coupon_layout,
  negativeOdds: settings.negative_odds_enabled ?? true,
});

let following = false;

/** Follows the operator settings the shell publishes, once per page; without them every sport keeps its defaults. */
export function followPrematchSettings(): void {
  if (following) return;
  following = true;
  getBus().subscribe('settings', (settings) =>
    prematchSettingsStore.setState(settings ? toPrematchSettings(settings) : initial, true),
  );
}

export const resetPrematchSettingsStore = (): void => {
  following = false;
  prematchSettingsStore.setState(initial, true);
};

export const useCouponLayout = (): string | undefined => useStore(prematchSettingsStore, (state) => state.couponLayout);
export const useNegativeOdds = (): boolean => useStore(prematchSettingsStore, (state) => state.negativeOdds);
