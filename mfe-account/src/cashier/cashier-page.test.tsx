import { getBus } from '@sportsbook/bus';
import type { CashierOptions, SessionState, WithdrawalsResponse } from '@sportsbook/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork } from '../testing/fake-network';
import { renderAccountPages } from '../testing/render-account-pages';
import { setUpI18n } from '../testing/i18n';

const SESSION: SessionState = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null };
const OPTIONS: CashierOptions = {
  currency: 'EUR',
  methods: ['CARD', 'BANK_TRANSFER', 'E_WALLET'],
  depositAmounts: [10, 20, 50, 100],
  maxDeposit: 50_000,
  firstDepositBonus: { percent: 100, max: 20, wageringMultiple: 5, minOdds: 1.5 },
};
const WALLET = {
  currency: 'EUR',
  balance: 40,
  wallets: { sportsbook: { balance: 40, promoCash: 20, totalLeftToWager: 0, withdrawableAmount: 20 } },
};

const renderAt = (path: string) => renderAccountPages(path);

beforeAll(() => setUpI18n());
beforeEach(() => getBus().setState('session', SESSION));

it('deposits a quick amount by the chosen method and announces the first-deposit bonus', async () => {
  const network = fakeNetwork([
    { path: '/api/accounts/me/cashier', body: OPTIONS },
    { method: 'POST', path: '/api/accounts/me/deposits', body: { ...WALLET, bonus: 20 } },
    { path: '/api/accounts/me/balance', body: WALLET },
  ]);
  const toasts: string[] = [];
  const off = getBus().on('toast/show', ({ message }) => toasts.push(message));
  renderAt('/en/account/cashier?action=deposit');
  const form = await screen.findByRole('form', { name: 'Deposit' });
  expect(within(form).getByText('Your first deposit earns a 100% bonus, up to €20.00.')).toBeInTheDocument();
  expect(
    within(form).getByText(
      'Bonus money and what it wins become cash once you have staked 5 times the bonus in cash on bets at odds of 1.50 or more, settled. Withdrawing before then gives them up. One bonus per person.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(form).getByLabelText('Bank transfer'));
  await userEvent.click(within(form).getByRole('button', { name: '€20.00' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit now' }));
  expect(await screen.findByText('Your deposit of €20.00 has arrived.')).toBeInTheDocument();
  const post = network.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({ amount: 20, method: 'BANK_TRANSFER' });
  expect(toasts).toEqual(['First Deposit Bonus Received']);
  off();
});

it("says when the player's own deposit limit refuses a deposit, and leads to the limits", async () => {
  fakeNetwork([
    { path: '/api/accounts/me/cashier', body: { ...OPTIONS, firstDepositBonus: null } },
    {
      method: 'POST',
      path: '/api/accounts/me/deposits',
      status: 409,
      body: { statusCode: 409, code: 'DEPOSIT_LIMIT_REACHED', message: 'over' },
    },
  ]);
  renderAt('/en/account/cashier');
  const form = await screen.findByRole('form', { name: 'Deposit' });
  await userEvent.type(within(form).getByLabelText('Amount (EUR)'), '60000');
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit now' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('at most €50,000.00');
  await userEvent.clear(within(form).getByLabelText('Amount (EUR)'));
  await userEvent.type(within(form).getByLabelText('Amount (EUR)'), '60');
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit now' }));
  expect(await screen.findByText('This deposit would pass a deposit limit you set.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Your limits' })).toHaveAttribute('href', '/en/account/safer-play');
  expect(getBus().getState('session')?.loggedIn).toBe(true);
});

it('withdraws cash up to what is withdrawable and cancels a pending withdrawal', async () => {
  const withdrawals: WithdrawalsResponse = {
    currency: 'EUR',
    withdrawable: 20,
    onHold: false,
    bonus: null,
    withdrawals: [{ id: 7, amount: 15, status: 'PENDING', requestedAt: '2026-11-26T10:00:00Z', paysAt: '2026-11-26T10:15:00Z' }],
  };
  const network = fakeNetwork([
    { path: '/api/accounts/me/withdrawals', body: withdrawals },
    { method: 'DELETE', path: '/api/accounts/me/withdrawals/7', body: { ...withdrawals.withdrawals[0], status: 'CANCELLED' } },
    { path: '/api/accounts/me/balance', body: WALLET },
  ]);
  renderAt('/en/account/cashier?action=withdraw');
  expect(await screen.findByText('You can withdraw €20.00.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Withdraw' });
  await userEvent.type(within(form).getByLabelText('Amount (EUR)'), '25');
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw now' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('at most €20.00');
  const list = screen.getByRole('list', { name: 'Your withdrawals' });
  await userEvent.click(within(list).getByRole('button', { name: 'Cancel: €15.00' }));
  expect(await screen.findByText('Your withdrawal is cancelled and the money is back in your balance.')).toBeInTheDocument();
  expect(
    network.mock.calls.some(([url, init]) => String(url).endsWith('/withdrawals/7') && (init as RequestInit).method === 'DELETE'),
  ).toBe(true);
});

it('shows no withdrawal form while the operator holds withdrawals', async () => {
  fakeNetwork([
    {
      path: '/api/accounts/me/withdrawals',
      body: { currency: 'EUR', withdrawable: 0, onHold: true, bonus: null, withdrawals: [] },
    },
  ]);
  renderAt('/en/account/cashier?action=withdraw');
  expect(await screen.findByText('Withdrawals are on hold on your account. Please contact support.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();
});

it('says what a withdrawal gives up while a bonus is wagered, and sends it only once the player agrees', async () => {
  const withdrawals: WithdrawalsResponse = {
    currency: 'EUR',
    withdrawable: 20,
    onHold: false,
    bonus: { forfeitable: 23.4, wagered: 30, required: 100, wageringMultiple: 5, minOdds: 1.5 },
    withdrawals: [],
  };
  const network = fakeNetwork([
    { path: '/api/accounts/me/withdrawals', body: withdrawals },
    {
      method: 'POST',
      path: '/api/accounts/me/withdrawals',
      body: { id: 8, amount: 20, status: 'PENDING', requestedAt: '2026-11-26T10:00:00Z', paysAt: '2026-11-26T10:15:00Z' },
    },
    { path: '/api/accounts/me/balance', body: WALLET },
  ]);
  renderAt('/en/account/cashier?action=withdraw');
  const form = await screen.findByRole('form', { name: 'Withdraw' });
  expect(within(form).getByText('Your bonus is being wagered: €30.00 of €100.00 staked.')).toBeInTheDocument();
  expect(within(form).getByText('Withdrawing now gives up your bonus money of €23.40.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Amount (EUR)'), '20');
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw now' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Confirm that you give up your bonus money to withdraw now.');
  const posts = () => network.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  expect(posts()).toHaveLength(0);

  await userEvent.click(within(form).getByLabelText('I give up my bonus money of €23.40 to withdraw now'));
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw now' }));
  expect(await screen.findByText('Your withdrawal is on its way.')).toBeInTheDocument();
  expect(JSON.parse(String((posts()[0]?.[1] as RequestInit).body))).toEqual({ amount: 20, forfeitBonus: true });
});
