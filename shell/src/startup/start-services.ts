import { getBus, type Bus } from '@sportsbook/bus';
import { addTranslations, initI18n, serverData } from '@sportsbook/ui';
import i18next from 'i18next';
import { currentBrand } from '../brands/current-brand';
import { loadBetslipWhenWanted } from '../federation/betslip-when-wanted';
import { preloadRemote, startRemote } from '../federation/preload-remote';
import { showKeysProcessor } from '../i18n/show-keys';
import { shellTranslations } from '../i18n/translations';
import { listenForBetslipToggle } from '../layout/betslip-overlay';
import { listenForLoginRequests } from '../layout/header';
import { listenForToasts } from '../toasts/toast-store';
import { localeFromPath } from '../locale';
import { hasSessionHint, pageFirstModulesAt, PLAYER_SERVICES_MODULE, SLIP_MODULE } from '@sportsbook/contracts';
import { deleteSession } from '../session/delete-session';
import { restoreSession } from '../session/fetch-session';
import { createLogout } from '../session/logout';
import { startSessionLifecycle } from '../session/session-lifecycle';
import { loggedOut } from '../session/session-state';
import { loadSettings, resetSettings } from '../settings/settings-store';
import { listenForSiteRedirects } from '../status/site-redirects';
import { setFrame } from '../layout/frame-store';

/** The page's state on the bus, the brand first: remotes read it (login mode, storage keys) as they load. */
function publishPageState(bus: Bus, locale: string): void {
  bus.setState('brand', currentBrand);
  bus.setState('locale', { locale });
  bus.setState('odds-format', { format: currentBrand.defaultOddsFormat });
  bus.setState('session', loggedOut(currentBrand.currency));
  bus.setState('wallet/balance', null);
}

/**
 * The current page's remote modules first; the betslip after them (or at the first odds pressed),
 * and the account's services only for a player (a visitor's page needs neither for its first paint).
 */
function startRemotes(bus: Bus): void {
  const page = pageFirstModulesAt(window.location.pathname).map(startRemote);
  if (hasSessionHint(document.cookie)) preloadRemote(PLAYER_SERVICES_MODULE);
  loadBetslipWhenWanted({ bus, load: () => startRemote(SLIP_MODULE), after: Promise.allSettled(page) });
}

/** What remotes ask of the shell over the bus: login, toasts, the slip's overlay, site redirects. */
function answerRemotes(bus: Bus): void {
  listenForLoginRequests();
  listenForToasts(bus);
  listenForBetslipToggle();
  listenForSiteRedirects({
    bus,
    current: () => ({ pathname: window.location.pathname, locale: localeFromPath(window.location.pathname) }),
    reload: (url) => window.location.replace(url),
    navigate: (to) => setFrame({ redirectTo: to }),
  });
}

/**
 * A language chosen inside the page: what the API worded in the old one (the operator's settings,
 * widgets and pages, every remote's server data) is asked for again in the new one.
 */
function followLanguage(bus: Bus): void {
  let current = bus.getState('locale')?.locale;
  bus.subscribe('locale', ({ locale }) => {
    if (locale === current) return;
    current = locale;
    void loadSettings(bus.getState('session')?.currency ?? currentBrand.currency);
    void serverData().invalidateQueries();
  });
}

/** The session's restore and logout, with the settings following the player's currency (the brand's while logged out). */
function startSession(bus: Bus): void {
  const reloadSettings = () => void loadSettings(bus.getState('session')?.currency ?? currentBrand.currency);
  bus.subscribe('session', (session) => void loadSettings(session.currency));
  // A remote that rendered before the restore settled would take the player for a visitor (an
  // account page asks them to log in): the page's content waits for it, only when there is one.
  if (hasSessionHint(document.cookie)) setFrame({ restoringSession: true });
  startSessionLifecycle({
    bus,
    restore: () => restoreSession(document.cookie),
    onRestored: () => setFrame({ restoringSession: false }),
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

/** The shell's services, before anything renders. */
export function startServices(): void {
  const bus = getBus();
  const locale = localeFromPath(window.location.pathname);
  i18next.use(showKeysProcessor);
  initI18n(locale, new URLSearchParams(window.location.search).get('mode') === 'translations');
  addTranslations('shell', shellTranslations);
  publishPageState(bus, locale);
  startRemotes(bus);
  answerRemotes(bus);
  startSession(bus);
  followLanguage(bus);
}
