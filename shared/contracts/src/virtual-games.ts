/**
 * Third-party game pages (spec §2, §6): which session token a provider's game receives, who may see
 * the virtual-games link, and the postMessage protocol between a game and the page that frames it.
 * The API's demo games and every provider integration speak this protocol.
 */
import type { SessionResponse } from './account-schema';

type TokenField = {
  [K in keyof SessionResponse]: K extends `icore_${string}token` ? K : never;
}[keyof SessionResponse];

/** Providers with a token of their own in the session response; every other game gets `icore_token`. */
const PROVIDER_TOKEN_FIELDS: Readonly<Record<string, TokenField>> = {
  kiron: 'icore_kiron_token',
  'betradar-virtuals': 'icore_betradar_virtuals_token',
  esportsbull: 'icore_esports_bull_token',
  powerball: 'icore_powerball_token',
};

export const providerTokenField = (provider: string): TokenField =>
  Object.hasOwn(PROVIDER_TOKEN_FIELDS, provider) ? (PROVIDER_TOKEN_FIELDS[provider] as TokenField) : 'icore_token';

/** Spec §6: the virtual-games link is not offered to players whose wallet is in tether. */
export const TETHER_CURRENCIES: readonly string[] = ['USDT'];

export const virtualGamesAvailable = (currency: string): boolean => !TETHER_CURRENCIES.includes(currency.toUpperCase());

/**
 * Query parameter the page adds to a launch URL: the page's origin, so the game posts only to it and
 * accepts messages only from it.
 */
export const GAME_PARENT_ORIGIN_PARAM = 'parentOrigin';

/** Every message carries this marker so unrelated postMessage traffic (extensions, devtools) is ignored. */
export const GAME_PROTOCOL = 'sportsbook-game/1';
