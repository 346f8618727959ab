import { getBus } from '@sportsbook/bus';
import type { PlayTimeView, SessionState } from '@sportsbook/contracts';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@sportsbook/routing';
import { AccountServices } from '../session/account-services';
import { fakeNetwork } from '../testing/fake-network';
import { demoPrefs } from '../testing/account-prefs';
import { setUpI18n } from '../testing/i18n';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };

/**
 * A session that began 30 minutes ago less `leftMs` (on the test's clock): a 30-minute reality check
 * falls due `leftMs` from now, however long loading the check's code takes on a busy machine.
 */
const playTime = (leftMs: number, minutes = 30): PlayTimeView => ({
  realityCheckMinutes: minutes as PlayTimeView['realityCheckMinutes'],
  sessionLimitMinutes: 0,
  currency: 'EUR',
  sessionStartedAt: new Date(Date.now() - 30 * 60_000 + leftMs).toISOString(),
  sessionEndsAt: null,
  sessionLimitPending: null,
  staked: 25,
  returned: 10,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The player's other reads after a login, answered so the log stays quiet. */
const LOGIN_READS = [
  { path: '/xapi/rest/accounts/100001/accountPrefs', body: demoPrefs() },
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

const LEFT_MS = 60_000;
const playTimeReads = (network: ReturnType<typeof fakeNetwork>) =>
  network.mock.calls.filter(([url]) => String(url).includes('play-time')).length;

/** Waits for the check to be scheduled (its first read), then lets the test's clock reach the mark. */
async function reachTheMark(network: ReturnType<typeof fakeNetwork>) {
  await waitFor(() => expect(playTimeReads(network)).toBe(1));
  await act(async () => {
    jest.advanceTimersByTime(LEFT_MS);
  });
}

let user: ReturnType<typeof userEvent.setup>;
beforeAll(() => setUpI18n());
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  getBus().setState('locale', { locale: 'en' });
});
afterEach(() => {
  act(() => getBus().setState('session', LOGGED_OUT));
  jest.useRealTimers();
});

it('shows the time played and the net result when the chosen interval comes round, and waits again after Continue', async () => {
  const network = fakeNetwork([...LOGIN_READS, { path: '/api/accounts/me/play-time', body: playTime(LEFT_MS) }]);
  getBus().setState('session', SESSION);
  renderServices();
  await reachTheMark(network);
  const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
  expect(dialog).toHaveTextContent('You have been playing for 30 minutes.');
  expect(dialog).toHaveTextContent('Net result this session: -€15.00 (staked €25.00).');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  // Read once to schedule, once when due, and once more to schedule the next mark.
  await waitFor(() => expect(playTimeReads(network)).toBe(3));
});

it('leads to the history or logs out', async () => {
  const network = fakeNetwork([...LOGIN_READS, { path: '/api/accounts/me/play-time', body: playTime(LEFT_MS) }]);
  const logouts: string[] = [];
  const off = getBus().on('session/logout', ({ reason }) => logouts.push(reason));
  getBus().setState('session', SESSION);
  renderServices();
  await reachTheMark(network);
  const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(logouts).toEqual(['user']);
  await user.click(within(dialog).getByRole('button', { name: 'See my history' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/en/account/transactions');
  off();
});

it('never shows for a player who chose none, nor for a visitor', async () => {
  const network = fakeNetwork([...LOGIN_READS, { path: '/api/accounts/me/play-time', body: playTime(10, 0) }]);
  renderServices();
  act(() => getBus().setState('session', SESSION));
  await waitFor(() => expect(network.mock.calls.some(([url]) => String(url).includes('play-time'))).toBe(true));
  await act(async () => {
    jest.advanceTimersByTime(2 * 60 * 60_000);
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});
