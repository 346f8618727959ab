/**
 * What a slip is evaluated against and what it plans: the player's context, the brand's stake terms
 * in the player's currency, and a bet ready to book. The slip's evaluation and its bet builders
 * both read these, so they sit below both.
 */
import { currencyScale, toMinor } from '@sportsbook/stakes';
import type { OutcomeRef } from '../catalogue/catalogue';
import type { BrandConfig } from '../content/brands';
import { taxOf } from './returns';
import type { SelectionCheck } from './selection-check';

export interface EvaluationContext {
  brand: BrandConfig;
  currency: string;
  check: (outcomeId: number) => SelectionCheck;
  /** Wallet in minor units; absent for an anonymous slip. */
  wallet?: { balanceMinor: number; promoMinor: number };
  /** The player is excluded from promotions: no parlay extra winnings are priced or booked. */
  excludedFromPromotions?: boolean;
}

export interface PlannedBet {
  ref: string;
  kind: 'SINGLE' | 'MULTIPLE' | 'SYSTEM';
  betTypeId: number;
  description: string;
  unitMinor: number;
  lines: number[][];
  stakeMinor: number;
  promoMinor: number;
  /** Indices into the selections. */
  legs: number[];
  totalOdds: number;
  potentialMinor: number;
  /** An each-way single: its leg carries the market's place terms. */
  eachWay?: boolean;
  /** A bet builder: its own legs (not the slip's singles), the price asked for and the price now. */
  builder?: { legs: OutcomeRef[]; requested: number | undefined; current: number };
}

/** The least stake the brand takes on a bet, in the player's currency's minor units: a single's, or a multiple's unit stake. */
export const minimumStakeMinor = (brand: BrandConfig, currency: string, multiple: boolean): number =>
  toMinor((multiple ? brand.multipleMinStake : brand.stakeMin) * currencyScale(currency));

export type SlipTerms = ReturnType<typeof termsOf>;

/** The brand's stake terms in the player's currency, in minor units. */
export function termsOf(ctx: EvaluationContext) {
  const scale = currencyScale(ctx.currency);
  const minMinor = minimumStakeMinor(ctx.brand, ctx.currency, false);
  const multipleMinMinor = minimumStakeMinor(ctx.brand, ctx.currency, true);
  return {
    tax: taxOf(ctx.brand),
    minMinor,
    maxMinor: toMinor(ctx.brand.stakeMax * scale),
    /** The multiple's own minimum, as the brand states it. */
    multipleMinMinor,
    /** What a multiple's stake must reach: the larger of both minimums. */
    multipleFloorMinor: Math.max(minMinor, multipleMinMinor),
  };
}
