import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { shellTranslations } from './i18n/translations';
import { localeFromPath } from './locale';

const bus = getBus();
const locale = localeFromPath(window.location.pathname);
initI18n(locale, new URLSearchParams(window.location.search).get('mode') === 'translations');
addTranslations('shell', shellTranslations);
bus.setState('locale', { locale });
bus.setState('odds-format', { format: 'euro' });
bus.setState('session', LOGGED_OUT);
bus.setState('wallet/balance', null);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
