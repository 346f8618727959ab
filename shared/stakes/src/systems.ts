/**
 * System bets (spec §5, §9): codes 002–012 are the k-folds "k from n"; the named bets combine folds
 * (and for some, singles) over a fixed number of selections. A combination with two legs on the same
 * market cannot be placed, so it is not counted or priced.
 */
import { placeOdds, type PlaceTerms } from './each-way';
import { toMajor, toMinor } from './money';
import { taxedReturns } from './returns';
import { NO_TAX, type TaxSettings } from './tax';

export interface SystemDefinition {
  code: string;
  /** Fold sizes the bet covers: 1 = singles, n = the accumulator. */
  folds: readonly number[];
  /** Number of selections a named bet needs; absent for "k from n", which works on any n ≥ k. */
  selections?: number;
  name?: 'trixie' | 'patent' | 'yankee' | 'lucky15' | 'canadian' | 'lucky31' | 'heinz' | 'lucky63' | 'superHeinz' | 'goliath';
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const NAMED_SYSTEMS: readonly SystemDefinition[] = [
  { code: '057', name: 'trixie', selections: 3, folds: [2, 3] },
  { code: '058', name: 'patent', selections: 3, folds: [1, 2, 3] },
  { code: '019', name: 'yankee', selections: 4, folds: range(2, 4) },
  { code: '059', name: 'lucky15', selections: 4, folds: range(1, 4) },
  { code: '060', name: 'canadian', selections: 5, folds: range(2, 5) },
  { code: '047', name: 'lucky31', selections: 5, folds: range(1, 5) },
  { code: '020', name: 'heinz', selections: 6, folds: range(2, 6) },
  { code: '021', name: 'lucky63', selections: 6, folds: range(1, 6) },
  { code: '022', name: 'superHeinz', selections: 7, folds: range(2, 7) },
  { code: '046', name: 'goliath', selections: 8, folds: range(2, 8) },
];

/** Codes 002..012: every k-fold of the slip's selections. */
export const foldSystem = (k: number): SystemDefinition => ({ code: String(k).padStart(3, '0'), folds: [k] });

export interface SystemLeg {
  marketId: number;
  decimal: number;
}

/** The systems a slip of these legs can offer: k-folds for 2 ≤ k < n (the n-fold is the multiple) and the named bet for n. */
export function availableSystems(legCount: number): SystemDefinition[] {
  if (legCount < 3) return [];
  const folds = range(2, Math.min(legCount - 1, 12)).map(foldSystem);
  return [...folds, ...NAMED_SYSTEMS.filter((s) => s.selections === legCount)];
}

export function systemByCode(code: string): SystemDefinition | undefined {
  const named = NAMED_SYSTEMS.find((s) => s.code === code);
  if (named) return named;
  const k = Number(code);
  return /^0(0[2-9]|1[0-2])$/.test(code) ? foldSystem(k) : undefined;
}

/**
 * Coefficient k of ∏ over markets (1 + x · Σ weight of that market's legs): the sum, over every k-leg
 * combination with no two legs on one market, of the product of the legs' weights. Weight 1 counts the
 * combinations; the decimal odds sum their combined odds. O(n²) where listing them is O(2ⁿ): a
 * 15-selection slip has 32,000 system combinations and the slip re-prices them on every price change.
 */
function combinationSums(legs: readonly SystemLeg[], weight: (leg: SystemLeg) => number): number[] {
  const byMarket = new Map<number, number>();
  for (const leg of legs) byMarket.set(leg.marketId, (byMarket.get(leg.marketId) ?? 0) + weight(leg));
  let sums = [1];
  for (const marketWeight of byMarket.values()) {
    const next = [...sums, 0];
    for (let k = 0; k < sums.length; k++) next[k + 1] = (next[k + 1] ?? 0) + (sums[k] ?? 0) * marketWeight;
    sums = next;
  }
  return sums;
}

const overFolds = (system: SystemDefinition, sums: readonly number[]) =>
  system.folds.reduce((total, k) => total + (sums[k] ?? 0), 0);

/** Number of bets of a system over these legs, combinations with repeated markets excluded. */
export const systemBetCount = (system: SystemDefinition, legs: readonly SystemLeg[]): number =>
  overFolds(
    system,
    combinationSums(legs, () => 1),
  );

/** Σ over the system's lines of their combined odds: what one unit returns if every leg wins. */
export const systemGrossOdds = (system: SystemDefinition, legs: readonly SystemLeg[]): number =>
  overFolds(
    system,
    combinationSums(legs, (leg) => leg.decimal),
  );

/**
 * Total stake and potential returns (every leg winning) of a system at a unit stake, taxed by the
 * one money rule over the whole stake, as the API prices it. Each-way (every leg's place terms given):
 * each line has a place twin at the legs' place odds, so twice the bets and twice the stake.
 */
export function systemTotals(
  system: SystemDefinition,
  legs: readonly SystemLeg[],
  unitStake: number,
  tax: TaxSettings = NO_TAX,
  placeTerms?: readonly PlaceTerms[],
): { bets: number; totalStake: number; potentialReturns: number } {
  const lines = systemBetCount(system, legs);
  const bets = placeTerms ? lines * 2 : lines;
  if (!(unitStake > 0) || bets === 0) return { bets, totalStake: 0, potentialReturns: 0 };
  const totalStake = toMajor(toMinor(unitStake) * bets);
  const { potentialReturns } = taxedReturns(unitStake, eachWaySystemOdds(system, legs, placeTerms), tax, totalStake);
  return { bets, totalStake, potentialReturns };
}

/** What one unit returns if every leg wins: the win lines' odds, plus the place lines' where each-way. */
export function eachWaySystemOdds(
  system: SystemDefinition,
  legs: readonly SystemLeg[],
  placeTerms?: readonly PlaceTerms[],
): number {
  const win = systemGrossOdds(system, legs);
  if (!placeTerms) return win;
  const placeLegs = legs.map((leg, i) => ({ ...leg, decimal: placeOdds(leg.decimal, placeTerms[i] ?? NO_PLACE) }));
  return win + systemGrossOdds(system, placeLegs);
}

/** Terms that pay nothing extra (place odds 1): a leg without terms never reaches an each-way system. */
const NO_PLACE: PlaceTerms = { numerator: 0, denominator: 1 };
