import type { Market, SportCode, SportEvent } from '@sportsbook/contracts';
import type { PrematchKey } from '../i18n/prematch-key';

/**
 * One coupon column: the market it shows (by type code and period) and a header label per outcome.
 * Labels are translation keys of the 'prematch' namespace, or literal symbols such as 1, X, 2.
 */
export interface CouponColumn {
  id: string;
  labelKey: PrematchKey;
  marketTypeCodes: readonly string[];
  periods: readonly string[];
  outcomeLabels: readonly string[];
}

/** Spec §3 Sports marker config: period types, market types, extra markets and column labels per layout. */
export interface SportMarkerConfig {
  periodTypes: readonly ('PRE_MATCH' | 'IN_RUNNING')[];
  columns: readonly CouponColumn[];
  /** Markets that are not columns but still count as "more markets" on the row. */
  extraMarkets: readonly string[];
}

export type MarkerConfigKey = 'FOOT' | 'FOOT-india' | 'BASK' | 'TENN' | 'TENN-india';

const column = (
  id: string,
  labelKey: PrematchKey,
  marketTypeCodes: readonly string[],
  periods: readonly string[],
  outcomeLabels: readonly string[],
): CouponColumn => ({ id, labelKey, marketTypeCodes, periods, outcomeLabels });

const PRE_MATCH = ['PRE_MATCH'] as const;
const WINNER_1X2 = column('1x2', 'column-1x2', ['MRES'], ['FT', 'RT'], ['1', 'X', '2']);
const TOTAL_GOALS = column('total', 'column-total', ['OU'], ['FT'], ['outcome-over', 'outcome-under']);
const WINNER_12 = column('winner', 'column-winner', ['MLIN', 'MWIN'], ['OT', 'M', 'FT'], ['1', '2']);

/** Basketball race to X points: the market code names the target (spec §3). */
export const RACE_TO_POINTS = { RTP5: 5, RTP10: 10, RTP15: 15, RTP20: 20 } as const;
export type RaceToPoints = (typeof RACE_TO_POINTS)[keyof typeof RACE_TO_POINTS];
export const RACE_TO_OPTIONS: readonly RaceToPoints[] = Object.values(RACE_TO_POINTS);
export const raceToCode = (points: RaceToPoints): string => `RTP${points}`;
export const DEFAULT_RACE_TO: RaceToPoints = 10;
/** The basketball column whose race target the player picks. */
export const RACE_COLUMN = 'race';

/** The layout with its race-to column showing the player's target. */
export function withRaceTo(config: SportMarkerConfig, points: RaceToPoints): SportMarkerConfig {
  if (!config.columns.some((col) => col.id === RACE_COLUMN)) return config;
  return {
    ...config,
    columns: config.columns.map((col) => (col.id === RACE_COLUMN ? { ...col, marketTypeCodes: [raceToCode(points)] } : col)),
  };
}

export const SPORTS_MARKER_CONFIG: Record<MarkerConfigKey, SportMarkerConfig> = {
  FOOT: {
    periodTypes: PRE_MATCH,
    columns: [WINNER_1X2, TOTAL_GOALS, column('btts', 'column-btts', ['BTTS'], ['FT'], ['outcome-yes', 'outcome-no'])],
    extraMarkets: ['DBLC', 'AHCP'],
  },
  'FOOT-india': {
    periodTypes: PRE_MATCH,
    columns: [WINNER_1X2, column('double-chance', 'column-double-chance', ['DBLC'], ['FT'], ['1X', '12', 'X2'])],
    extraMarkets: ['OU', 'BTTS', 'AHCP'],
  },
  BASK: {
    periodTypes: PRE_MATCH,
    columns: [
      WINNER_12,
      column('total', 'column-total', ['TOTL'], ['OT'], ['outcome-over', 'outcome-under']),
      column(RACE_COLUMN, 'column-race-to', [raceToCode(DEFAULT_RACE_TO)], ['OT'], ['1', '2']),
    ],
    extraMarkets: ['SPRD', ...Object.keys(RACE_TO_POINTS)],
  },
  TENN: {
    periodTypes: PRE_MATCH,
    columns: [WINNER_12, column('total', 'column-total-games', ['TGAM'], ['M'], ['outcome-over', 'outcome-under'])],
    extraMarkets: ['SETB', 'SWIN'],
  },
  'TENN-india': {
    periodTypes: PRE_MATCH,
    columns: [WINNER_12, column('first-set', 'column-first-set', ['SWIN'], ['S1'], ['1', '2'])],
    extraMarkets: ['SETB', 'TGAM'],
  },
};

