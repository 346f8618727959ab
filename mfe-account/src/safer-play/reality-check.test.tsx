import { getBus } from '@sportsbook/bus';
import type { PlayTimeView, SessionState } from '@sportsbook/contracts';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@sportsbook/routing';
import { AccountServices } from '../services/account-services';
import { fakeNetwork } from '../test-support/fake-network';
import { setUpI18n } from '../test-support/i18n';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };

/** A session that began 30 minutes ago less `leftMs`: a 30-minute reality check falls due `leftMs` from now. */
const playTime = (leftMs: number, minutes = 30): PlayTimeView => ({
  realityCheckMinutes: minutes as PlayTimeView['realityCheckMinutes'],
  sessionLimitMinutes: 0,
  currency: 'EUR',
  sessionStartedAt: new Date(Date.now() - 30 * 60_000 + leftMs).toISOString(),
  sessionEndsAt: null,
  staked: 25,
  returned: 10,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The player's other reads after a login, answered so the log stays quiet. */
const LOGIN_READS = [
  { path: '/xapi/rest/accounts/100001/accountPrefs', body: { price_format: 'euro' } },
  {
    path: '/api/accounts/me/balance',
    body: {
      currency: 'EUR',
      balance: 0,
      wallets: { sportsbook: { balance: 0, promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 0 } },
    },
  },
];

const renderServices = () =>
  render(
    <MemoryRouter initialEntries={['/en/']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <AccountServices />
    </MemoryRouter>,
  );

beforeAll(() => setUpI18n());
beforeEach(() => getBus().setState('locale', { locale: 'en' }));
afterEach(() => getBus().setState('session', LOGGED_OUT));

it('shows the time played and the net result when the chosen interval comes round, and waits again after Continue', async () => {
  const network = fakeNetwork([...LOGIN_READS, { path: '/api/accounts/me/play-time', body: playTime(100) }]);
  getBus().setState('session', SESSION);
  renderServices();
  const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 2000 });
  expect(dialog).toHaveTextContent('You have been playing for 30 minutes.');
  expect(dialog).toHaveTextContent('Net result this session: -€15.00 (staked €25.00).');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  await waitFor(() => expect(network.mock.calls.filter(([url]) => String(url).includes('play-time')).length).toBe(3));
});

it('leads to the history or logs out', async () => {
  fakeNetwork([...LOGIN_READS, { path: '/api/accounts/me/play-time', body: playTime(50) }]);
  const logouts: string[] = [];
  const off = getBus().on('session/logout', ({ reason }) => logouts.push(reason));
  getBus().setState('session', SESSION);
  renderServices();
  const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 2000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(logouts).toEqual(['user']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'See my history' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/en/account/transactions');
  off();
});

it('never shows for a player who chose none, nor for a visitor', async () => {
  const network = fakeNetwork([...LOGIN_READS, { path: '/api/accounts/me/play-time', body: playTime(10, 0) }]);
  renderServices();
  act(() => getBus().setState('session', SESSION));
  await waitFor(() => expect(network.mock.calls.some(([url]) => String(url).includes('play-time'))).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByRole('dialog')).toBeNull();
});
