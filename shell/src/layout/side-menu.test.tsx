import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sportsbook/routing';
import { setUpShellI18n } from '../i18n/test-i18n';
import { setFrame } from './frame-store';
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
