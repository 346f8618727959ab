import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT, type AccountPrefs, type SessionState } from '@sportsbook/contracts';
import { forgetLoginData, loadLoginData } from './login-data';

const session = (accountId: string): SessionState => ({
  loggedIn: true,
  accountId,
  username: 'p',
  currency: 'EUR',
  expiresAt: null,
});
const prefs = (price_format: string, theme = 'system') => Promise.resolve({ price_format, theme } as AccountPrefs);

beforeEach(() => forgetLoginData());

it("makes the player's odds format the site's, once per login", async () => {
  const bus = createBus();
  bus.setState('session', session('1'));
  const load = jest.fn(() => prefs('uk'));
  await loadLoginData(session('1'), bus, load);
  await loadLoginData(session('1'), bus, load);
  expect(load).toHaveBeenCalledTimes(1);
  expect(bus.getState('odds-format')).toEqual({ format: 'euro' });
});

it("applies the player's saved theme after login, and ignores one the site does not know", async () => {
  const bus = createBus();
  bus.setState('session', session('5'));
  await loadLoginData(session('5'), bus, () => prefs('euro', 'dark'));
  expect(bus.getState('theme')).toEqual({ mode: 'dark' });
  forgetLoginData();
  await loadLoginData(session('5'), bus, () => prefs('euro', 'sepia'));
  expect(bus.getState('theme')).toEqual({ mode: 'dark' });
});

it('loads again after a logout', async () => {
  const bus = createBus();
  bus.setState('session', session('1'));
  const load = jest.fn(() => prefs('hk'));
  await loadLoginData(session('1'), bus, load);
  forgetLoginData();
  await loadLoginData(session('1'), bus, load);
  expect(load).toHaveBeenCalledTimes(2);
});

it('does nothing while logged out, and drops an answer for a player who left', async () => {
  const bus = createBus();
  const load = jest.fn(() => prefs('us'));
  await loadLoginData(LOGGED_OUT, bus, load);
  expect(load).not.toHaveBeenCalled();
  bus.setState('session', LOGGED_OUT);
  await loadLoginData(session('2'), bus, load);
  expect(bus.getState('odds-format')).toBeUndefined();
});

it('a failed load is logged and retried on the next call', async () => {
  const bus = createBus();
  bus.setState('session', session('3'));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await loadLoginData(session('3'), bus, () => Promise.reject(new Error('down')));
  expect(error).toHaveBeenCalled();
  await loadLoginData(session('3'), bus, () => prefs('indo'));
  expect(bus.getState('odds-format')).toEqual({ format: 'indo' });
  error.mockRestore();
});
