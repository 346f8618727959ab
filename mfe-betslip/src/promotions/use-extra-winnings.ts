import { isAbortError } from '@sportsbook/http';
import { parlayExtraWinnings, type EpwConfig } from '@sportsbook/stakes';
import { useEffect, useState } from 'react';
import { useBetslipSettings, useSession } from '../betslip/use-slip';
import { getEpw } from './get-epw';
import { getPromotionalInfo } from './get-promotional-info';

interface Offer {
  config: EpwConfig;
  excluded: boolean;
}

/**
 * Parlay extra winnings of a multiple (spec §3, §6): only for a logged-in player not excluded from
 * promotions, on a brand with the setting on. Until both answers arrive nothing is promised.
 */
export function useExtraWinnings(legs: number, stake: number, returns: number): number {
  const { parlayExtraWinnings: enabled } = useBetslipSettings();
  const { loggedIn, accountId } = useSession();
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    setOffer(null);
    if (!enabled || !loggedIn || !accountId) return;
    const controller = new AbortController();
    Promise.all([getEpw(controller.signal), getPromotionalInfo(accountId, controller.signal)]).then(
      ([config, info]) => setOffer({ config, excluded: info.promotionalInfo?.excludedFromPromotions ?? true }),
      (error: unknown) => {
        if (!isAbortError(error)) console.warn('[betslip] parlay extra winnings unavailable', error);
      },
    );
    return () => controller.abort();
  }, [enabled, loggedIn, accountId]);
  if (!offer) return 0;
  return parlayExtraWinnings(offer.config, { enabled, loggedIn, excludedFromPromotions: offer.excluded }, legs, stake, returns);
}
