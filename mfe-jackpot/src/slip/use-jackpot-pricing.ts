import type { Jackpot } from '@sportsbook/contracts';
import { useEffect } from 'react';
import { outcomeIdList } from './jackpot-picks';
import { jackpotSlip } from './jackpot-slip-store';
import { selectPicks, useJackpotSlip } from './use-jackpot-slip';

/** Reprices the slip whenever its picks change; a superseded calculation is aborted. */
export function useJackpotPricing(jackpot: Jackpot): void {
  const key = outcomeIdList(useJackpotSlip(selectPicks(jackpot.id)));
  useEffect(() => {
    const controller = new AbortController();
    void jackpotSlip().price(jackpot, controller.signal);
    return () => controller.abort();
  }, [jackpot, key]);
}
