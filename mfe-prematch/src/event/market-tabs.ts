/** How an event page splits a deep catalogue: tabs by the API's market group, and a search across them. */
import { MARKET_GROUPS, type Market, type MarketGroup } from '@sportsbook/contracts';

export const groupOf = (market: Market): MarketGroup => market.group ?? 'main';

/** The tabs an event's markets fill, in the book's order. */
export function tabsOf(markets: readonly Market[]): MarketGroup[] {
  const present = new Set(markets.map(groupOf));
  return MARKET_GROUPS.filter((group) => present.has(group));
}

export const marketsOfTab = (markets: readonly Market[], tab: MarketGroup): Market[] =>
  markets.filter((market) => groupOf(market) === tab);

/** Lower case without accents, so "corner" finds "Córneres" and "corners". */
const folded = (text: string, locale: string) =>
  text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/**
 * The markets whose name, or one of whose outcomes' names, holds every word of the query; names are
 * in the player's language, as the API sends them.
 */
export function marketsMatching(markets: readonly Market[], query: string, locale: string): Market[] {
  const words = folded(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...markets];
  return markets.filter((market) => {
    const names = folded([market.description, ...market.outcomes.map((o) => o.description)].join('\n'), locale);
    return words.every((word) => names.includes(word));
  });
}
