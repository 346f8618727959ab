import type { ExposedModuleId, ExposedModuleProps } from '@sportsbook/contracts';
import { matchPath } from '@sportsbook/routing';
import { RemoteModule } from '../federation/remote-module';

/** The home page's remote modules, in the order it shows them. */
export const HOME_MODULES = ['mfe_prematch/HomeHighlights', 'mfe_live/LiveEvents', 'mfe_prematch/UpcomingEvents'] as const;

const page = <Id extends ExposedModuleId>(path: string, id: Id, props: ExposedModuleProps[Id]) => ({
  path,
  id,
  element: <RemoteModule id={id} props={props} />,
});

/** The pages (under /:locale) whose main column is one remote module. */
export const PAGE_ROUTES = [
  page('sports/*', 'mfe_prematch/PrematchPage', {}),
  page('events/*', 'mfe_prematch/PrematchPage', {}),
  page('live/*', 'mfe_live/LivePage', {}),
  page('open_bets', 'mfe_betslip/MyBets', { variant: 'page' }),
  page('account/*', 'mfe_account/AccountPages', {}),
  page('jackpot/*', 'mfe_jackpot/JackpotPage', {}),
];

/**
 * The remote modules the page at `pathname` shows in its main column. The shell starts loading them
 * with its own script instead of when React reaches them, a step earlier in the chain before the
 * page's largest paint (issue 21).
 */
export function pageModulesFor(pathname: string): ExposedModuleId[] {
  if (matchPath('/:locale', pathname)) return [...HOME_MODULES];
  return PAGE_ROUTES.filter((route) => matchPath(`/:locale/${route.path}`, pathname)).map((route) => route.id);
}
