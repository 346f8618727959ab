/** Which events just finished while the betslip holds one of their selections (spec §4 Live events, §8). */
import type { LiveData } from '../store/live-data';

/** Uses the previous book to find the events: a finishing event's markets leave the book in the same batch. */
export function newlyFinishedWithSelections(previous: LiveData, next: LiveData, outcomeIds: readonly number[]): number[] {
  const events = new Set<number>();
  for (const outcomeId of outcomeIds) {
    const outcome = previous.outcomes.get(outcomeId) ?? next.outcomes.get(outcomeId);
    const market = outcome ? (previous.markets.get(outcome.marketId) ?? next.markets.get(outcome.marketId)) : undefined;
    if (!market) continue;
    const before = previous.events.get(market.eventId);
    const after = next.events.get(market.eventId);
    if (before?.finishedAt === undefined && after?.finishedAt !== undefined) events.add(market.eventId);
  }
  return [...events];
}

/** The live events the slip's selections belong to, so their feed stays subscribed while off screen. */
export function eventsOfOutcomes(data: LiveData, outcomeIds: readonly number[]): number[] {
  const events = new Set<number>();
  for (const outcomeId of outcomeIds) {
    const outcome = data.outcomes.get(outcomeId);
    const market = outcome ? data.markets.get(outcome.marketId) : undefined;
    if (market) events.add(market.eventId);
  }
  return [...events].sort((a, b) => a - b);
}
