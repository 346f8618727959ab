/** Which market a live row shows: the chosen market column when the event has it, else its first market on the book. */
import type { EuroMarketSelection } from '@sportsbook/contracts';
import type { LiveData } from '../store/live-data';
import { isMarketShown } from './market-status';

export function mainMarketId(data: LiveData, eventId: number, chosen: EuroMarketSelection | null): number | undefined {
  // Every row asks this whenever its event moves: one pass, nothing allocated.
  for (const id of data.events.get(eventId)?.marketIds ?? []) {
    const market = data.markets.get(id);
    if (market === undefined || !isMarketShown(market, data.outcomes)) continue;
    const isChosen =
      chosen === null ||
      (market.marketTypeCode === chosen.marketTypeCode && market.period.fullAbbreviation === chosen.periodAbbreviation);
    if (isChosen) return id;
  }
  return undefined;
}

/**
 * A row without a chosen column shows its event's main market (the first listed); when that one is
 * off the book the row falls back to the next, and names it, so its prices are never read as the
 * main market's.
 */
export function isFallbackMarket(
  data: LiveData,
  eventId: number,
  chosen: EuroMarketSelection | null,
  marketId?: number,
): boolean {
  return chosen === null && marketId !== undefined && data.events.get(eventId)?.marketIds[0] !== marketId;
}

export interface MarketColumnOption extends EuroMarketSelection {
  label: string;
}

/** The market columns a player can pick from, from the markets of the events listed. */
export function marketColumnOptions(data: LiveData, eventIds: readonly number[]): MarketColumnOption[] {
  const options = new Map<string, MarketColumnOption>();
  for (const eventId of eventIds) {
    for (const marketId of data.events.get(eventId)?.marketIds ?? []) {
      const market = data.markets.get(marketId);
      if (!market) continue;
      const key = `${market.period.fullAbbreviation}:${market.marketTypeCode}`;
      if (options.has(key)) continue;
      const name = market.line === undefined ? market.description : market.description.replace(/\s*[-+]?\d+(\.\d+)?$/, '');
      options.set(key, {
        periodAbbreviation: market.period.fullAbbreviation,
        marketTypeCode: market.marketTypeCode,
        label: `${name} (${market.period.fullAbbreviation})`,
      });
    }
  }
  return [...options.values()];
}

export const marketColumnKey = (selection: EuroMarketSelection | null): string =>
  selection ? `${selection.periodAbbreviation}:${selection.marketTypeCode}` : '';
