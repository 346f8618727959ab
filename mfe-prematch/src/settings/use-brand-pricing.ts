import { useEffect } from 'react';
import { loadOddsConfig, usePricingSettled } from '../odds/odds-config-store';
import { followPrematchSettings } from './prematch-settings-store';

/**
 * Starts loading, once per page, what every price depends on (margins, ladder, power odds,
 * settings) and says whether prices are final, so a list never shows a price that then jumps.
 */
export function useBrandPricing(): boolean {
  useEffect(() => {
    void loadOddsConfig();
    followPrematchSettings();
  }, []);
  return usePricingSettled();
}
