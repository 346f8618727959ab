import { getBus } from '@sportsbook/bus';
import { fakeApi } from '@sportsbook/http/testing';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { initI18n } from '@sportsbook/ui';
import { render, screen } from '@testing-library/react';
import type MyBetsEntry from './my-bets';

const mockModuleLoads = jest.fn();
// The real module, counted when loaded: a visitor's panel must not fetch My Bets' code at all.
jest.mock('../my-bets/my-bets-module', () => {
  mockModuleLoads();
  return jest.requireActual('../my-bets/my-bets-module');
});

fakeApi(({ href }) => ({
  body: href.includes('/betcount') ? { count: 0, balance: 0 } : href.includes('bets') ? { bets: [] } : {},
}));

// The build defines the remote's version; the test names one before loading the exposed module.
Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MyBets = (require('./my-bets') as { default: typeof MyBetsEntry }).default;

beforeAll(() => {
  initI18n('en');
  getBus().setState('locale', { locale: 'en' });
});

it("leaves a visitor's right column empty without loading My Bets", async () => {
  getBus().setState('session', LOGGED_OUT);
  const { container } = render(<MyBets variant="panel" />);
  await Promise.resolve();
  expect(container).toBeEmptyDOMElement();
  expect(mockModuleLoads).not.toHaveBeenCalled();
});

it("fetches My Bets while a login is asked for, so a player's panel arrives with the session", async () => {
  getBus().publish('login/requested', {});
  await Promise.resolve();
  expect(mockModuleLoads).toHaveBeenCalledTimes(1);
});

it('loads My Bets for the page, where a visitor is asked to log in', async () => {
  getBus().setState('session', LOGGED_OUT);
  render(<MyBets variant="page" />);
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
});

it("loads My Bets into a player's right column", async () => {
  getBus().setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: 'a-1', username: 'ann', currency: 'EUR' });
  render(<MyBets variant="panel" />);
  expect(await screen.findByRole('heading', { name: /My bets/i })).toBeVisible();
});
