import { getBus } from '@sportsbook/bus';
import { addTranslations, initI18n, resolveThemePreference } from '@sportsbook/ui';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentBrand } from './brands/current-brand';
import { isEmbedded } from './embedded/parent-messages';
import { preloadRemote } from './federation/preload-remote';
import { showKeysProcessor } from './i18n/show-keys';
import { shellTranslations } from './i18n/translations';
import { listenForBetslipToggle } from './layout/betslip-overlay';
import { listenForLoginRequests } from './layout/header';
import { localeFromPath } from './locale';
import { deleteSession } from './session/delete-session';
import { fetchSession } from './session/fetch-session';
import { createLogout } from './session/logout';
import { startSessionLifecycle } from './session/session-lifecycle';
import { loggedOut } from './session/session-state';
import { loadSettings, resetSettings } from './settings/settings-store';

const bus = getBus();
const query = new URLSearchParams(window.location.search);
const locale = localeFromPath(window.location.pathname);
i18next.use(showKeysProcessor);
initI18n(locale, query.get('mode') === 'translations');
addTranslations('shell', shellTranslations);
bus.setState('locale', { locale });
bus.setState('odds-format', { format: currentBrand.defaultOddsFormat });
bus.setState('session', loggedOut(currentBrand.currency));
bus.setState('wallet/balance', null);

preloadRemote('mfe_betslip/BetslipPanel');
preloadRemote('mfe_account/AccountServices');

const reloadSettings = () => void loadSettings(currentBrand.currency);
listenForLoginRequests();
listenForBetslipToggle();
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
reloadSettings();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Read once: ?theme= and ?embedded= hold for the whole visit, not just the first URL.
const theme = resolveThemePreference(query.get('theme'), currentBrand.defaultTheme);
createRoot(container).render(<App theme={theme} embedded={isEmbedded(window.location.search)} />);
