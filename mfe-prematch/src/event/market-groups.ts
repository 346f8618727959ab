import type { Market } from '@sportsbook/contracts';

export interface PeriodGroup {
  /** The period's full abbreviation, e.g. FT, H1, S1. */
  period: string;
  markets: Market[];
}

/** Spec §4: closed, settled, resulted and LTS markets are gone, as is a market whose outcomes are all hidden. */
export const isShownMarket = (market: Market): boolean =>
  (market.status === 'OPEN' || market.status === 'SUSPENDED') && market.outcomes.some((outcome) => !outcome.hidden);

/**
 * Every shown market of an event grouped by period, periods in the order the event lists them.
 * Within a period the sport's featured market types (coupon columns, then extra markets) come
 * first, in that order; the rest keep the event's order.
 */
export function groupMarketsByPeriod(markets: readonly Market[], featured: readonly string[] = []): PeriodGroup[] {
  const rank = (market: Market) => {
    const index = featured.indexOf(market.marketTypeCode);
    return index === -1 ? featured.length : index;
  };
  const groups = new Map<string, Market[]>();
  for (const market of [...markets].sort((a, b) => rank(a) - rank(b))) {
    if (!isShownMarket(market)) continue;
    const period = market.period.fullAbbreviation;
    groups.set(period, [...(groups.get(period) ?? []), market]);
  }
  return [...groups].map(([period, grouped]) => ({ period, markets: grouped }));
}
