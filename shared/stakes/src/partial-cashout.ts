/**
 * Partial cash out: the player takes part of a bet's cash-out value now and leaves the
 * rest running as a smaller stake. A cash-out value is proportional to the stake, so taking `part` of
 * an `offer` sells the same share of the stake; the stake left keeps the bet's odds and legs. Amounts
 * are in minor units, so the book and the slip compute the same cents.
 */
import { taxedReturn, type TaxRates } from './money';
import { roundPayoutDown } from './rounding';

export type PartialCashoutRefusal = 'part-not-positive' | 'part-too-small' | 'part-not-below-offer' | 'stake-left-below-minimum';

export interface PartialCashout {
  /** The share of the stake sold, in minor units. */
  stakeSoldMinor: number;
  /** The stake that stays on the bet. */
  stakeLeftMinor: number;
}

/**
 * Splits a stake for a partial cash out of `partMinor` out of `offerMinor`, or says why it cannot:
 * the part must be more than nothing and less than the whole offer (the whole is a full cash out),
 * and the stake left must still be a stake the book takes.
 */
export function splitStakeForCashout(
  stakeMinor: number,
  offerMinor: number,
  partMinor: number,
  minimumStakeMinor: number,
): PartialCashout | PartialCashoutRefusal {
  if (!(Number.isInteger(partMinor) && partMinor > 0)) return 'part-not-positive';
  if (!(partMinor < offerMinor)) return 'part-not-below-offer';
  // Rounded down in the player's favour: the stake kept is never less than the share not sold.
  const stakeSoldMinor = Math.floor((stakeMinor * partMinor) / offerMinor);
  const stakeLeftMinor = stakeMinor - stakeSoldMinor;
  // A part worth less than a cent of stake would be paid for nothing.
  if (stakeSoldMinor < 1) return 'part-too-small';
  if (stakeLeftMinor < Math.max(1, minimumStakeMinor)) return 'stake-left-below-minimum';
  return { stakeSoldMinor, stakeLeftMinor };
}

/** An auto cash-out target scaled with the stake, so a rule set on the whole bet means the same on what is left. */
export const scaledCashoutTarget = (targetMinor: number, stakeMinor: number, stakeLeftMinor: number): number =>
  Math.ceil((targetMinor * stakeLeftMinor) / stakeMinor);

/**
 * What the book offers to cash a bet out now, in minor units: what the bet returns if it wins, after
 * the brand's tax (money.ts, as the slip and settlement take it), times its chance of still winning,
 * less the book's margin, rounded down. Valued on the net stake and net return, so a cash out never
 * hands back the stake tax: cashed at once (the chance is 1 / the odds), it is at most the net stake.
 *
 * @param bookedOdds the odds of the legs still counting (won and open; a void leg counts 1)
 * @param winChance the chance the open legs all win, as their prices now say (1 / their product)
 */
export function cashoutValueMinor(
  stakeMinor: number,
  bookedOdds: number,
  winChance: number,
  tax: TaxRates,
  marginShare: number,
): number {
  if (!(stakeMinor > 0) || !(bookedOdds >= 1) || !(winChance > 0)) return 0;
  const netReturnMinor = taxedReturn(stakeMinor * bookedOdds, stakeMinor, tax).returnsMinor;
  return roundPayoutDown(netReturnMinor * Math.min(1, winChance) * (1 - marginShare));
}
