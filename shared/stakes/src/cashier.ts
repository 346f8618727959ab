/**
 * The cashier's money rules: the first-deposit bonus and what may be withdrawn. Pure
 * functions in minor units; the API applies them and the cashier page shows the same figures.
 */

export interface FirstDepositBonusTerms {
  /** Share of the first deposit paid as bonus money. */
  percent: number;
  /** The most it pays, in minor units of the player's currency. */
  maxMinor: number;
}

/** Bonus money for a player's first deposit: a share of it, capped; nothing for a later deposit. */
export function firstDepositBonusMinor(
  depositMinor: number,
  earlierDeposits: number,
  terms: FirstDepositBonusTerms | null,
): number {
  if (!terms || earlierDeposits > 0 || depositMinor <= 0) return 0;
  return Math.min(Math.floor((depositMinor * terms.percent) / 100), terms.maxMinor);
}

/**
 * The bonus terms (docs/decisions/bonus-terms.md): bonus money and what it wins stay bonus money
 * until the player has staked WAGERING_MULTIPLE times the bonus in cash on bets at MIN_ODDS or more,
 * settled won or lost; then the bonus pocket turns into cash. A withdrawal before that forfeits it.
 */
export const BONUS_TERMS = { wageringMultiple: 5, minOdds: 1.5 } as const;

export interface BonusProgress {
  /** Cash stakes the bonus asks for, minor units. */
  requiredMinor: number;
  /** Qualifying cash stakes so far, never more than required. */
  wageredMinor: number;
  met: boolean;
}

/** How far a bonus of `bonusMinor` is wagered after `stakedMinor` of qualifying cash stakes. */
export function bonusProgress(bonusMinor: number, stakedMinor: number): BonusProgress {
  const requiredMinor = bonusMinor * BONUS_TERMS.wageringMultiple;
  const wageredMinor = Math.min(Math.max(0, stakedMinor), requiredMinor);
  return { requiredMinor, wageredMinor, met: wageredMinor >= requiredMinor };
}

/** Only cash can leave: bonus and free-bet money stay in the promo pocket and are never withdrawable. */
export const withdrawableMinor = (realBalanceMinor: number, onHold: boolean): number =>
  onHold ? 0 : Math.max(0, realBalanceMinor);

/** Quick amounts the cashier offers, in the currency's units: 10, 20, 50 and 100 euros' worth, rounded to a clean figure. */
export function quickDepositAmounts(eurRate: number): number[] {
  return [10, 20, 50, 100].map((eur) => {
    const raw = eur * eurRate;
    const step = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
    return Math.round(raw / step) * step;
  });
}
