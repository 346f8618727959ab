import type { Bus, Unsubscribe } from '@sportsbook/bus';
import type { BusMessages } from '@sportsbook/contracts';
import { isOfferedLocale } from '../locale';

export type SiteRedirectAction =
  /** A full page load: nothing of the session in memory survives, as after a reload. */
  { kind: 'reload'; url: string } | { kind: 'navigate'; to: string } | { kind: 'stay' };

const STATUS_PAGE = /^\/[a-z]{2}(?:-[A-Z]{2})?\/(blocked|maintenance)\/?$/;

/**
 * Spec §2: a call redirected to /blocked reloads the page, one redirected to a maintenance URL sends
 * the browser to the maintenance page. The reload lands on /{locale}/blocked itself: reloading the
 * page the player was on would only be redirected again, call after call. A player already on that
 * status page stays, so the page's own calls cannot loop.
 */
export function siteRedirectAction(
  redirect: BusMessages['site/redirected'],
  current: { pathname: string; locale: string },
): SiteRedirectAction {
  const locale = redirect.locale && isOfferedLocale(redirect.locale) ? redirect.locale : current.locale;
  if (STATUS_PAGE.exec(current.pathname)?.[1] === redirect.to) return { kind: 'stay' };
  const target = `/${locale}/${redirect.to}`;
  return redirect.to === 'blocked' ? { kind: 'reload', url: target } : { kind: 'navigate', to: target };
}

export interface SiteRedirectDeps {
  bus: Bus;
  current: () => { pathname: string; locale: string };
  reload: (url: string) => void;
  /** Hands an in-app navigation to the router (which may not be mounted yet when the first call returns). */
  navigate: (to: string) => void;
}

/** Listens from start-up, before React renders, so the very first calls (settings, session) are covered. */
export function listenForSiteRedirects({ bus, current, reload, navigate }: SiteRedirectDeps): Unsubscribe {
  let leaving = false;
  return bus.on('site/redirected', (redirect) => {
    if (leaving) return;
    const action = siteRedirectAction(redirect, current());
    if (action.kind === 'reload') {
      leaving = true;
      reload(action.url);
    } else if (action.kind === 'navigate') navigate(action.to);
  });
}
