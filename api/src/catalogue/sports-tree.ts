/**
 * The static shape of the simulated book: which sports, countries and leagues exist and who plays
 * in them. Ids are fixed here (not generated) so that paths stay stable across seeds, which lets
 * frontends and tests hard-code a league id.
 */
import type { SportCode, SportGroup } from '@sportsbook/contracts';
import { GOLFERS } from '../golf/golfers';
import { horsesOfCourse } from '../racing/runners';

export interface SportDef {
  code: SportCode;
  pathId: number;
  name: string;
  /** Sport group of the events query's sportGroups param. */
  group: SportGroup;
}

export interface LeagueDef {
  pathId: number;
  name: string;
  /** Entrants are drawn from this pool; leagues of one country take disjoint slices. */
  teams: readonly string[];
  /** Prematch fixtures generated per week (spread over the next 7 days). */
  fixturesPerWeek: number;
  /** Local kick-off hours (UTC) fixtures are spread over. */
  kickoffHours: readonly number[];
  /** Relative strength of the league's scoring; sport-specific (goals, points, runs). */
  scoringLevel: number;
  /** E-sports bot leagues: their events carry the ---bots slug suffix and are grouped. */
  bots?: boolean;
  hasOutright?: boolean;
  /** A racecourse: its local time's offset from UTC in hours, which names its races ("Kingsdown 14:30"). */
  utcOffsetHours?: number;
  /** Golf: a tournament a week, its winner market settling on Sunday evening. */
  weeklyTournament?: boolean;
}

export interface CountryDef {
  pathId: number;
  name: string;
  leagues: readonly LeagueDef[];
}

export interface SportTree {
  sport: SportDef;
  countries: readonly CountryDef[];
}

export const SPORTS: Record<SportCode, SportDef> = {
  FOOT: { code: 'FOOT', pathId: 240, name: 'Football', group: 'REGULAR' },
  BASK: { code: 'BASK', pathId: 227, name: 'Basketball', group: 'REGULAR' },
  TENN: { code: 'TENN', pathId: 239, name: 'Tennis', group: 'REGULAR' },
  CRIC: { code: 'CRIC', pathId: 215, name: 'Cricket', group: 'REGULAR' },
  ICEH: { code: 'ICEH', pathId: 226, name: 'Ice Hockey', group: 'REGULAR' },
  EFOT: { code: 'EFOT', pathId: 2301, name: 'eFootball', group: 'ESPORTS' },
  EBSK: { code: 'EBSK', pathId: 2302, name: 'eBasketball', group: 'ESPORTS' },
  HORS: { code: 'HORS', pathId: 219, name: 'Horse Racing', group: 'RACING' },
  GOLF: { code: 'GOLF', pathId: 207, name: 'Golf', group: 'REGULAR' },
};

const EVENING = [17, 18, 19, 20];
const AFTERNOON = [12, 13, 14, 15, 16, 17];
const ALL_DAY = [8, 10, 12, 14, 16, 18, 20, 22];
const AROUND_THE_CLOCK = Array.from({ length: 24 }, (_, h) => h);

