import type { ParseKeys } from 'i18next';
import { useTranslation } from '@sportsbook/translation';
import { MY_BETS_NAMESPACES } from '../i18n/my-bets-translations';

/** A key of My Bets' strings or of the slip's. */
export type MyBetsKey = ParseKeys<'betslip-my-bets'> | ParseKeys<'betslip'>;

/**
 * My Bets' own strings first, then the slip's (stakes, returns) for the ones both show. i18next
 * types a namespace list by its first namespace only, so the fallback's keys are typed here.
 */
export function useMyBetsTranslation() {
  const { t, i18n } = useTranslation(MY_BETS_NAMESPACES, { nsMode: 'fallback' });
  return { t: t as unknown as (key: MyBetsKey, values?: Record<string, unknown>) => string, i18n };
}
