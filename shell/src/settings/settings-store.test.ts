import { getBus } from '@sportsbook/bus';
import { shellTranslations } from '../i18n/translations';
import { resetToasts, toastStore } from '../toasts/toast-store';
import { loadSettings, resetSettings, selectSettings, settingsStore } from './settings-store';

// jsdom has no fetch: the network edge is this one function.
const fetchMock = jest.fn();
Object.assign(globalThis, { fetch: fetchMock });
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });

jest.mock('i18next', () => ({
  __esModule: true,
  default: { t: (key: string) => (shellTranslations.en as Record<string, string>)[key.replace('shell:', '')] ?? key },
}));

beforeEach(() => {
  resetSettings();
  resetToasts();
});
afterEach(() => fetchMock.mockReset());

it('loads the operator settings in the brand currency', async () => {
  answer(200, { brand: 'eu', enable_my_bets: false, partner_product_urls: {}, max_bets_on_betslip: 15 });
  await loadSettings('EUR');
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/all_cached_settings?cached=true&all=true&c=EUR');
  expect(selectSettings(settingsStore.getState())?.enable_my_bets).toBe(false);
});

it('publishes them to the remotes once per currency, and null when the API cannot give them', async () => {
  answer(200, { brand: 'ke', enable_my_bets: true, partner_product_urls: {}, max_bets_on_betslip: 30 });
  await loadSettings('KES');
  await loadSettings('KES');
  expect(fetchMock).toHaveBeenCalledTimes(1);
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

it("shows 'Unexpected Error!' when the failure says nothing", async () => {
  fetchMock.mockRejectedValue(new TypeError('network down'));
  await loadSettings('EUR');
  expect(settingsStore.getState()).toEqual({ status: 'error', message: 'Unexpected Error!' });
});

it('says nothing when the API sent the site to the maintenance page instead', async () => {
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    redirected: true,
    url: 'http://site.example/en/maintenance',
    json: () => Promise.reject(new SyntaxError('not JSON')),
  });
  await loadSettings('EUR');
  expect(settingsStore.getState()).toEqual({ status: 'idle' });
  expect(toastStore.getState().toasts).toEqual([]);
});
