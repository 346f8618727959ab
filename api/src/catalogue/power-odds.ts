/**
 * Power odds: a boosted price on selected events, published as a negative brand margin of type
 * POWER_ODDS (spec §7 oddsLadderAndMargins version 0). A client shows the boosted price and the
 * book accepts bets at it.
 */
import type { EventRecord } from './event-factory';
import { snapDown } from './odds-ladder';

/** Percent added to the implied probability; negative raises the price. */
export const POWER_ODDS_MARGIN = -5;
/** Leagues whose fixtures carry power odds (every fifth fixture, so a few each day). */
const POWER_LEAGUES: ReadonlySet<number> = new Set([3001, 3004, 3006, 3008, 3018, 3101]);

export const hasPowerOdds = (record: EventRecord): boolean =>
  !record.event.isOutright && POWER_LEAGUES.has(record.league.pathId) && record.event.id % 5 === 0;

/** The same arithmetic a client applies (price / (1 + margin%)), onto the ladder. */
export const boostedPrice = (decimal: number): number => snapDown(decimal / (1 + POWER_ODDS_MARGIN / 100));

/** The price the book stands by for an outcome: the boosted one when the player asks for it on a power-odds event. */
export function offeredPrice(record: EventRecord, current: number, requested: number | undefined): number {
  if (requested === undefined || !hasPowerOdds(record)) return current;
  const boosted = boostedPrice(current);
  return Math.abs(requested - boosted) < 1e-9 ? boosted : current;
}
