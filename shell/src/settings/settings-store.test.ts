import { getBus } from '@sportsbook/bus';
import { fakeApi } from '@sportsbook/http/testing';
import { shellTranslations } from '../i18n/translations';
import { resetToasts, toastStore } from '../toasts/toast-store';
import { loadSettings, resetSettings, selectSettings, settingsStore } from './settings-store';

const answer = (status: number, body: unknown) => fakeApi(() => ({ status, body }));

jest.mock('i18next', () => ({
  __esModule: true,
  default: { t: (key: string) => (shellTranslations.en as Record<string, string>)[key.replace('shell:', '')] ?? key },
}));

beforeEach(() => {
  resetSettings();
  resetToasts();
});
it('loads the operator settings in the brand currency', async () => {
  const network = answer(200, { brand: 'eu', enable_my_bets: false, partner_product_urls: {}, max_bets_on_betslip: 15 });
  await loadSettings('EUR');
  expect(network.mock.calls[0]?.[0]).toBe('/api/all_cached_settings?cached=true&all=true&c=EUR');
  expect(selectSettings(settingsStore.getState())?.enable_my_bets).toBe(false);
});

it('publishes them to the remotes once per currency, and null when the API cannot give them', async () => {
  const network = answer(200, { brand: 'ke', enable_my_bets: true, partner_product_urls: {}, max_bets_on_betslip: 30 });
  await loadSettings('KES');
  await loadSettings('KES');
  expect(network).toHaveBeenCalledTimes(1);
  expect(getBus().getState('settings')).toMatchObject({ brand: 'ke', max_bets_on_betslip: 30 });
  answer(500, { statusCode: 500, code: 'BOOM', message: 'Settings store offline' });
  await loadSettings('EUR');
  expect(getBus().getState('settings')).toBeNull();
});

it("shows the server's message when settings fail", async () => {
  answer(500, { statusCode: 500, code: 'BOOM', message: 'Settings store offline' });
  await loadSettings('EUR');
  expect(settingsStore.getState()).toEqual({ status: 'error', message: 'Settings store offline' });
  expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['Settings store offline']);
});

it("leaves an API outage to the outage notice: no toast in the proxy's words", async () => {
  answer(503, { statusCode: 503, code: 'API_UNAVAILABLE', message: 'The operator API is not answering (connect ECONNREFUSED)' });
  await loadSettings('EUR');
  expect(settingsStore.getState()).toEqual({
    status: 'error',
    message: 'The site is temporarily unavailable. It will come back by itself in a moment.',
  });
  expect(toastStore.getState().toasts).toEqual([]);
});

it("shows 'Unexpected Error!' when the failure says nothing", async () => {
  fakeApi(() => Response.error());
  await loadSettings('EUR');
  expect(settingsStore.getState()).toEqual({ status: 'error', message: 'Unexpected Error!' });
});

it('says nothing when the API sent the site to the maintenance page instead', async () => {
  fakeApi((url) =>
    url.pathname === '/en/maintenance'
      ? new Response('<h1>Maintenance</h1>', { headers: { 'Content-Type': 'text/html' } })
      : new Response(null, { status: 302, headers: { Location: '/en/maintenance' } }),
  );
  await loadSettings('EUR');
  expect(settingsStore.getState()).toEqual({ status: 'idle' });
  expect(toastStore.getState().toasts).toEqual([]);
});

it("asks again in the page's new language, and keeps the settings shown until the new ones arrive", async () => {
  getBus().setState('locale', { locale: 'en' });
  const network = answer(200, { brand: 'eu', enable_my_bets: true, partner_product_urls: {}, max_bets_on_betslip: 15 });
  await loadSettings('EUR');
  getBus().setState('locale', { locale: 'es' });
  const reloading = loadSettings('EUR');
  expect(settingsStore.getState().status).toBe('ready');
  await reloading;
  expect(network).toHaveBeenCalledTimes(2);
  expect(network.mock.calls[1]?.[1]).toMatchObject({ headers: expect.objectContaining({ 'x-accept-language': 'es' }) });
});
