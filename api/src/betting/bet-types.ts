/**
 * Multiples and system bets: which lines (combinations of selections) a bet is made of. Spec §9:
 * a Double is bet type 200002 (an N-fold 200000 + N); system codes 002-012 are all N-folds of the
 * selections, the named systems combine singles, folds 2 to 8 and the accumulator.
 */
import { DOUBLE_BET_TYPE_ID } from '@sportsbook/contracts';
import { binomial, combinationsOf, NAMED_SYSTEMS, type SystemDefinition } from '@sportsbook/stakes';

export const multipleBetTypeId = (selections: number) => DOUBLE_BET_TYPE_ID - 2 + selections;
export const selectionsOfBetType = (betTypeId: number) => betTypeId - DOUBLE_BET_TYPE_ID + 2;

export function multipleName(selections: number): string {
  if (selections === 2) return 'Double';
  if (selections === 3) return 'Treble';
  return `${selections}-Fold`;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Display names of the named systems; codes, sizes and selections come from @sportsbook/stakes, as the slip's do. */
const SYSTEM_NAMES: Record<NonNullable<SystemDefinition['name']>, string> = {
  trixie: 'Trixie',
  patent: 'Patent',
  yankee: 'Yankee',
  lucky15: 'Lucky 15',
  canadian: 'Canadian',
  lucky31: 'Lucky 31',
  heinz: 'Heinz',
  lucky63: 'Lucky 63',
  superHeinz: 'Super Heinz',
  goliath: 'Goliath',
};

/** Every k-subset of the indexes 0..n-1, in lexicographic order. */
export const combinations = (n: number, k: number): number[][] => combinationsOf(range(0, n - 1), k);

export { binomial };

export interface SystemDef {
  code: string;
  name: string;
  sizes: readonly number[];
}

/** The system a code stands for with n selections, or undefined when it does not apply. */
export function systemFor(code: string, n: number): SystemDef | undefined {
  const named = NAMED_SYSTEMS.find((s) => s.code === code);
  if (named?.name) return named.selections === n ? { code, name: SYSTEM_NAMES[named.name], sizes: named.folds } : undefined;
  if (!/^0(0[2-9]|1[0-2])$/.test(code)) return undefined;
  const k = Number(code);
  // All k-folds of n selections; k = n is just the accumulator, offered as the multiple.
  return k < n ? { code, name: `${multipleName(k)}s`, sizes: [k] } : undefined;
}

export const systemLineCount = (system: SystemDef, n: number) => system.sizes.reduce((sum, k) => sum + binomial(n, k), 0);

export function systemLines(system: SystemDef, n: number): number[][] {
  return system.sizes.flatMap((k) => combinations(n, k));
}

/** Every system offered for n selections: the k-folds and the named system of that size. */
export function systemsFor(n: number): SystemDef[] {
  const folds = range(2, Math.min(12, n - 1)).map((k) => systemFor(String(k).padStart(3, '0'), n) as SystemDef);
  const named = NAMED_SYSTEMS.map(({ code }) => systemFor(code, n)).filter((s): s is SystemDef => s !== undefined);
  return [...folds, ...named];
}
