import { POWER_ODDS_TYPE } from '@sportsbook/contracts';
import { NO_ODDS_CONFIG, mergeOddsConfigs, toOddsConfig, type OddsConfig } from '@sportsbook/odds';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getPowerOdds } from '../api-calls/power-odds';
import { getOddsLadderAndMargins } from '../api-calls/odds-ladder-and-margins';

interface OddsConfigState {
  config: OddsConfig;
  /** 'slow': still loading, but lists stop waiting for it (the HTTP client has no timeout). */
  status: 'idle' | 'loading' | 'slow' | 'ready' | 'unavailable';
}

/** How long lists wait for the config before showing feed prices, so a hung endpoint never blanks the page. */
export const PRICING_WAIT_MS = 3000;

const initial: OddsConfigState = { config: NO_ODDS_CONFIG, status: 'idle' };

export const oddsConfigStore = createStore<OddsConfigState>(() => initial);

/**
 * Loads the brand's ladder and margins and the book's power odds once per page. Prices render at
 * once with the feed price and re-render when the config arrives; without a config the feed price
 * is the offered price, and without power odds no event is boosted.
 */
export async function loadOddsConfig(): Promise<void> {
  if (oddsConfigStore.getState().status !== 'idle') return;
  oddsConfigStore.setState({ status: 'loading' });
  const slow = setTimeout(() => {
    if (oddsConfigStore.getState().status === 'loading') oddsConfigStore.setState({ status: 'slow' });
  }, PRICING_WAIT_MS);
  const power = getPowerOdds().then(
    (response) => toOddsConfig(response),
    () => NO_ODDS_CONFIG,
  );
  try {
    const brand = toOddsConfig(await getOddsLadderAndMargins());
    oddsConfigStore.setState({ config: mergeOddsConfigs(brand, await power), status: 'ready' });
  } catch (error) {
    console.error('odds ladder and margins are unavailable; showing feed prices', error);
    oddsConfigStore.setState({ status: 'unavailable' });
  } finally {
    clearTimeout(slow);
  }
}

export const resetOddsConfigStore = (): void => oddsConfigStore.setState(initial, true);

export const useOddsConfig = (): OddsConfig => useStore(oddsConfigStore, (state) => state.config);

/** Whether the book boosts this event's prices (a power-odds margin names it). */
export const useHasPowerOdds = (eventId: number): boolean =>
  useStore(oddsConfigStore, (state) =>
    state.config.margins.some((margin) => margin.brandMarginType === POWER_ODDS_TYPE && margin.eventId === eventId),
  );

/** Prices are final once the config has arrived or is known to be unavailable; before, they would jump. */
export const usePricingSettled = (): boolean =>
  useStore(oddsConfigStore, (state) => state.status !== 'idle' && state.status !== 'loading');
