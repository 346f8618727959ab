import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { createLogout, logoutStore, resetLogout, type LogoutDeps } from './logout';

const loggedIn = { ...LOGGED_OUT, loggedIn: true, accountId: 'acc-1', username: 'ann', expiresAt: 1 };

function setup(overrides: Partial<LogoutDeps> = {}) {
  const bus = createBus();
  bus.setState('session', loggedIn);
  bus.setState('wallet/balance', { currency: 'EUR', balance: 10, promoCash: 0, withdrawableAmount: 10 });
  bus.setState('betslip/selections', { outcomeIds: [11, 12] });
  const deps: LogoutDeps = {
    bus,
    currency: 'EUR',
    storagePrefix: 'sb_eu_',
    logoutUrl: null,
    revokeSession: jest.fn(() => Promise.resolve()),
    resetSettings: jest.fn(),
    navigate: jest.fn(),
    currentUrl: () => 'https://site.example/en/sports',
    ...overrides,
  };
  return { bus, deps, logout: createLogout(deps) };
}

beforeEach(() => {
  jest.useFakeTimers();
  resetLogout();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('clears session, wallet, betslip, settings, stored keys and cookies', async () => {
  const { bus, deps, logout } = setup();
  const removed: number[] = [];
  bus.on('betslip/remove-selection', ({ outcomeId }) => removed.push(outcomeId));
  localStorage.setItem('sb_eu_favouriteEvents', '[1]');
  localStorage.setItem('unrelated', 'x');
  document.cookie = 'extToken=abc; path=/';
  document.cookie = 'sb_signed_in=1; path=/';
  await logout('user');
  expect(deps.revokeSession).toHaveBeenCalledTimes(1);
  expect(bus.getState('session')).toEqual(LOGGED_OUT);
  expect(bus.getState('wallet/balance')).toBeNull();
  expect(removed).toEqual([11, 12]);
  expect(deps.resetSettings).toHaveBeenCalled();
  expect(localStorage.getItem('sb_eu_favouriteEvents')).toBeNull();
  expect(localStorage.getItem('unrelated')).toBe('x');
  expect(document.cookie).not.toContain('extToken=abc');
  // A reload after a logout the server did not hear of (offline) asks for no session.
  expect(document.cookie).not.toContain('sb_signed_in');
});

it('is guarded against a double logout', async () => {
  const { deps, logout } = setup();
  await Promise.all([logout('user'), logout('unauthorized')]);
  expect(deps.revokeSession).toHaveBeenCalledTimes(1);
});

it('resets its loading flag after 1 s', async () => {
  const { logout } = setup();
  await logout('user');
  expect(logoutStore.getState().loggingOut).toBe(true);
  jest.advanceTimersByTime(1000);
  expect(logoutStore.getState().loggingOut).toBe(false);
});

it('still logs out locally when revoking fails', async () => {
  const { bus, logout } = setup({ revokeSession: () => Promise.reject(new Error('401')) });
  await logout('unauthorized');
  expect(bus.getState('session')?.loggedIn).toBe(false);
});

it('redirects to the logout URL with logout_reason and destination', async () => {
  const { deps, logout } = setup({ logoutUrl: 'https://auth.example/logout' });
  await logout('jwe_token_expired');
  expect(deps.navigate).toHaveBeenCalledWith(
    'https://auth.example/logout?logout_reason=jwe_token_expired&destination=https%3A%2F%2Fsite.example%2Fen%2Fsports',
  );
});
