import { EXPOSED_MODULES, type ExposedModuleId, type RemoteName } from './remotes';

/**
 * The home page's remote modules, in the order it shows them. The first, the highlights, is the
 * page's largest paint: the page loads it alone and the boxes below it once it shows, so on a
 * phone's network their scripts do not share its bandwidth.
 */
export const HOME_MODULES = ['mfe_prematch/HomeHighlights', 'mfe_live/LiveEvents', 'mfe_prematch/UpcomingEvents'] as const;

/**
 * The pages (under /{locale}/) whose main column is one remote module. `sports/*` is the section and
 * everything under it; a path without `/*` is that page alone. The shell routes by this table and its
 * server preloads the modules of the page it sends, so the two always agree.
 */
export const PAGE_MODULE_ROUTES = [
  { path: 'sports/*', id: 'mfe_prematch/PrematchPage' },
  { path: 'events/*', id: 'mfe_prematch/PrematchPage' },
  { path: 'live/*', id: 'mfe_live/LivePage' },
  { path: 'open_bets', id: 'mfe_betslip/MyBets' },
  { path: 'account/*', id: 'mfe_account/AccountPages' },
  { path: 'jackpot/*', id: 'mfe_jackpot/JackpotPage' },
] as const satisfies readonly { path: string; id: ExposedModuleId }[];

/**
 * The account area's pages under /{locale}/account/ ('' is the profile). The account remote routes
 * each of them, and every link into the area (the header's account menu, a brand's cashier or
 * registration URL) names one of them: a path not listed here is a page that does not exist.
 */
export const ACCOUNT_PAGES = ['', 'bets', 'balances', 'cashier', 'transactions', 'preferences', 'safer-play', 'join'] as const;

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

function routeMatches(route: string, rest: readonly string[]): boolean {
  const pattern = segmentsOf(route);
  const open = pattern.at(-1) === '*';
  const fixed = open ? pattern.slice(0, -1) : pattern;
  if (open ? rest.length < fixed.length : rest.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment === rest[index]);
}

/**
 * The remote modules the main column of the page at `pathname` (/{locale}/…) loads first: what the
 * shell starts at once and its server preloads. The home page's later boxes wait for its first.
 */
export function pageFirstModulesAt(pathname: string): ExposedModuleId[] {
  const [, ...rest] = segmentsOf(pathname);
  if (rest.length === 0) return [HOME_MODULES[0]];
  return PAGE_MODULE_ROUTES.filter((route) => routeMatches(route.path, rest)).map((route) => route.id);
}

/** Every page starts the slip once its own modules have (or at the first odds pressed). */
export const SLIP_MODULE: ExposedModuleId = 'mfe_betslip/BetslipPanel';
/** A player's page starts the account's services (session, wallet); a visitor's does not. */
export const PLAYER_SERVICES_MODULE: ExposedModuleId = 'mfe_account/AccountServices';

/**
 * The remotes a page loads in its first seconds on any screen: its main column's (every box of the
 * home page), the slip's, and the account's for a player. Its server opens connections to these
 * alone: one opened to a remote the page never asks for spends a phone's socket and time for
 * nothing (Lighthouse: "unused preconnect"). The desktop's sports menu is left out, as a phone
 * shows it only when its menu is opened.
 */
export function remotesStartedAt(pathname: string, { player }: { player: boolean }): RemoteName[] {
  const home = segmentsOf(pathname).length <= 1;
  const modules: ExposedModuleId[] = [
    ...(home ? HOME_MODULES : pageFirstModulesAt(pathname)),
    SLIP_MODULE,
    ...(player ? [PLAYER_SERVICES_MODULE] : []),
  ];
  return [...new Set(modules.map((id) => EXPOSED_MODULES[id]))];
}
