import type { EventPath, Market, SportCode, SportEvent } from '@sportsbook/contracts';

const path = (id: number, description: string): EventPath => ({
  id,
  description,
  slug: `${id}-${description.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
});

const PATHS = {
  football: path(240, 'Football'),
  tennis: path(239, 'Tennis'),
  england: path(1001, 'England'),
  austria: path(1201, 'Austria'),
  premierLeague: path(3001, 'Premier League'),
  atpVienna: path(3201, 'ATP Vienna'),
};

export function market(
  eventId: number,
  index: number,
  code: string,
  period: string,
  outcomes: Array<[string, number]>,
  status: Market['status'] = 'OPEN',
): Market {
  const id = eventId * 100 + index;
  return {
    id,
    eventId,
    marketTypeId: index + 1,
    marketTypeCode: code,
    description: code,
    status,
    feedId: `BG:MATCH:${eventId}`,
    period: { id: 100, periodType: 'PRE_MATCH', inRunning: false, fullAbbreviation: period },
    outcomes: outcomes.map(([description, decimal], i) => ({
      id: id * 100 + i,
      description,
      hidden: false,
      consolidatedPrice: { currentPrice: { decimal } },
    })),
  };
}

export function footballEvent(id: number, home: string, away: string, startTime = '2026-11-21T15:00:00Z'): SportEvent {
  return {
    id,
    description: `${home} vs ${away}`,
    slug: `${home}-vs-${away}`.toLowerCase().replace(/\s+/g, '-'),
    sportCode: 'FOOT' satisfies SportCode,
    startTime,
    eventPaths: [PATHS.football, PATHS.england, PATHS.premierLeague],
    isLive: false,
    isOutright: false,
    markets: [
      market(id, 0, 'MRES', 'FT', [
        [home, 2],
        ['Draw', 3.4],
        [away, 3.6],
      ]),
      market(id, 1, 'OU', 'FT', [
        ['Over 2.5', 1.9],
        ['Under 2.5', 1.9],
      ]),
      market(id, 2, 'BTTS', 'FT', [
        ['Yes', 1.8],
        ['No', 2],
      ]),
      market(id, 3, 'MRES', 'H1', [
        [home, 2.8],
        ['Draw', 2.1],
        [away, 4.2],
      ]),
    ],
  };
}

export function tennisEvent(id: number): SportEvent {
  return {
    ...footballEvent(id, 'A. Moreau', 'L. Kovač'),
    sportCode: 'TENN',
    eventPaths: [PATHS.tennis, PATHS.austria, PATHS.atpVienna],
    markets: [
      market(id, 0, 'MWIN', 'M', [
        ['A. Moreau', 1.5],
        ['L. Kovač', 2.6],
      ]),
    ],
  };
}

export function basketballEvent(id: number): SportEvent {
  const race = (index: number, points: number, home: number) =>
    market(id, index, `RTP${points}`, 'OT', [
      ['Utah Canyons', home],
      ['Phoenix Flames', 3.5 - home],
    ]);
  return {
    ...footballEvent(id, 'Utah Canyons', 'Phoenix Flames'),
    sportCode: 'BASK',
    eventPaths: [
      { id: 227, description: 'Basketball', slug: '227-basketball' },
      { id: 1101, description: 'USA', slug: '1101-usa' },
      { id: 3101, description: 'NBA', slug: '3101-nba' },
    ],
    markets: [
      market(id, 0, 'MLIN', 'OT', [
        ['Utah Canyons', 1.4],
        ['Phoenix Flames', 2.9],
      ]),
      market(id, 2, 'TOTL', 'OT', [
        ['Over 220.5', 1.9],
        ['Under 220.5', 1.9],
      ]),
      race(3, 5, 1.7),
      race(4, 10, 1.6),
      race(5, 15, 1.55),
      race(6, 20, 1.5),
    ],
  };
}

/** A football event with a deep catalogue: its main markets plus corners, a goalscorer and a correct score in their tabs. */
export function deepFootballEvent(id: number, home: string, away: string): SportEvent {
  const event = footballEvent(id, home, away);
  const inGroup = (m: Market, group: Market['group'], description: string): Market => ({ ...m, group, description });
  return {
    ...event,
    markets: [
      ...event.markets.map((m) => (m.period.fullAbbreviation === 'H1' ? { ...m, group: 'halves' as const } : m)),
      inGroup(
        market(id, 10, 'CRNR', 'FT', [
          ['Over 9.5', 1.85],
          ['Under 9.5', 1.95],
        ]),
        'corners-cards',
        'Total Corners Over/Under 9.5',
      ),
      inGroup(
        market(id, 11, 'AGS', 'FT', [
          ['J. Okafor', 2.6],
          ['A. Müller', 3.1],
        ]),
        'players',
        'Anytime Goalscorer',
      ),
      inGroup(
        market(id, 12, 'CS', 'FT', [
          ['1-0', 7],
          ['2-1', 9],
        ]),
        'scores',
        'Correct Score',
      ),
    ],
  };
}

/** A race as the API cards one: its win market takes each-way bets at a fifth of the odds for three places. */
export function raceEvent(id: number): SportEvent {
  const win = market(id, 0, 'WIN', 'RACE', [
    ['Midnight Tempest', 3.5],
    ['Silver Arrow', 4.2],
    ['Golden Legend', 7],
    ['Royal Spirit', 9],
    ['Northern Echo', 12],
    ['Wild Comet', 15],
    ['Crimson Harbour', 21],
    ['Desert Ember', 34],
  ]);
  return {
    id,
    description: 'Kingsdown 14:30',
    slug: 'kingsdown-14-30',
    sportCode: 'HORS' satisfies SportCode,
    startTime: '2026-11-21T14:30:00Z',
    eventPaths: [path(219, 'Horse Racing'), PATHS.england, path(3701, 'Kingsdown')],
    isLive: false,
    isOutright: false,
    markets: [{ ...win, description: 'Win or Each Way', placeTerms: { numerator: 1, denominator: 5, places: 3 } }],
  };
}
