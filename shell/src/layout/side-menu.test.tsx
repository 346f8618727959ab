import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sportsbook/routing';
import { setUpShellI18n } from '../testing/i18n';
import { frameStore, setFrame } from './frame-store';
import { listenForLoginRequests } from './header';
import { SideMenu } from './side-menu';

jest.mock('../federation/remote-module', () => ({ RemoteModule: () => null }));

beforeAll(() => setUpShellI18n());
beforeEach(() => setFrame({ sideMenuOpen: true }));

const renderMenu = () =>
  render(
    <MemoryRouter>
      <SideMenu locale="en" />
    </MemoryRouter>,
  );

it('links the virtual games for a guest in the brand currency', () => {
  getBus().setState('session', LOGGED_OUT);
  renderMenu();
  expect(screen.getByRole('link', { name: 'Virtuals' })).toHaveAttribute('href', '/en/sports/kiron');
  expect(screen.getByRole('link', { name: 'Jackpot' })).toBeInTheDocument();
});

it('hides the virtual-games link from a player whose wallet is in tether', () => {
  getBus().setState('session', { loggedIn: true, accountId: 'a', username: 'ann', currency: 'USDT', expiresAt: null });
  renderMenu();
  expect(screen.queryByRole('link', { name: 'Virtuals' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Jackpot' })).toBeInTheDocument();
});

it('offers a visitor Login, which opens the login dialog in its place, and Join', async () => {
  getBus().setState('session', LOGGED_OUT);
  renderMenu();
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  expect(within(menu).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/en/account/join');
  // The login is asked for on the bus, as every remote asks (the betslip readies My Bets on it).
  const stop = listenForLoginRequests();
  const requests: unknown[] = [];
  const off = getBus().on('login/requested', (request) => requests.push(request));
  await userEvent.click(within(menu).getByRole('button', { name: 'Login' }));
  expect(frameStore.getState()).toMatchObject({ sideMenuOpen: false, loginOpen: true });
  expect(requests).toHaveLength(1);
  off();
  stop();
});

it('gives a player the account menu the desktop header has, with the cashier and logout', () => {
  getBus().setState('session', { loggedIn: true, accountId: 'a', username: 'ann', currency: 'EUR', expiresAt: null });
  renderMenu();
  const account = screen.getByRole('list', { name: 'Account menu' });
  expect(
    within(account)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['My profile', '/en/account'],
    ['My Bets', '/en/account/bets'],
    ['Balances', '/en/account/balances'],
    ['Transactions', '/en/account/transactions'],
    ['Preferences', '/en/account/preferences'],
    ['Deposit', '/en/account/cashier?action=deposit'],
    ['Withdraw', '/en/account/cashier?action=withdraw'],
    ['Safer gambling', '/en/account/safer-play'],
  ]);
  expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
});

it('lists the languages, each a link to this page in that language', () => {
  getBus().setState('session', LOGGED_OUT);
  renderMenu();
  const languages = within(screen.getByRole('list', { name: 'Language' })).getAllByRole('link');
  expect(languages.length).toBeGreaterThan(1);
  expect(languages[0]).toHaveAttribute('aria-current', 'true');
});
