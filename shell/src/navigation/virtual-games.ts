import { virtualGamesAvailable } from '@sportsbook/contracts';

/** Third-party game pages of spec §2, each naming the provider the virtuals remote launches. */
export const VIRTUAL_GAME_ROUTES = [
  { path: 'sports/kiron', provider: 'kiron' },
  { path: 'sports/betradar-virtuals', provider: 'betradar-virtuals' },
  { path: 'sports/edge', provider: 'edge' },
  { path: 'sports/esports', provider: 'esports' },
  { path: 'sports/esportsbull', provider: 'esportsbull' },
  { path: 'sports/exchange', provider: 'exchange' },
  { path: 'sports/parlaybay', provider: 'parlaybay' },
  { path: 'sports/soccerbet', provider: 'soccerbet' },
  { path: 'sports/vir2al-games', provider: 'vir2al-games' },
  { path: 'sports/leap/*', provider: 'leap' },
  { path: 'cryptoblast', provider: 'cryptoblast' },
  { path: 'powerball', provider: 'powerball' },
  { path: 'lotto', provider: 'lotto' },
] as const;

const GAME_PREFIXES = VIRTUAL_GAME_ROUTES.map((route) => route.path.replace(/\/\*$/, ''));

/** Whether a navigation link (with or without the locale) opens a virtual game page. */
export function isVirtualGameLink(url: string): boolean {
  const path = url.replace(/^\/+/, '').replace(/^[a-z]{2}(-[A-Z]{2})?\//, '');
  return GAME_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Spec §6: the virtual-games link is not offered in the tether currency. The currency is the
 * session's, which for a guest is the brand's.
 */
export const virtualGamesLinkShown = (currency: string): boolean => virtualGamesAvailable(currency);

/** Drops links to game pages when the player's currency may not play them. */
export const withoutUnavailableGames = <T extends { url: string }>(links: readonly T[], currency: string): T[] =>
  virtualGamesLinkShown(currency) ? [...links] : links.filter((link) => !isVirtualGameLink(link.url));
