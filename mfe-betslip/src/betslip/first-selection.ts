import { decimalSeparatorOf } from '@sportsbook/stakes';
import { useTranslation } from '@sportsbook/translation';
import { whenIdle } from '@sportsbook/ui';
import { useEffect } from 'react';
import { useMoney } from './use-slip';

/** The slip's options (odds changes, keep selections, starting stakes) sit under Place: they follow the first selection. */
export const slipOptionsModule = () => import('./slip-options');

/**
 * While the slip is empty, readies in the browser's idle time what its first selection shows beyond
 * the empty slip: the options' code, and the money and stake formats in the player's language. The
 * press that adds a selection then renders the slip and nothing else, which on a phone is the
 * difference between a slip that answers at once and one that lags (add to slip ≤ 50 ms at
 * 4× CPU).
 */
export function useReadyForFirstSelection(empty: boolean): void {
  const money = useMoney();
  const { i18n } = useTranslation('betslip');
  const language = i18n.language;
  useEffect(() => {
    if (!empty) return;
    let wanted = true;
    whenIdle(() => {
      if (!wanted) return;
      // A load that fails here is tried again when the options first render.
      slipOptionsModule().catch(() => undefined);
      money(0);
      decimalSeparatorOf(language);
    });
    return () => {
      wanted = false;
    };
  }, [empty, money, language]);
}
