/** Ladders keyed by brand margin type, each a list of allowed prices in ascending order. */
export type OddsLadders = ReadonlyMap<string, readonly number[]>;

/** The ladder used where no margin entry names one. */
export const DEFAULT_LADDER = 'DEFAULT';

const SEGMENT = /^([A-Za-z0-9_]+)=(\d+(?:\.\d+)?(?:,\d+(?:\.\d+)?)*)$/;

/**
 * Parses the odds ladder config of /xapi/rest/oddsLadderAndMargins (spec §5), `key=val,val|key=val`:
 * each key a brand margin type, each value a price of its ladder. A malformed string is rejected as
 * a whole with a console error, so a half-read ladder never reprices part of a coupon.
 */
export function parseOddsLadder(config: string, log: Pick<Console, 'error'> = console): OddsLadders {
  const ladders = new Map<string, number[]>();
  if (config.trim() === '') return ladders;
  for (const segment of config.split('|')) {
    const match = SEGMENT.exec(segment.trim());
    const prices = match?.[2]?.split(',').map(Number) ?? [];
    if (!match?.[1] || prices.some((price) => price < 1)) {
      log.error(`odds ladder: config "${config}" is not in the format key=val,val|key=val (bad part "${segment}")`);
      return new Map();
    }
    ladders.set(
      match[1],
      [...new Set(prices)].sort((a, b) => a - b),
    );
  }
  return ladders;
}

/**
 * The one snapping rule of the book and every client (docs/decisions/odds-ladder-floor.md): the
 * highest ladder price not above the given one, so a ladder never offers a player more than the book
 * priced. A price under the ladder's first step has no step at or below it and is left as it is:
 * raising it to the first step would offer more than the price. `ladder` is ascending.
 */
export function snapToLadder(decimal: number, ladder: readonly number[]): number {
  let low = 0;
  let high = ladder.length;
  // Binary search for the first step above the price; binary error at a step counts as on it.
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((ladder[mid] as number) <= decimal + 1e-9) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? decimal : (ladder[low - 1] as number);
}
