/**
 * Which small game each provider of the spec §2 game routes gets. Three families cover them: a
 * virtual football round (1X2), a number draw and a crash multiplier; providers without a family of
 * their own borrow the closest one under their own title and team names.
 */
import type { GAME_PROVIDERS } from '../content/settings';

export type GameFamily = 'football' | 'draw' | 'crash';

export type GameProvider = (typeof GAME_PROVIDERS)[number];

export interface DrawRules {
  /** Numbers 1..pool. */
  pool: number;
  /** How many are drawn each round. */
  drawn: number;
  /** A player picks 1..maxPicks numbers and wins when every pick is drawn. */
  maxPicks: number;
}

export interface GameDefinition {
  family: GameFamily;
  /** The provider's own brand name, the same in every language. */
  title: string;
  /** Accent colour of the game page. */
  accent: string;
  /** Football family: the sides that meet. */
  teams?: readonly string[];
  /** Draw family: the lottery's rules. */
  draw?: DrawRules;
}

const CLUBS = [
  'Northbridge',
  'Riverside',
  'Eastport',
  'Westfield',
  'Kingsbay',
  'Oakdale',
  'Harbour City',
  'Redhill',
  'Stonegate',
  'Lakeside',
] as const;
const ESPORTS_TEAMS = ['Nova', 'Pixel Wolves', 'Byte Force', 'Neon Tigers', 'Quantum Five', 'Glitch Kings'] as const;

const football = (title: string, accent: string, teams: readonly string[] = CLUBS): GameDefinition => ({
  family: 'football',
  title,
  accent,
  teams,
});

export const GAMES: Readonly<Record<GameProvider, GameDefinition>> = {
  kiron: football('Kiron Virtuals', '#2b7de9'),
  'betradar-virtuals': football('Betradar Virtual Sports', '#00a36c'),
  'vir2al-games': football('Vir2al Games', '#8e44ad'),
  soccerbet: football('SoccerBet', '#e67e22'),
  edge: football('Edge', '#16a085'),
  leap: football('Leap Gaming', '#c0392b'),
  esports: football('eSports', '#6c5ce7', ESPORTS_TEAMS),
  esportsbull: football('Esports Bull', '#d35400', ESPORTS_TEAMS),
  exchange: football('Exchange', '#2c3e50'),
  parlaybay: football('ParlayBay', '#27ae60'),
  lotto: { family: 'draw', title: 'Lotto', accent: '#f1c40f', draw: { pool: 36, drawn: 6, maxPicks: 3 } },
  powerball: { family: 'draw', title: 'Powerball', accent: '#e74c3c', draw: { pool: 45, drawn: 5, maxPicks: 3 } },
  cryptoblast: { family: 'crash', title: 'CryptoBlast', accent: '#f39c12' },
};

export const isGameProvider = (provider: string): provider is GameProvider => Object.hasOwn(GAMES, provider);
