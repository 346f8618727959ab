import type { Market, SportEvent } from '@sportsbook/contracts';
import {
  SPORTS_MARKER_CONFIG,
  marketForColumn,
  markerConfigFor,
  moreMarketsCount,
  outcomeLine,
  RACE_TO_OPTIONS,
  raceToCode,
  withRaceTo,
} from './sports-marker-config';

const market = (id: number, code: string, period: string, status: Market['status'] = 'OPEN', hidden = false): Market =>
  ({
    id,
    marketTypeCode: code,
    status,
    period: { fullAbbreviation: period },
    outcomes: [{ id: id * 10, hidden }],
  }) as Market;

const event = (markets: Market[]) => ({ markets }) as SportEvent;

describe('markerConfigFor', () => {
  it('has a layout for each sport code the spec names', () => {
    expect(Object.keys(SPORTS_MARKER_CONFIG).sort()).toEqual(['BASK', 'FOOT', 'FOOT-india', 'TENN', 'TENN-india']);
  });

  it('shows 1X2, total goals and both teams to score for football', () => {
    expect(markerConfigFor('FOOT').columns.map((c) => c.id)).toEqual(['1x2', 'total', 'btts']);
  });

  it('picks the india variant under that coupon layout, and the default otherwise', () => {
    expect(markerConfigFor('FOOT', 'india').columns.map((c) => c.id)).toEqual(['1x2', 'double-chance']);
    expect(markerConfigFor('TENN', 'india').columns.map((c) => c.id)).toEqual(['winner', 'first-set']);
    expect(markerConfigFor('BASK', 'india')).toBe(SPORTS_MARKER_CONFIG.BASK);
  });

  it('lets e-sports borrow their sport and other sports show their main market', () => {
    expect(markerConfigFor('EBSK')).toBe(SPORTS_MARKER_CONFIG.BASK);
    expect(markerConfigFor('CRIC').columns).toHaveLength(1);
  });
});

it('maps basketball race-to markets to 5, 10, 15 and 20 points', () => {
  expect(RACE_TO_OPTIONS).toEqual([5, 10, 15, 20]);
  expect(RACE_TO_OPTIONS.map(raceToCode)).toEqual(['RTP5', 'RTP10', 'RTP15', 'RTP20']);
  expect(SPORTS_MARKER_CONFIG.BASK.extraMarkets).toEqual(['SPRD', 'RTP5', 'RTP10', 'RTP15', 'RTP20']);
});

it('shows basketball’s race to 10 by default and the player’s target once picked', () => {
  const race = (config: ReturnType<typeof markerConfigFor>) => config.columns.find((c) => c.id === 'race')?.marketTypeCodes;
  expect(race(markerConfigFor('BASK'))).toEqual(['RTP10']);
  expect(race(withRaceTo(markerConfigFor('BASK'), 15))).toEqual(['RTP15']);
  expect(withRaceTo(markerConfigFor('FOOT'), 15)).toBe(markerConfigFor('FOOT'));
});

describe('marketForColumn', () => {
  const [winner] = markerConfigFor('FOOT').columns;

  it('takes the full-time market of the column’s type, never the half-time one', () => {
    expect(marketForColumn(event([market(1, 'MRES', 'H1'), market(2, 'MRES', 'FT')]), winner!)?.id).toBe(2);
  });

  it('skips closed markets and markets whose outcomes are all hidden', () => {
    expect(
      marketForColumn(event([market(1, 'MRES', 'FT', 'CLOSED'), market(2, 'MRES', 'FT', 'OPEN', true)]), winner!),
    ).toBeUndefined();
  });

  it('keeps a suspended market so its prices show locked', () => {
    expect(marketForColumn(event([market(3, 'MRES', 'FT', 'SUSPENDED')]), winner!)?.id).toBe(3);
  });
});

it('counts the markets beyond the columns', () => {
  const e = event([market(1, 'MRES', 'FT'), market(2, 'OU', 'FT'), market(3, 'DBLC', 'FT'), market(4, 'MRES', 'H1')]);
  expect(moreMarketsCount(e, markerConfigFor('FOOT'))).toBe(2);
  // A list carries the main markets only: the event page's count includes its deep catalogue.
  expect(moreMarketsCount({ ...e, marketCount: 48 }, markerConfigFor('FOOT'))).toBe(46);
});

it('gives races and golf no coupon column: a field of runners opens on its own page', () => {
  for (const sport of ['HORS', 'GOLF'] as const) {
    expect(markerConfigFor(sport).columns).toEqual([]);
    expect(moreMarketsCount(event([market(1, 'WIN', 'RACE')]), markerConfigFor(sport))).toBe(1);
  }
});

it("reads the market's line off an outcome description", () => {
  expect(outcomeLine({ line: 2.5 }, 'Over 2.5')).toBe('2.5');
  expect(outcomeLine({ line: 0.5 }, 'Makati Titans -0.5')).toBe('-0.5');
  expect(outcomeLine({ line: -1.5 }, 'Hoop Bot 2 +1.5')).toBe('+1.5');
  expect(outcomeLine({ line: 2.5 }, 'Draw')).toBeUndefined();
});

it('shows no number a market is not quoted at: a team named with one, a race target', () => {
  expect(outcomeLine({}, 'Hoop Bot 2')).toBeUndefined();
  expect(outcomeLine({}, 'VfB Lindau 04')).toBeUndefined();
  expect(outcomeLine({ line: 10 }, 'Hoop Bot 3')).toBeUndefined();
});
