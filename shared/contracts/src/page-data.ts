/**
 * What the shell's server asks the API for and writes into a page (page-answers.ts): the answers a
 * page needs for its largest paint. The home page's largest paint is a highlight, and on a phone
 * asking for it only after the scripts have run cost a round trip at the end of the critical path.
 */
import { ODDS_LADDER_GET, POWER_ODDS_GET } from './odds-ladder';
import { apiGetKey, type ApiGet } from './page-answers';
import { pageFirstModulesAt } from './page-modules';
import type { ExposedModuleId } from './remotes';
import type { EventsQuery } from './sports-schema';
import { PSEUDO_SPORT } from './sports';

/** The home page's highlights: the first events of the homepage pseudo-sport, with their markets. */
export const HOME_HIGHLIGHTS_QUERY = {
  eventPathIds: String(PSEUDO_SPORT.homepage),
  periodType: 'PRE_MATCH',
  includeMarkets: true,
  eventsPerPage: 6,
} as const satisfies EventsQuery;

/** What every price depends on (spec §7): the brand's ladder and margins, and the book's power odds. */
const PRICING: readonly ApiGet[] = [ODDS_LADDER_GET, POWER_ODDS_GET];

/** The answers a module's first render waits for, by module; a module not listed asks for its own. */
const FIRST_DATA: Partial<Record<ExposedModuleId, readonly ApiGet[]>> = {
  'mfe_prematch/HomeHighlights': [{ path: '/xapi/rest/events', query: HOME_HIGHLIGHTS_QUERY }, ...PRICING],
};

/** The API answers the page at `pathname` (/{locale}/…) needs first: those of its modules, once each. */
export function pageDataAt(pathname: string): ApiGet[] {
  const requests = new Map<string, ApiGet>();
  for (const module of pageFirstModulesAt(pathname)) {
    for (const request of FIRST_DATA[module] ?? []) requests.set(apiGetKey(request.path, request.query), request);
  }
  return [...requests.values()];
}

/**
 * Marks what the shell's server painted of a remote module (the value is the module's id): the shell
 * keeps that element in the module's slot until the module shows, so its first render does not
 * wipe what the player already sees.
 */
export const SERVER_PAINT_ATTRIBUTE = 'data-server-paint';
