/**
 * Negative odds (spec §5): in malay, indo and us formats some prices are negative, and there the
 * stake the player types is the amount to win, so the amount at risk is stake / (decimal − 1)
 * (stake × |odds| in malay and indo, stake × |odds| / 100 in us).
 */
import type { OddsFormat } from '@sportsbook/contracts';
import { roundMoney } from './rounding';

/** The odds format the player reads prices in (the contracts' list, so a new format reaches the stake rules too). */
export type OddsType = OddsFormat;

/** Converted only for malay above decimal 2, or indo and us below decimal 2, and only when the brand enables negative odds. */
export function isNegativeOddsStake(oddsType: OddsType, decimal: number, negativeOddsEnabled: boolean): boolean {
  if (!negativeOddsEnabled || !(decimal > 1)) return false;
  if (oddsType === 'malay') return decimal > 2;
  if (oddsType === 'indo' || oddsType === 'us') return decimal < 2;
  return false;
}

/** The amount at risk for a typed stake; unchanged unless the rule above converts it. */
export function riskForStake(stake: number, decimal: number, oddsType: OddsType, negativeOddsEnabled: boolean): number {
  if (!(stake > 0)) return 0;
  if (!isNegativeOddsStake(oddsType, decimal, negativeOddsEnabled)) return stake;
  return roundMoney(stake / (decimal - 1));
}
