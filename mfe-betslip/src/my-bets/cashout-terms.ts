import {
  currencyScale,
  scaledStakeLimits,
  splitStakeForCashout,
  toMajor,
  toMinor,
  type PartialCashoutRefusal,
} from '@sportsbook/stakes';
import type { BetslipSettings } from '../settings/betslip-settings';
import type { ListedBet } from './jackpot-bet';

/**
 * The least stake a bet keeps after a partial cash out: the brand's minimum for a single, or for a
 * multiple's unit stake, in the player's currency, as the book applies it when it takes the bet.
 */
export function minimumStakeLeft(
  bet: ListedBet,
  settings: Pick<BetslipSettings, 'limits' | 'minMultipleStake'>,
  currency: string,
) {
  const multiple = bet.betType === 'multiple' && settings.minMultipleStake !== null;
  return multiple ? (settings.minMultipleStake ?? 0) * currencyScale(currency) : scaledStakeLimits(settings.limits, currency).min;
}

export type PartPreview = { stakeLeft: number } | { refused: PartialCashoutRefusal };

/** What a typed part of the offer would leave on the bet, by the book's own rule (@sportsbook/stakes). */
export function previewPart(stake: number, offer: number, part: number, minimumStake: number): PartPreview {
  const split = splitStakeForCashout(toMinor(stake), toMinor(offer), toMinor(part), toMinor(minimumStake));
  return typeof split === 'string' ? { refused: split } : { stakeLeft: toMajor(split.stakeLeftMinor) };
}

/** An auto cash-out target the book takes: above today's offer (or it would fire at once), within the returns. */
export const autoTargetFits = (target: number, offer: number, potentialReturns: number): boolean =>
  target > offer && target <= potentialReturns;
