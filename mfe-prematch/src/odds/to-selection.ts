import type { Market, Outcome, SelectionRequest, SportEvent } from '@sportsbook/contracts';
import { priceWithLadderAndMargins, type OddsConfig } from '@sportsbook/odds';
import { leaguePathOf } from '../routing/paths';

/** What an odds button sends to the betslip: the offered price after the brand's margin and ladder. */
export function toSelection(event: SportEvent, market: Market, outcome: Outcome, config: OddsConfig): SelectionRequest {
  const decimal = priceWithLadderAndMargins(
    outcome.consolidatedPrice.currentPrice.decimal,
    {
      marketTypeId: market.marketTypeId,
      leagueId: leaguePathOf(event)?.id,
      outcomeId: outcome.id,
      eventId: event.id,
      marketId: market.id,
    },
    config,
  );
  return {
    outcomeId: outcome.id,
    marketId: market.id,
    eventId: event.id,
    eventDescription: event.description,
    marketDescription: market.description,
    outcomeDescription: outcome.description,
    decimal,
    isLive: false,
  };
}
