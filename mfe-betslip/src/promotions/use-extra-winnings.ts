import { isAbortError } from '@sportsbook/http';
import type { EpwConfig } from '@sportsbook/stakes';
import { useEffect, useMemo, useState } from 'react';
import { useBetslipSettings, useSession } from '../betslip/use-slip';
import { getEpw } from '../api-calls/epw-promotion';
import type { ExtraWinningsOffer } from './extra-winnings-offer';
import { getPromotionalInfo } from '../api-calls/account-info';

/**
 * Parlay extra winnings on offer (spec §3, §6): only for a logged-in player not excluded from
 * promotions, on a brand with the setting on. Until both answers arrive nothing is promised; they
 * are asked for only once the slip can hold a multiple (`wanted`).
 */
export function useExtraWinningsOffer(wanted: boolean): ExtraWinningsOffer | null {
  const { parlayExtraWinnings: enabled } = useBetslipSettings();
  const { loggedIn, accountId } = useSession();
  const [offer, setOffer] = useState<{ config: EpwConfig; excluded: boolean } | null>(null);
  useEffect(() => {
    setOffer(null);
    if (!wanted || !enabled || !loggedIn || !accountId) return;
    const controller = new AbortController();
    Promise.all([getEpw(controller.signal), getPromotionalInfo(accountId, controller.signal)]).then(
      ([config, info]) => setOffer({ config, excluded: info.promotionalInfo?.excludedFromPromotions ?? true }),
      (error: unknown) => {
        if (!isAbortError(error)) console.warn('[betslip] parlay extra winnings unavailable', error);
      },
    );
    return () => controller.abort();
  }, [wanted, enabled, loggedIn, accountId]);
  return useMemo(
    () => (offer ? { config: offer.config, who: { enabled, loggedIn, excludedFromPromotions: offer.excluded } } : null),
    [offer, enabled, loggedIn],
  );
}
