import type { EventsResponse } from '@sportsbook/contracts';
import type { TestServer } from '../api/src/testing/test-server';
import type { SlipSelection } from '../mfe-betslip/src/betslip/slip-types';

/**
 * Selections for random slips, as the slip holds them: one per prematch football event of the real
 * catalogue (a multiple needs distinct events), from any outcome of its first market.
 */
export async function slipSelectionPool(server: TestServer): Promise<SlipSelection[]> {
  const events = (
    await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=200')
  ).json<EventsResponse>().events;
  return events
    .filter((e) => !e.isOutright && e.markets[0])
    .map((e, i) => {
      const market = e.markets[0] as NonNullable<(typeof e.markets)[0]>;
      const outcome = market.outcomes[i % market.outcomes.length] as (typeof market.outcomes)[0];
      return {
        outcomeId: outcome.id,
        marketId: market.id,
        eventId: e.id,
        eventDescription: e.description,
        marketDescription: market.description,
        outcomeDescription: outcome.description,
        decimal: outcome.consolidatedPrice.currentPrice.decimal,
        isLive: false,
        outcomeState: 'O',
        previousDecimal: null,
        eachWay: false,
        placeTerms: null,
        maxFreeMoneyStake: 0,
        freeBet: false,
      };
    });
}