/** Club-name pools per country: real cities, invented clubs. */
const CLUBS = {
  england: [
    'Northbridge United',
    'Kingsport City',
    'Ashford Rovers',
    'Hallam Athletic',
    'Westmoor Town',
    'Redcliffe FC',
    'Elmstead Wanderers',
    'Brackley Albion',
    'Harrowgate County',
    'Lowestone United',
    'Seaford Villa',
    'Mardale City',
    'Oakham Rangers',
    'Penrith Borough',
    'Thornbury Athletic',
    'Whitcombe Town',
    'Castleton FC',
    'Bramley Rovers',
    'Dunmore United',
    'Fenwick City',
    'Garforth Albion',
    'Hexley Wanderers',
    'Ivybridge Town',
    'Kelsall County',
  ],
  spain: [
    'Real Almenar',
    'Atlético Serrano',
    'CD Villalba',
    'UD Costa Brava',
    'Sporting Alcorán',
    'Racing Miraflores',
    'CF Valdemar',
    'Deportivo Arenal',
    'Real Sotomayor',
    'SD Puertollano',
    'Club Navarra Sur',
    'UD Cabo Viejo',
    'CD Montesol',
    'Atlético Riberas',
    'Real Guadalbar',
    'CF Torremar',
  ],
  germany: [
    'FC Rheinfeld',
    'SV Bergheim',
    'Borussia Talstadt',
    'TSV Eichenau',
    'VfB Lindau 04',
    'SC Nordhafen',
    'Eintracht Wiesental',
    'FSV Mühlberg',
    'Fortuna Altenburg',
    'SpVgg Hohenstein',
    'VfL Seestadt',
    'Union Grünwald',
    '1. FC Steinbach',
    'Hertha Kronau',
    'SG Waldhausen',
    'Arminia Osterfeld',
  ],
  italy: [
    'AC Vallombra',
    'Inter Castellano',
    'US Monterosso',
    'SS Lagonera',
    'Atalanta Collina',
    'Sampierana',
    'Virtus Portoferro',
    'AS Rocca Alta',
    'FC Marittima',
    'Calcio Borgoverde',
    'US Pietrasanta Nuova',
    'Sporting Valleluce',
    'AC Torrebianca',
    'Polisportiva Serrone',
    'US Campobello',
    'Juventina Fiume',
  ],
  france: [
    'Olympique Ventoux',
    'AS Belmont',
    'Stade Rivière',
    'FC Montclair',
    'RC Sainte-Aure',
    'En Avant Portneuf',
    'SC Bastide',
    'Girondins Lormont',
    'AJ Valfleury',
    'US Roche-Noire',
    'FC Gérardville',
    'Stade Lavallois Sud',
  ],
  netherlands: [
    'FC Dijkstad',
    'Vitesse Ommeland',
    'SC Heerewaard',
    'Go Ahead Veenhoven',
    'PSV Brabantia',
    'Ajax Zuidwal',
    'Sparta Polderdam',
    'NEC Waalbrug',
    'Heracles Twentburg',
    'Willem Kempenstad',
  ],
  portugal: [
    'SL Ribeira',
    'FC Porto Velho',
    'Sporting Alvorada',
    'SC Braga Nova',
    'Vitória Serrana',
    'Boavista Atlântico',
    'CD Mondego',
    'Gil Vicente Sul',
    'Marítimo Norte',
    'Rio Ave Central',
  ],
  kenya: [
    'Nairobi Stars',
    'Mombasa Mariners',
    'Kisumu Lakers',
    'Nakuru Flamingos',
    'Eldoret Highlanders',
    'Thika United',
    'Machakos Warriors',
    'Nyeri Forest',
    'Malindi Sharks',
    'Kakamega Homeboyz',
    'Kericho Tea Masters',
    'Garissa Camels',
  ],
  vietnam: [
    'Hà Nội Dragons',
    'Sài Gòn Stars',
    'Đà Nẵng Waves',
    'Hải Phòng Port',
    'Huế Imperial',
    'Cần Thơ Delta',
    'Nha Trang Coast',
    'Thanh Hóa Fire',
    'Bình Dương Steel',
    'Quảng Ninh Coal',
    'Nam Định Silk',
    'Vũng Tàu Mariners',
  ],
  brazil: [
    'Clube Atlético Serrano',
    'Esporte Clube Ipanema',
    'Grêmio Pampeiro',
    'Sport Recife Novo',
    'Cruzeiro do Vale',
    'Fluminense Praiano',
    'Botafogo Serrano',
    'Atlético Cerrado',
    'Internacional Sulista',
    'Vasco Litoral',
    'Bahia Azul',
    'Fortaleza Sol',
  ],
  argentina: [
    'Club Atlético Pampa',
    'Racing del Plata',
    'Independiente Sur',
    'Estudiantes Andinos',
    'Newell’s Costa',
    'Rosario Central Norte',
    'Huracán del Valle',
    'Lanús Ribera',
    'Talleres Sierra',
    'Vélez Llanura',
  ],
  usa: [
    'Portland Timberline',
    'Austin Bluebonnets',
    'Denver Summit',
    'Charlotte Crown',
    'Tampa Bay Current',
    'Sacramento Gold',
    'Columbus Foundry',
    'Nashville Sound',
    'Seattle Evergreen',
    'Phoenix Rising Sun',
    'Boston Harborside',
    'Detroit Motor',
  ],
  europe: [
    'Northbridge United',
    'Real Almenar',
    'FC Rheinfeld',
    'AC Vallombra',
    'Olympique Ventoux',
    'SL Ribeira',
    'PSV Brabantia',
    'Inter Castellano',
    'Borussia Talstadt',
    'Atlético Serrano',
    'Kingsport City',
    'FC Porto Velho',
    'Ajax Zuidwal',
    'AS Belmont',
    'SV Bergheim',
    'US Monterosso',
  ],
} as const;

