import type { JackpotSingle } from '@sportsbook/contracts';
import { useStore } from 'zustand';
import { jackpotSlip, type JackpotSlipState } from './jackpot-slip-store';

const NO_PICKS: JackpotSingle[] = [];

export const selectPicks =
  (jackpotId: number) =>
  (state: JackpotSlipState): JackpotSingle[] =>
    state.picks[jackpotId] ?? NO_PICKS;
export const selectPricing = (state: JackpotSlipState) => state.pricing;
export const selectPlacement = (state: JackpotSlipState) => state.placement;
export const selectRetailCode = (state: JackpotSlipState) => state.retailCode;

/** A slice of the page's jackpot slip, re-rendering only when that slice changes. */
export const useJackpotSlip = <T>(selector: (state: JackpotSlipState) => T): T => useStore(jackpotSlip().store, selector);
