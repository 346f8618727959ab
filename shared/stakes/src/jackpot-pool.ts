/**
 * The jackpot is a pari-mutuel pool (docs/decisions/jackpot-pool.md): a share of every stake goes into
 * the pool, the operator guarantees a floor under it, and the winning lines split it equally, each
 * line's share rounded down to the minor unit. The API settles with these functions, and shows the
 * pool and the terms the slip displays.
 */
import { jackpotGridSize } from './jackpot-lines';

export interface JackpotPoolTerms {
  /** Matches in the jackpot. */
  eventCount: number;
  /** What every line costs, minor units: one fixed stake, so every winning line is worth the same share. */
  lineStakeMinor: number;
  /** The operator's floor under the pool, minor units; the operator tops the pool up to it. */
  guaranteeMinor: number;
  /** Percent of the stakes that goes into the pool; the rest is the operator's take. */
  returnPercent: number;
  /** The most lines one player may hold on the jackpot, all of their slips together. */
  lineCap: number;
}

/** What the winning lines share: the stakes' share, or the guarantee when that is more. */
export const jackpotPoolMinor = (terms: JackpotPoolTerms, stakesMinor: number): number =>
  Math.max(terms.guaranteeMinor, Math.floor((stakesMinor * terms.returnPercent) / 100));

/** One winning line's share of the pool, rounded down to the minor unit; nothing when no line won. */
export function jackpotLineShareMinor(poolMinor: number, winningLines: number): number {
  if (winningLines <= 0) return 0;
  return (poolMinor - (poolMinor % winningLines)) / winningLines;
}

/** What each bet of a settled pool pays: its winning lines times one line's share. */
export function jackpotPayoutsMinor(poolMinor: number, winningLinesPerBet: readonly number[]): number[] {
  const share = jackpotLineShareMinor(
    poolMinor,
    winningLinesPerBet.reduce((sum, lines) => sum + lines, 0),
  );
  return winningLinesPerBet.map((lines) => lines * share);
}

/** Lines a player may still add on the jackpot, holding `heldLines` already. */
export const jackpotLinesLeft = (terms: Pick<JackpotPoolTerms, 'lineCap'>, heldLines: number): number =>
  Math.max(0, terms.lineCap - heldLines);

export type JackpotTermsProblem = 'cap-covers-grid' | 'guarantee-above-full-grid-pool' | 'bad-number';

/**
 * Why terms would let a player beat the jackpot. A cap that reaches the grid lets one player cover
 * every result, so one of their lines must win. A guarantee above the pool the whole grid would fill
 * (return share × every line × line stake) makes a line's chance of the guarantee worth more than the
 * share of its stake that goes into the pool, with every result equally likely.
 */
export function jackpotTermsProblems(terms: JackpotPoolTerms): JackpotTermsProblem[] {
  const { eventCount, lineStakeMinor, guaranteeMinor, returnPercent, lineCap } = terms;
  const whole = [eventCount, lineStakeMinor, guaranteeMinor, lineCap].every((n) => Number.isSafeInteger(n) && n >= 0);
  if (!whole || lineStakeMinor < 1 || lineCap < 1 || !(returnPercent > 0 && returnPercent < 100)) return ['bad-number'];
  const grid = jackpotGridSize(eventCount);
  const problems: JackpotTermsProblem[] = [];
  if (lineCap >= grid) problems.push('cap-covers-grid');
  if (guaranteeMinor * 100 > returnPercent * grid * lineStakeMinor) problems.push('guarantee-above-full-grid-pool');
  return problems;
}
