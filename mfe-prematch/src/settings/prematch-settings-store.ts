import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getPrematchSettings, type PrematchSettingsResponse } from '../sports-api/get-prematch-settings';

export interface PrematchSettings {
  couponLayout: string | undefined;
  /** Spec §6 feature toggle. A backend that does not send it keeps every odds format the brand offers. */
  negativeOdds: boolean;
}

interface PrematchSettingsState extends PrematchSettings {
  status: 'idle' | 'loading' | 'done';
}

const initial: PrematchSettingsState = { couponLayout: undefined, negativeOdds: true, status: 'idle' };

export const prematchSettingsStore = createStore<PrematchSettingsState>(() => initial);

export const toPrematchSettings = (response: PrematchSettingsResponse): PrematchSettings => ({
  couponLayout: response.coupon_layout,
  negativeOdds: response.negative_odds_enabled ?? true,
});

/** Reads the settings once; without them every sport keeps its default columns. */
export async function loadPrematchSettings(): Promise<void> {
  if (prematchSettingsStore.getState().status !== 'idle') return;
  prematchSettingsStore.setState({ status: 'loading' });
  const settings = await getPrematchSettings().then(toPrematchSettings, () => null);
  prematchSettingsStore.setState({ ...settings, status: 'done' });
}

export const resetPrematchSettingsStore = (): void => prematchSettingsStore.setState(initial, true);

export const useCouponLayout = (): string | undefined => useStore(prematchSettingsStore, (state) => state.couponLayout);
export const useNegativeOdds = (): boolean => useStore(prematchSettingsStore, (state) => state.negativeOdds);
