import { getBus } from '@sportsbook/bus';
import { ACCOUNT_PAGES, LOGGED_OUT, type AccountPrefs, type SessionState } from '@sportsbook/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@sportsbook/routing';
import { fakeNetwork } from '../testing/fake-network';
import { renderAccountPages } from '../testing/render-account-pages';
import { setUpI18n } from '../testing/i18n';
import { useWalletPolling } from '../wallet/use-wallet-polling';
import { demoPrefs } from '../testing/account-prefs';
import { AccountPages } from './account-pages';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };
const PREFS: AccountPrefs = demoPrefs();

const renderAt = (path: string, beside?: ReactNode) => renderAccountPages(path, beside);

/** Where the router stands, to tell a page from a redirect. */
function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

beforeAll(() => setUpI18n());
beforeEach(() => getBus().setState('odds-format', { format: 'euro' }));

it('logged out, it asks for a login that returns here', () => {
  getBus().setState('session', LOGGED_OUT);
  const requests: Array<string | undefined> = [];
  const off = getBus().on('login/requested', ({ returnTo }) => requests.push(returnTo));
  renderAt('/en/account/balances');
  expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
  expect(requests).toEqual(['/en/account/balances']);
  off();
});

describe('logged in', () => {
  beforeEach(() => getBus().setState('session', SESSION));

  it('shows the profile and player details with locale dates', async () => {
    fakeNetwork([
      {
        path: '/api/accounts/me/profile',
        body: {
          email: 'demo@demo.sportsbook.test',
          firstName: 'Demo',
          lastName: 'Demo',
          lastLoginDate: null,
          registerDate: '2026-01-02T10:00:00Z',
          currency: 'EUR',
          residence: { countryCode: 'MT' },
          selfExcluded: false,
          accountStatus: 'ACTIVE',
          accountCode: '100001',
        },
      },
      { path: '/xapi/icore/players/100001/details', body: { username: 'demo', accountNumber: '100001', vipLevel: 2 } },
    ]);
    renderAt('/en/account');
    expect(await screen.findByText('demo@demo.sportsbook.test')).toBeInTheDocument();
    expect(screen.getByText('Malta')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Jan 2, 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Last login')).toBeNull();
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows every balance in the wallet currency and shares it as wallet/balance', async () => {
    fakeNetwork([
      {
        path: '/api/accounts/me/balance',
        body: {
          currency: 'EUR',
          balance: 1010,
          wallets: { sportsbook: { balance: 1010, promoCash: 10, totalLeftToWager: 0, withdrawableAmount: 1000 } },
        },
      },
    ]);
    renderAt('/en/account/balances');
    expect(await screen.findByText('€1,010.00')).toBeInTheDocument();
    expect(screen.getByText('€10.00')).toBeInTheDocument();
    expect(getBus().getState('wallet/balance')).toEqual({
      currency: 'EUR',
      balance: 1010,
      promoCash: 10,
      withdrawableAmount: 1000,
    });
  });

  it('reads the wallet once when the balances page opens beside the wallet poller', async () => {
    const network = fakeNetwork([
      {
        path: '/api/accounts/me/balance',
        body: {
          currency: 'EUR',
          balance: 5,
          wallets: { sportsbook: { balance: 5, promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 5 } },
        },
      },
    ]);
    function PollerAndPage() {
      useWalletPolling();
      return <AccountPages />;
    }
    render(
      <MemoryRouter initialEntries={['/en/account/balances']}>
        <Routes>
          <Route path="/:locale/account/*" element={<PollerAndPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findAllByText('€5.00')).not.toHaveLength(0);
    const walletReads = network.mock.calls.filter(([url]) => String(url).includes('/api/accounts/me/balance'));
    expect(walletReads).toHaveLength(1);
  });

  it('shows a free-bet stake in the bonus balance, beside the cash balance it left alone', async () => {
    const row = (id: number, kind: string, pocket: 'REAL' | 'PROMO', amount: number, balanceAfter: number) => ({
      id,
      kind,
      pocket,
      amount,
      balanceAfter,
      betId: null,
      description: kind,
      createdAt: new Date(2026, 2, id, 12).toISOString(),
    });
    const transactions = [
      row(3, 'BET_STAKE', 'PROMO', -10, 0),
      row(2, 'BET_STAKE', 'REAL', -2, 973),
      row(1, 'BONUS', 'PROMO', 10, 10),
    ];
    fakeNetwork([{ path: '/api/accounts/me/transactions', body: { currency: 'EUR', balance: 973, transactions } }]);
    renderAt('/en/account/transactions');
    const freeBet = (await screen.findByRole('cell', { name: 'Free bet stake' })).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Description', 'Amount', 'Cash balance after', 'Bonus balance after']);
    const cells = within(freeBet)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(2)).toEqual(['-€10.00', '€973.00', '€0.00']);
  });

  it('pages the transactions and filters them by date', async () => {
    const transactions = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      kind: 'DEPOSIT',
      pocket: 'REAL',
      amount: i + 1,
      balanceAfter: 100 + i,
      betId: null,
      description: 'Deposit',
      createdAt: new Date(2026, 2, i + 1, 12).toISOString(),
    }));
    fakeNetwork([{ path: '/api/accounts/me/transactions', body: { currency: 'EUR', balance: 0, transactions } }]);
    renderAt('/en/account/transactions');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-06');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('saves changed preferences with PATCH and switches the site odds format', async () => {
    const network = fakeNetwork([
      { path: '/xapi/rest/accounts/100001/accountPrefs', body: PREFS },
      {
        method: 'PATCH',
        path: '/xapi/rest/accounts/100001/accountPrefs',
        body: { ...PREFS, price_format: 'us', default_stake: 5 },
      },
    ]);
    renderAt('/en/account/preferences');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Odds format'), 'us');
    const stake = screen.getByLabelText('Default stake');
    await user.clear(stake);
    await user.type(stake, 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a stake of 0 or more.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(stake);
    await user.type(stake, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getBus().getState('odds-format')).toEqual({ format: 'us' }));
    const patch = network.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
    expect(JSON.parse(String((patch?.[1] as RequestInit).body))).toEqual({ price_format: 'us', default_stake: 5 });
    expect(within(screen.getByRole('status')).getByText('Your choice has been saved')).toBeInTheDocument();
  });

  it('publishes a saved theme on the bus, for the shell to apply at once', async () => {
    fakeNetwork([
      { path: '/xapi/rest/accounts/100001/accountPrefs', body: PREFS },
      { method: 'PATCH', path: '/xapi/rest/accounts/100001/accountPrefs', body: { ...PREFS, theme: 'light' } },
    ]);
    renderAt('/en/account/preferences');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Theme'), 'light');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getBus().getState('theme')).toEqual({ mode: 'light' }));
  });

  // The join page sends a logged-in player on to the cashier; a visitor's is the registration's test.
  const playerPages = ACCOUNT_PAGES.filter((page) => page !== 'join').map((page) => [page]);
  it.each(playerPages)('routes the account page "%s" that links into the area may name', (page) => {
    fakeNetwork([]);
    const path = page ? `/en/account/${page}` : '/en/account';
    renderAt(path, <Probe />);
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it('sends My bets to the betslip remote page', () => {
    renderAt('/en/account/bets');
    expect(screen.getByRole('link', { name: 'Open My Bets' })).toHaveAttribute('href', '/en/open_bets');
  });
});
