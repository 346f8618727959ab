import type { Jackpot, Market, SportEvent } from '@sportsbook/contracts';

export type PickSide = 'home' | 'draw' | 'away';
const SIDES: readonly PickSide[] = ['home', 'draw', 'away'];

export interface PickOption {
  outcomeId: number;
  side: PickSide;
  description: string;
}

export interface JackpotMatch {
  /** Position in the jackpot, 1 to N: the ordinal of a pick. */
  ordinal: number;
  eventId: number;
  event: SportEvent | undefined;
  options: PickOption[];
}

/** The full-time match result (1X2) a jackpot is played on. */
export function matchResultMarket(event: SportEvent): Market | undefined {
  const results = event.markets.filter((m) => m.marketTypeCode === 'MRES' && m.status === 'OPEN');
  return results.find((m) => m.period.fullAbbreviation === 'FT') ?? results.find((m) => !m.period.inRunning);
}

export function pickOptions(event: SportEvent): PickOption[] {
  const market = matchResultMarket(event);
  if (!market || market.outcomes.length !== SIDES.length) return [];
  return market.outcomes.flatMap((outcome, index) =>
    outcome.hidden ? [] : [{ outcomeId: outcome.id, side: SIDES[index] as PickSide, description: outcome.description }],
  );
}

/**
 * The jackpot's matches in the jackpot's own order, which fixes each pick's ordinal; the events
 * call may answer in any order or leave a match out.
 */
export function jackpotMatches(jackpot: Pick<Jackpot, 'eventIds'>, events: readonly SportEvent[]): JackpotMatch[] {
  const byId = new Map(events.map((e) => [e.id, e]));
  return jackpot.eventIds.map((eventId, index) => {
    const event = byId.get(eventId);
    return { ordinal: index + 1, eventId, event, options: event ? pickOptions(event) : [] };
  });
}