const BASKETBALL = {
  usa: [
    'Atlanta Flyers',
    'Boston Tridents',
    'Chicago Gales',
    'Dallas Ranchers',
    'Denver Peaks',
    'Houston Comets',
    'Los Angeles Stars',
    'Miami Tides',
    'Milwaukee Moose',
    'New York Knights',
    'Oakland Redwoods',
    'Phoenix Flames',
    'Portland Pioneers',
    'Seattle Sonics',
    'Toronto Huskies',
    'Utah Canyons',
  ],
  spain: [
    'Baloncesto Almenar',
    'Gran Canaria Volcán',
    'Unicaja Costa',
    'Joventut Litoral',
    'Bilbao Ría',
    'Valencia Huerta',
    'Manresa Bages',
    'Zaragoza Ebro',
  ],
  europe: [
    'Olympiacos Piraeus Bay',
    'Fenerbahçe Bosphorus',
    'Partizan Sava',
    'Žalgiris Nemunas',
    'Maccabi Yarkon',
    'Anadolu Marmara',
    'Baskonia Araba',
    'Virtus Bononia',
    'Monaco Rocher',
    'Bayern Isar',
  ],
  philippines: [
    'Manila Typhoons',
    'Cebu Mariners',
    'Davao Eagles',
    'Quezon Kings',
    'Pasig Thunder',
    'Makati Titans',
    'Iloilo Sharks',
    'Baguio Pines',
  ],
} as const;

const HOCKEY = {
  usa: [
    'Boston Ironclads',
    'Chicago Blizzard',
    'Colorado Glaciers',
    'Detroit Pistons HC',
    'Minnesota Lumberjacks',
    'New Jersey Sentinels',
    'Pittsburgh Forge',
    'Seattle Orcas',
    'Tampa Bay Storm',
    'Vegas Aces',
    'Winnipeg Jets Nord',
    'Edmonton Drillers',
  ],
  sweden: [
    'Frölunda Västkust',
    'Färjestad Vänern',
    'Luleå Norrbotten',
    'Skellefteå Guld',
    'Djurgården Söder',
    'Växjö Lakers',
    'Rögle Ängelholm',
    'Örebro Närke',
  ],
  finland: [
    'Tappara Tampere',
    'Kärpät Oulu',
    'HIFK Helsinki',
    'TPS Turku',
    'Lukko Rauma',
    'Ilves Häme',
    'Pelicans Lahti',
    'KalPa Kuopio',
  ],
  germany: [
    'Eisbären Spree',
    'Adler Quadrate',
    'Red Bulls Isar',
    'Kölner Domhaie',
    'Grizzlys Allerstadt',
    'Pinguine Rheinufer',
    'Panther Lechfeld',
    'Löwen Mainstadt',
  ],
} as const;