/** Sports without a config of their own borrow the closest one; e-sports play like their sport. */
const BORROWED: Partial<Record<SportCode, 'FOOT' | 'BASK' | 'TENN'>> = { EFOT: 'FOOT', ICEH: 'FOOT', EBSK: 'BASK' };

/** Races and golf tournaments: a field of runners fits no coupon column; the race's page lists them. */
const FIELD_SPORT: SportMarkerConfig = { periodTypes: PRE_MATCH, columns: [], extraMarkets: [] };

const MAIN_MARKET_ONLY: SportMarkerConfig = {
  periodTypes: PRE_MATCH,
  columns: [column('main', 'column-winner', ['MWIN', 'MLIN', 'MRES'], ['M', 'FT', 'OT', 'RT'], [])],
  extraMarkets: [],
};

/**
 * The layout for a sport under the brand's coupon_layout setting: "india" picks FOOT-india and
 * TENN-india where they exist, anything else the sport's default.
 */
export function markerConfigFor(sport: SportCode, couponLayout?: string): SportMarkerConfig {
  if (sport === 'HORS' || sport === 'GOLF') return FIELD_SPORT;
  const base = (sport in SPORTS_MARKER_CONFIG ? sport : BORROWED[sport]) as 'FOOT' | 'BASK' | 'TENN' | undefined;
  if (!base) return MAIN_MARKET_ONLY;
  const variant = `${base}-${couponLayout ?? ''}`;
  return variant in SPORTS_MARKER_CONFIG ? SPORTS_MARKER_CONFIG[variant as MarkerConfigKey] : SPORTS_MARKER_CONFIG[base];
}

/** The market a column shows for an event: the first open or suspended one of its types and periods. */
export function marketForColumn(event: SportEvent, col: CouponColumn): Market | undefined {
  return event.markets.find(
    (market) =>
      col.marketTypeCodes.includes(market.marketTypeCode) &&
      col.periods.includes(market.period.fullAbbreviation) &&
      (market.status === 'OPEN' || market.status === 'SUSPENDED') &&
      market.outcomes.some((outcome) => !outcome.hidden),
  );
}

/** How many markets the event offers beyond the coupon's columns, for the "+N" link. */
export function moreMarketsCount(event: SportEvent, config: SportMarkerConfig): number {
  const shown = new Set(config.columns.map((col) => marketForColumn(event, col)?.id));
  shown.delete(undefined);
  // A list carries the main markets; marketCount says how many the event's own page lists.
  return Math.max(event.marketCount ?? 0, event.markets.length) - shown.size;
}

/**
 * The line a compact coupon button shows over its price: "Over 2.5" → "2.5", "Team -1.5" → "-1.5".
 * Only a market quoted at a line has one, and only the number that is that line: a money line
 * between "Hoop Bot 2" and "Hoop Bot 3", or a race to 10 points, shows no number the market is not at.
 */
export function outcomeLine(market: Pick<Market, 'line'>, description: string): string | undefined {
  if (market.line === undefined) return undefined;
  const shown = /\s([+-]?\d+(?:\.\d+)?)$/.exec(description)?.[1];
  return shown !== undefined && Math.abs(Number(shown)) === Math.abs(market.line) ? shown : undefined;
}
