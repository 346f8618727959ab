/**
 * Whether a selection can be bet now, and which spec §8 result code says why not. The betslip
 * pricing shows the state; placement and the end of a live bet delay refuse on the code.
 */
import type { BetResultCode, MarketStatus, SlipOutcomeState } from '@sportsbook/contracts';
import { BET_RESULT_CODES as RES } from '@sportsbook/contracts';
import type { Catalogue, OutcomeRef } from '../catalogue/catalogue';
import type { LiveSimulator } from '../live/simulator';

export interface SelectionCheck {
  found?: OutcomeRef;
  state: SlipOutcomeState;
  error?: { code: BetResultCode; message: string };
}

const REMOVED: ReadonlySet<MarketStatus> = new Set(['CLOSED', 'SETTLED', 'RESULTED', 'LTS']);
const NOT_AVAILABLE = 'Your selection is not available anymore';

export function checkSelection(catalogue: Catalogue, simulator: LiveSimulator, outcomeId: number, now: number): SelectionCheck {
  const found = catalogue.outcome(outcomeId);
  if (!found) return { state: 'C', error: { code: RES.selectionNotAvailable, message: NOT_AVAILABLE } };
  const { record, market, outcome } = found;
  const started = record.phase === 'PREMATCH' && Date.parse(record.event.startTime) <= now;
  if (record.phase === 'FINISHED' || started)
    return { found, state: 'C', error: { code: RES.eventPassed, message: 'The event has already started or finished' } };
  if (REMOVED.has(market.status))
    return { found, state: 'C', error: { code: RES.selectionNotAvailable, message: NOT_AVAILABLE } };
  if (outcome.hidden)
    return { found, state: 'S', error: { code: RES.noPriceAvailable, message: 'No price is available for this selection' } };
  if (simulator.isFeedAlertActive(record.event.id, market.feedId)) {
    return { found, state: 'S', error: { code: RES.feedAlertActive, message: 'Betting is paused on this market (feed alert)' } };
  }
  if (market.status === 'SUSPENDED') {
    const live = record.event.markets.filter((m) => !REMOVED.has(m.status));
    const wholeEvent = live.length > 1 && live.every((m) => m.status === 'SUSPENDED');
    return wholeEvent
      ? { found, state: 'S', error: { code: RES.eventSuspended, message: 'Betting on this event is suspended' } }
      : { found, state: 'S', error: { code: RES.selectionSuspended, message: 'This selection is suspended' } };
  }
  return { found, state: 'O' };
}