const CRICKET = {
  india: [
    'Mumbai Mariners',
    'Chennai Lions',
    'Kolkata Tigers',
    'Delhi Capitals XI',
    'Bengaluru Royals',
    'Hyderabad Sunrisers XI',
    'Punjab Kings XI',
    'Rajasthan Regals',
  ],
  australia: [
    'Sydney Surge',
    'Melbourne Meteors',
    'Brisbane Heatwave',
    'Perth Scorpions',
    'Adelaide Strikers XI',
    'Hobart Hurricanes XI',
    'Canberra Comets',
    'Gold Coast Breakers',
  ],
  england: [
    'Surrey Stags',
    'Yorkshire Vikings XI',
    'Lancashire Lightning XI',
    'Kent Spitfires XI',
    'Essex Eagles XI',
    'Somerset Cider Men',
    'Notts Outlaws XI',
    'Sussex Sharks XI',
  ],
} as const;

const TENNIS_PLAYERS = {
  atp: [
    'A. Moreau',
    'L. Kovač',
    'D. Santoro',
    'M. Lindqvist',
    'J. Okafor',
    'T. Nakamura',
    'R. Almeida',
    'S. Petrov',
    'F. Weber',
    'C. Delgado',
    'N. Jansen',
    'H. Kim',
    'P. Rossi',
    'E. Novak',
    'K. Schmidt',
    'B. Laurent',
    'V. Ivanov',
    'G. Costa',
    'O. Berg',
    'I. Horvat',
  ],
  wta: [
    'A. Svensson',
    'M. Dubois',
    'E. Romano',
    'K. Nowak',
    'S. Tanaka',
    'L. Fischer',
    'J. Herrera',
    'N. Popescu',
    'D. Kowalski',
    'C. Moretti',
    'Y. Chen',
    'T. Larsen',
    'R. Silva',
    'V. Kuznetsova',
    'H. Park',
    'B. Mayer',
    'G. Lopez',
    'O. Varga',
  ],
} as const;

const EFOOTBALL = [
  'Arsenal (Kodak)',
  'Barcelona (Sneaky)',
  'Bayern (Boulevard)',
  'Juventus (Flamingo)',
  'Liverpool (Hotshot)',
  'Man City (Lion)',
  'PSG (Panther)',
  'Real Madrid (Cleo)',
  'Inter (Nash)',
  'Chelsea (Ruby)',
  'Ajax (Frost)',
  'Porto (Blaze)',
];
const EFOOTBALL_BOTS = ['Bot Alpha', 'Bot Bravo', 'Bot Charlie', 'Bot Delta', 'Bot Echo', 'Bot Foxtrot', 'Bot Golf', 'Bot Hotel'];
const EBASKETBALL = [
  'Celtics (Ghost)',
  'Lakers (Mamba)',
  'Bulls (Chain)',
  'Warriors (Splash)',
  'Heat (Blaze)',
  'Bucks (Giant)',
  'Nuggets (Joker)',
  'Suns (Valley)',
  'Knicks (Garden)',
  '76ers (Process)',
];
const EBASKETBALL_BOTS = ['Hoop Bot 1', 'Hoop Bot 2', 'Hoop Bot 3', 'Hoop Bot 4', 'Hoop Bot 5', 'Hoop Bot 6'];

/** Football leagues per country; ids 1000+ for countries and 3000+ for leagues keep clear of the pseudo-sports 10000-10002. */
const footballLeague = (
  pathId: number,
  name: string,
  teams: readonly string[],
  fixturesPerWeek: number,
  scoringLevel = 1,
  kickoffHours: readonly number[] = AFTERNOON,
): LeagueDef => ({ pathId, name, teams, fixturesPerWeek, kickoffHours, scoringLevel, hasOutright: true });

/** Horses per course: enough for a week of races without a horse running twice a day. */
const HORSES_PER_COURSE = 60;

