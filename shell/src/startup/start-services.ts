import { getBus } from '@sportsbook/bus';
import { addTranslations, initI18n } from '@sportsbook/ui';
import i18next from 'i18next';
import { currentBrand } from '../brands/current-brand';
import { preloadRemote } from '../federation/preload-remote';
import { showKeysProcessor } from '../i18n/show-keys';
import { shellTranslations } from '../i18n/translations';
import { listenForBetslipToggle } from '../layout/betslip-overlay';
import { listenForLoginRequests } from '../layout/header';
import { listenForToasts } from '../toasts/toast-store';
import { localeFromPath } from '../locale';
import { pageModulesFor } from '../pages/page-routes';
import { deleteSession } from '../session/delete-session';
import { fetchSession } from '../session/fetch-session';
import { createLogout } from '../session/logout';
import { startSessionLifecycle } from '../session/session-lifecycle';
import { loggedOut } from '../session/session-state';
import { loadSettings, resetSettings } from '../settings/settings-store';
import { listenForSiteRedirects } from '../status/site-redirects';
import { setFrame } from '../layout/frame-store';

/**
 * The shell's services, before anything renders: the page's state on the bus (the brand first:
 * remotes read it as they load), the strings, the current page's remote modules on their way, the
 * session and the listeners that answer remotes.
 */
export function startServices(): void {
  const bus = getBus();
  const query = new URLSearchParams(window.location.search);
  const locale = localeFromPath(window.location.pathname);
  i18next.use(showKeysProcessor);
  initI18n(locale, query.get('mode') === 'translations');
  addTranslations('shell', shellTranslations);
  // The brand first: remotes read it (login mode, storage keys) as they load.
  bus.setState('brand', currentBrand);
  bus.setState('locale', { locale });
  bus.setState('odds-format', { format: currentBrand.defaultOddsFormat });
  bus.setState('session', loggedOut(currentBrand.currency));
  bus.setState('wallet/balance', null);

  preloadRemote('mfe_betslip/BetslipPanel');
  preloadRemote('mfe_account/AccountServices');
  for (const id of pageModulesFor(window.location.pathname)) preloadRemote(id);

  // The settings follow the player's currency (the brand's while logged out).
  const reloadSettings = () => void loadSettings(bus.getState('session')?.currency ?? currentBrand.currency);
  bus.subscribe('session', (session) => void loadSettings(session.currency));
  listenForLoginRequests();
  listenForToasts(bus);
  listenForBetslipToggle();
  listenForSiteRedirects({
    bus,
    current: () => ({ pathname: window.location.pathname, locale: localeFromPath(window.location.pathname) }),
    reload: (url) => window.location.replace(url),
    navigate: (to) => setFrame({ redirectTo: to }),
  });
  startSessionLifecycle({
    bus,
    restore: () => fetchSession(),
    logout: createLogout({
      bus,
      currency: currentBrand.currency,
      storagePrefix: currentBrand.storagePrefix,
      logoutUrl: currentBrand.logoutUrl,
      revokeSession: deleteSession,
      resetSettings: () => {
        resetSettings();
        reloadSettings();
      },
      navigate: (url) => window.location.assign(url),
      currentUrl: () => window.location.href,
    }),
  });
}
