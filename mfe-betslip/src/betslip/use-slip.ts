import { LOGGED_OUT } from '@sportsbook/contracts';
import { formatOdds } from '@sportsbook/odds';
import { formatMoney, useBusState } from '@sportsbook/ui';
import { useCallback } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useStore } from 'zustand';
import { settingsStore } from '../settings/settings-store';
import { betslipRuntime } from './betslip-runtime';
import type { BetslipState } from './slip-types';

export const useSlip = <T>(selector: (state: BetslipState) => T): T => useStore(betslipRuntime().slip.store, selector);

export const useBetslipSettings = () => useStore(settingsStore);

export const useSession = () => useBusState('session') ?? LOGGED_OUT;

/** The player's odds format (spec §3 oddsType), decimal until the shell says otherwise. */
export const useOddsFormat = () => useBusState('odds-format')?.format ?? 'euro';

/** Odds as the player chose to read them, wherever the slip or My Bets shows a price. */
export function useOddsText(): (decimal: number) => string {
  const format = useOddsFormat();
  const { negativeOdds } = useBetslipSettings();
  return useCallback((decimal: number) => formatOdds(decimal, format, { negativeOdds }), [format, negativeOdds]);
}

/** Money in the player's locale and currency; never NaN or Infinity on screen. */
export function useMoney(): (amount: number) => string {
  const { currency } = useSession();
  const { i18n } = useTranslation('betslip');
  const locale = useBusState('locale')?.locale ?? i18n.language ?? 'en';
  return useCallback((amount: number) => formatMoney(Number.isFinite(amount) ? amount : 0, currency, locale), [currency, locale]);
}