/** A racecourse: races every half hour of its racing hours (UTC), each from its own horses. */
function course(pathId: number, name: string, index: number, hours: readonly number[]): LeagueDef {
  return {
    pathId,
    name,
    teams: horsesOfCourse(index, HORSES_PER_COURSE),
    fixturesPerWeek: hours.length * 2 * 7,
    kickoffHours: hours,
    scoringLevel: 1,
  };
}

/** A racing country: its courses keep its clock, which names their races. */
function racingCountry(pathId: number, name: string, utcOffsetHours: number, courses: LeagueDef[]): CountryDef {
  return { pathId, name, leagues: courses.map((c) => ({ ...c, utcOffsetHours })) };
}

/** A golf tour event: no matches, a winner market each week over its field. */
const tournament = (pathId: number, name: string, field: readonly string[]): LeagueDef => ({
  pathId,
  name,
  teams: field,
  fixturesPerWeek: 0,
  kickoffHours: [],
  scoringLevel: 1,
  weeklyTournament: true,
});

export const SPORT_TREES: readonly SportTree[] = [
  {
    sport: SPORTS.FOOT,
    countries: [
      {
        pathId: 1001,
        name: 'England',
        leagues: [
          footballLeague(3001, 'Premier League', CLUBS.england.slice(0, 12), 14, 1.05),
          footballLeague(3002, 'Championship', CLUBS.england.slice(12, 24), 14, 0.95),
          footballLeague(3003, 'FA Cup', CLUBS.england, 6, 1, EVENING),
        ],
      },
      {
        pathId: 1002,
        name: 'Spain',
        leagues: [
          footballLeague(3004, 'LaLiga', CLUBS.spain.slice(0, 10), 12, 0.95),
          footballLeague(3005, 'LaLiga 2', CLUBS.spain.slice(10, 16), 8, 0.85),
        ],
      },
      {
        pathId: 1003,
        name: 'Germany',
        leagues: [
          footballLeague(3006, 'Bundesliga', CLUBS.germany.slice(0, 10), 12, 1.15),
          footballLeague(3007, '2. Bundesliga', CLUBS.germany.slice(10, 16), 8, 1.05),
        ],
      },
      {
        pathId: 1004,
        name: 'Italy',
        leagues: [
          footballLeague(3008, 'Serie A', CLUBS.italy.slice(0, 10), 12, 0.95),
          footballLeague(3009, 'Serie B', CLUBS.italy.slice(10, 16), 8, 0.85),
        ],
      },
      { pathId: 1005, name: 'France', leagues: [footballLeague(3010, 'Ligue 1', CLUBS.france, 12, 0.95)] },
      { pathId: 1006, name: 'Netherlands', leagues: [footballLeague(3011, 'Eredivisie', CLUBS.netherlands, 10, 1.2)] },
      { pathId: 1007, name: 'Portugal', leagues: [footballLeague(3012, 'Primeira Liga', CLUBS.portugal, 10, 0.95)] },
      { pathId: 1008, name: 'Kenya', leagues: [footballLeague(3013, 'Premier League', CLUBS.kenya, 12, 0.8, [13, 15, 16])] },
      { pathId: 1009, name: 'Vietnam', leagues: [footballLeague(3014, 'V.League 1', CLUBS.vietnam, 12, 0.9, [10, 11, 12])] },
      { pathId: 1010, name: 'Brazil', leagues: [footballLeague(3015, 'Série A', CLUBS.brazil, 12, 0.9, [19, 21, 22, 23])] },
      {
        pathId: 1011,
        name: 'Argentina',
        leagues: [footballLeague(3016, 'Liga Profesional', CLUBS.argentina, 10, 0.85, [20, 22, 23])],
      },
      { pathId: 1012, name: 'USA', leagues: [footballLeague(3017, 'MLS', CLUBS.usa, 12, 1.1, [0, 1, 2, 23])] },
      {
        pathId: 1013,
        name: 'International Clubs',
        leagues: [
          footballLeague(3018, 'Champions League', CLUBS.europe, 16, 1.05, EVENING),
          footballLeague(3019, 'Europa League', CLUBS.europe, 12, 1, EVENING),
        ],
      },
    ],
  },
  {
    sport: SPORTS.BASK,
    countries: [
      {
        pathId: 1101,
        name: 'USA',
        leagues: [
          {
            pathId: 3101,
            name: 'NBA',
            teams: BASKETBALL.usa,
            fixturesPerWeek: 28,
            kickoffHours: [0, 1, 2, 3],
            scoringLevel: 228,
            hasOutright: true,
          },
        ],
      },
      {
        pathId: 1102,
        name: 'Spain',
        leagues: [
          { pathId: 3102, name: 'ACB', teams: BASKETBALL.spain, fixturesPerWeek: 8, kickoffHours: EVENING, scoringLevel: 165 },
        ],
      },
      {
        pathId: 1103,
        name: 'International',
        leagues: [
          {
            pathId: 3103,
            name: 'EuroLeague',
            teams: BASKETBALL.europe,
            fixturesPerWeek: 10,
            kickoffHours: EVENING,
            scoringLevel: 160,
            hasOutright: true,
          },
        ],
      },
      {
        pathId: 1104,
        name: 'Philippines',
        leagues: [
          {
            pathId: 3104,
            name: 'PBA',
            teams: BASKETBALL.philippines,
            fixturesPerWeek: 8,
            kickoffHours: [8, 10, 11],
            scoringLevel: 195,
          },
        ],
      },
    ],
  },
  {
    sport: SPORTS.TENN,
    countries: [
      {
        pathId: 1201,
        name: 'Austria',
        leagues: [
          {
            pathId: 3201,
            name: 'ATP Vienna',
            teams: TENNIS_PLAYERS.atp.slice(0, 16),
            fixturesPerWeek: 20,
            kickoffHours: ALL_DAY,
            scoringLevel: 1,
          },
        ],
      },
      {
        pathId: 1202,
        name: 'China',
        leagues: [
          {
            pathId: 3202,
            name: 'WTA Beijing',
            teams: TENNIS_PLAYERS.wta,
            fixturesPerWeek: 20,
            kickoffHours: [3, 5, 7, 9, 11],
            scoringLevel: 1,
          },
        ],
      },
      {
        pathId: 1203,
        name: 'France',
        leagues: [
          {
            pathId: 3203,
            name: 'ATP Challenger Lyon',
            teams: TENNIS_PLAYERS.atp.slice(4, 20),
            fixturesPerWeek: 16,
            kickoffHours: ALL_DAY,
            scoringLevel: 1,
          },
        ],
      },
    ],
  },
  {
    sport: SPORTS.CRIC,
    countries: [
      {
        pathId: 1301,
        name: 'India',
        leagues: [
          {
            pathId: 3301,
            name: 'Indian T20 League',
            teams: CRICKET.india,
            fixturesPerWeek: 7,
            kickoffHours: [10, 14],
            scoringLevel: 172,
            hasOutright: true,
          },
        ],
      },
      {
        pathId: 1302,
        name: 'Australia',
        leagues: [
          {
            pathId: 3302,
            name: 'Big Bash',
            teams: CRICKET.australia,
            fixturesPerWeek: 7,
            kickoffHours: [3, 8],
            scoringLevel: 165,
          },
        ],
      },
      {
        pathId: 1303,
        name: 'England',
        leagues: [
          {
            pathId: 3303,
            name: 'T20 Blast',
            teams: CRICKET.england,
            fixturesPerWeek: 8,
            kickoffHours: [13, 17],
            scoringLevel: 168,
          },
        ],
      },
    ],
  },
  {
    sport: SPORTS.ICEH,
    countries: [
      {
        pathId: 1401,
        name: 'USA',
        leagues: [
          {
            pathId: 3401,
            name: 'NHL',
            teams: HOCKEY.usa,
            fixturesPerWeek: 24,
            kickoffHours: [0, 1, 2],
            scoringLevel: 3.1,
            hasOutright: true,
          },
        ],
      },
      {
        pathId: 1402,
        name: 'Sweden',
        leagues: [
          { pathId: 3402, name: 'SHL', teams: HOCKEY.sweden, fixturesPerWeek: 8, kickoffHours: EVENING, scoringLevel: 2.7 },
        ],
      },
      {
        pathId: 1403,
        name: 'Finland',
        leagues: [
          { pathId: 3403, name: 'Liiga', teams: HOCKEY.finland, fixturesPerWeek: 8, kickoffHours: EVENING, scoringLevel: 2.8 },
        ],
      },
      {
        pathId: 1404,
        name: 'Germany',
        leagues: [
          { pathId: 3404, name: 'DEL', teams: HOCKEY.germany, fixturesPerWeek: 8, kickoffHours: EVENING, scoringLevel: 2.9 },
        ],
      },
    ],
  },
  {
    sport: SPORTS.EFOT,
    countries: [
      {
        pathId: 1501,
        name: 'International',
        leagues: [
          {
            pathId: 3501,
            name: 'Esoccer Battle - 8 mins',
            teams: EFOOTBALL,
            fixturesPerWeek: 28,
            kickoffHours: AROUND_THE_CLOCK,
            scoringLevel: 1.9,
          },
          {
            pathId: 3502,
            name: 'Esoccer Bots',
            teams: EFOOTBALL_BOTS,
            fixturesPerWeek: 21,
            kickoffHours: AROUND_THE_CLOCK,
            scoringLevel: 2.1,
            bots: true,
          },
        ],
      },
    ],
  },
  {
    sport: SPORTS.EBSK,
    countries: [
      {
        pathId: 1601,
        name: 'International',
        leagues: [
          {
            pathId: 3601,
            name: 'Ebasketball H2H GG League',
            teams: EBASKETBALL,
            fixturesPerWeek: 28,
            kickoffHours: AROUND_THE_CLOCK,
            scoringLevel: 80,
          },
          {
            pathId: 3602,
            name: 'Ebasketball Bots',
            teams: EBASKETBALL_BOTS,
            fixturesPerWeek: 21,
            kickoffHours: AROUND_THE_CLOCK,
            scoringLevel: 84,
            bots: true,
          },
        ],
      },
    ],
  },
  {
    sport: SPORTS.HORS,
    countries: [
      racingCountry(1701, 'England', 0, [
        course(3701, 'Kingsdown', 0, [12, 13, 14, 15, 16]),
        course(3702, 'Ashcombe Park', 1, [13, 14, 15, 16, 17]),
      ]),
      racingCountry(1702, 'Ireland', 0, [course(3703, 'Glenmore', 2, [15, 16, 17, 18])]),
      racingCountry(1703, 'USA', -5, [course(3704, 'Riverbend Park', 3, [19, 20, 21, 22, 23])]),
      racingCountry(1704, 'Australia', 11, [course(3705, 'Southern Downs', 4, [1, 2, 3, 4, 5, 6])]),
      racingCountry(1705, 'South Africa', 2, [course(3706, 'Highveld', 5, [8, 9, 10, 11])]),
    ],
  },
  {
    sport: SPORTS.GOLF,
    countries: [
      {
        pathId: 1801,
        name: 'USA',
        leagues: [
          tournament(3801, 'Pinehurst Classic', GOLFERS.slice(0, 24)),
          tournament(3802, 'Lakeside Invitational', GOLFERS.slice(24, 48)),
        ],
      },
      { pathId: 1802, name: 'International', leagues: [tournament(3803, 'Coastal Masters', GOLFERS.slice(48, 72))] },
    ],
  },
];

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
