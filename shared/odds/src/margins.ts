import type { Margin, OddsLadderAndMarginsResponse } from '@sportsbook/contracts';
import { DEFAULT_LADDER, parseOddsLadder, snapToLadder, type OddsLadders } from './ladder';

/** The ids that decide which margin and ladder a price gets. */
export interface PriceKey {
  marketTypeId?: number | null;
  leagueId?: number | null;
  outcomeId?: number | null;
  eventId?: number | null;
  marketId?: number | null;
}

export interface OddsConfig {
  margins: readonly Margin[];
  ladders: OddsLadders;
}

export const NO_ODDS_CONFIG: OddsConfig = { margins: [], ladders: new Map() };

export function toOddsConfig(response: OddsLadderAndMarginsResponse, log: Pick<Console, 'error'> = console): OddsConfig {
  return { margins: response.margins, ladders: parseOddsLadder(response.odds, log) };
}

/** One config from several published ones (the brand's and the power odds'): margins added, ladders by key. */
export function mergeOddsConfigs(...configs: readonly OddsConfig[]): OddsConfig {
  return {
    margins: configs.flatMap((config) => config.margins),
    ladders: new Map(configs.flatMap((config) => [...config.ladders])),
  };
}

/** Weights so that an outcome-level entry beats a market-level one, which beats event, market type and league. */
const SPECIFICITY: ReadonlyArray<[keyof PriceKey, number]> = [
  ['outcomeId', 16],
  ['marketId', 8],
  ['eventId', 4],
  ['marketTypeId', 2],
  ['leagueId', 1],
];

const isSet = (value: number | null | undefined): value is number => value !== undefined && value !== null;

/** The most specific margin whose every id matches the price's ids. */
export function findMargin(margins: readonly Margin[], key: PriceKey): Margin | undefined {
  let best: Margin | undefined;
  let bestScore = -1;
  for (const margin of margins) {
    let score = 0;
    let matches = true;
    for (const [field, weight] of SPECIFICITY) {
      const wanted = margin[field];
      if (!isSet(wanted)) continue;
      if (wanted !== key[field]) matches = false;
      score += weight;
    }
    if (matches && score > bestScore) {
      best = margin;
      bestScore = score;
    }
  }
  return best;
}

const MIN_PRICE = 1.001;

/** A margin in percent raises the implied probability by that share: 2.00 with 5 % becomes 1.905. */
export function applyMargin(decimal: number, marginPercent: number): number {
  return Math.max(MIN_PRICE, decimal / (1 + marginPercent / 100));
}

const REQUIRED_IDS = ['marketTypeId', 'leagueId', 'outcomeId'] as const;

/**
 * The price a player is offered: the feed price with the brand's margin, rounded down onto its
 * ladder (spec §5). Without any config the feed price is used. If the market type, league or
 * outcome id is missing the price cannot be matched, so the feed price is used unchanged and a
 * console error names the missing id.
 */
export function priceWithLadderAndMargins(
  decimal: number,
  key: PriceKey,
  config: OddsConfig,
  log: Pick<Console, 'error'> = console,
): number {
  if (config.margins.length === 0 && config.ladders.size === 0) return decimal;
  const missing = REQUIRED_IDS.find((field) => !isSet(key[field]));
  if (missing) {
    log.error(`odds ladder: ${missing} is missing for outcome ${key.outcomeId ?? '?'}; using the feed price ${decimal}`);
    return decimal;
  }
  const margin = findMargin(config.margins, key);
  const priced = margin ? applyMargin(decimal, margin.margin) : decimal;
  const ladder = config.ladders.get(margin?.brandMarginType ?? DEFAULT_LADDER);
  return ladder ? snapToLadder(priced, ladder) : priced;
}
