import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT, type SessionResponse } from '@sportsbook/contracts';
import { startSessionLifecycle } from './session-lifecycle';

const NOW = 1_700_000_000_000;
const response = (expiresAt: number): SessionResponse => ({
  id: 'acc-1',
  username: 'ann',
  jwe_token: 'a.b.c',
  currency: 'EUR',
  locale: 'en',
  icore_player_id: 'acc-1',
  icore_token: 't',
  icore_betradar_virtuals_token: 't',
  icore_esports_bull_token: 't',
  icore_kiron_token: 't',
  icore_scout_token: 't',
  icore_powerball_token: 't',
  is_partner_matrix_affiliate: false,
  expires_in: 3600,
  expires_at: expiresAt,
});

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

function setup(restore: () => Promise<SessionResponse | null>) {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const logout = jest.fn(() => Promise.resolve());
  const stop = startSessionLifecycle({ bus, restore, logout });
  return { bus, logout, stop };
}

it('restores the logged-in state from the token at start-up', async () => {
  const { bus } = setup(() => Promise.resolve(response(NOW + 3_600_000)));
  await Promise.resolve();
  await Promise.resolve();
  expect(bus.getState('session')).toEqual({
    loggedIn: true,
    accountId: 'acc-1',
    username: 'ann',
    currency: 'EUR',
    expiresAt: NOW + 3_600_000,
  });
});

it('stays logged out when there is no session', async () => {
  const { bus } = setup(() => Promise.reject(new Error('401')));
  await Promise.resolve();
  await Promise.resolve();
  expect(bus.getState('session')?.loggedIn).toBe(false);
});

it('logs out with jwe_token_expired 30 s before the token expires', () => {
  const { bus, logout } = setup(() => new Promise(() => undefined));
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: 'a', username: 'ann', expiresAt: NOW + 90_000 });
  jest.advanceTimersByTime(59_999);
  expect(logout).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(logout).toHaveBeenCalledWith('jwe_token_expired');
});

it('drops the expiry timer when the session changes', () => {
  const { bus, logout } = setup(() => new Promise(() => undefined));
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: 'a', username: 'ann', expiresAt: NOW + 40_000 });
  bus.setState('session', LOGGED_OUT);
  jest.advanceTimersByTime(60_000);
  expect(logout).not.toHaveBeenCalled();
});

it('carries out session/logout requests with their reason', () => {
  const { bus, logout } = setup(() => new Promise(() => undefined));
  bus.publish('session/logout', { reason: 'unauthorized' });
  expect(logout).toHaveBeenCalledWith('unauthorized');
});

it('says the restore has settled only once its session is on the bus, or when there is none', async () => {
  const seen: unknown[] = [];
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  startSessionLifecycle({
    bus,
    restore: () => Promise.resolve(response(NOW + 3_600_000)),
    logout: jest.fn(() => Promise.resolve()),
    onRestored: () => seen.push(bus.getState('session')?.loggedIn),
  });
  const failed = jest.fn();
  startSessionLifecycle({
    bus: createBus(),
    restore: () => Promise.reject(new Error('401')),
    logout: jest.fn(),
    onRestored: failed,
  });
  const none = jest.fn();
  startSessionLifecycle({ bus: createBus(), restore: () => Promise.resolve(null), logout: jest.fn(), onRestored: none });
  for (let i = 0; i < 5; i++) await Promise.resolve();
  expect(seen).toEqual([true]);
  expect(failed).toHaveBeenCalledTimes(1);
  expect(none).toHaveBeenCalledTimes(1);
});
