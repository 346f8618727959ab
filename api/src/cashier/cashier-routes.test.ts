import {
  CASHIER_ERROR_CODES,
  cashierOptionsSchema,
  type CashierOptions,
  depositResponseSchema,
  walletTransactionsResponseSchema,
  withdrawalsResponseSchema,
  type ApiError,
  type DepositResponse,
  type WalletTransactionsResponse,
  type Withdrawal,
  type WithdrawalsResponse,
} from '@sportsbook/contracts';
import { BONUS_TERMS } from '@sportsbook/stakes';
import { contractViolations } from '../testing/contract-check';
import { freshPlayer, testServer, type LoggedIn, type TestServer } from '../testing/test-server';
import { WITHDRAWAL_PAYOUT_MS } from './withdrawals';

let server: TestServer;
beforeEach(async () => {
  server = await testServer();
});
afterEach(() => server.app.close());

const call = (player: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: player.headers, ...(payload ? { payload } : {}) });

const deposit = (player: LoggedIn, amount: unknown, method?: string) =>
  call(player, 'POST', '/api/accounts/me/deposits', { amount, ...(method ? { method } : {}) });

async function ledger(player: LoggedIn) {
  const body = (await call(player, 'GET', '/api/accounts/me/transactions')).json<WalletTransactionsResponse>();
  expect(contractViolations(body, walletTransactionsResponseSchema)).toEqual([]);
  return body.transactions;
}

async function withdrawals(player: LoggedIn): Promise<WithdrawalsResponse> {
  const body = (await call(player, 'GET', '/api/accounts/me/withdrawals')).json<WithdrawalsResponse>();
  expect(contractViolations(body, withdrawalsResponseSchema)).toEqual([]);
  return body;
}

describe('deposits', () => {
  it('offers the methods, round quick amounts in the currency, and the first-deposit bonus while there is one to earn', async () => {
    const player = freshPlayer(server, { deposit: 0, brand: 'ke' });
    const options = async () => {
      const body = (await call(player, 'GET', '/api/accounts/me/cashier')).json<CashierOptions>();
      expect(contractViolations(body, cashierOptionsSchema)).toEqual([]);
      return body;
    };
    expect(await options()).toEqual({
      currency: 'KES',
      methods: ['CARD', 'BANK_TRANSFER', 'E_WALLET'],
      depositAmounts: [1_400, 2_800, 7_000, 14_000],
      maxDeposit: 7_000_000,
      firstDepositBonus: { percent: 100, max: 2_800, ...BONUS_TERMS },
    });
    await deposit(player, 100);
    expect((await options()).firstDepositBonus).toBeNull();
  });

  it("pays the brand's first-deposit bonus once, as bonus money, and names the payment method in the ledger", async () => {
    const player = freshPlayer(server, { deposit: 0 });
    const first = await deposit(player, 15, 'BANK_TRANSFER');
    const body = first.json<DepositResponse>();
    expect(contractViolations(body, depositResponseSchema)).toEqual([]);
    expect(body).toMatchObject({ bonus: 15, wallets: { sportsbook: { withdrawableAmount: 15, promoCash: 15 } } });
    expect((await deposit(player, 50)).json<DepositResponse>().bonus).toBe(0);
    expect((await ledger(player)).map((t) => [t.kind, t.pocket, t.amount, t.description])).toEqual([
      ['DEPOSIT', 'REAL', 50, 'Deposit (card)'],
      ['BONUS', 'PROMO', 15, 'First deposit bonus'],
      ['DEPOSIT', 'REAL', 15, 'Deposit (bank transfer)'],
    ]);
  });

  it('caps the bonus at its euro amount in the currency of the brand', async () => {
    const player = freshPlayer(server, { deposit: 0, brand: 'ke' });
    expect((await deposit(player, 10_000)).json<DepositResponse>().bonus).toBe(2_800);
  });

  it('pays no bonus to a player who has stopped marketing', async () => {
    const player = freshPlayer(server, { deposit: 0 });
    const account = server.ctx.accounts.byId(player.accountId);
    server.ctx.accounts.saveDetails(player.accountId, { ...account?.details, excludedFromPromotions: true });
    expect((await deposit(player, 15)).json<DepositResponse>().bonus).toBe(0);
  });

  it('refuses amounts that are not money, naming the field', async () => {
    const player = freshPlayer(server);
    for (const amount of [-5, 0, 'ten', 1.234, 1e9, null]) {
      const res = await deposit(player, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().message).toMatch(/amount/);
    }
    expect((await deposit(player, 10, 'CHEQUE')).statusCode).toBe(400);
  });
});

describe('withdrawals', () => {
  it('takes cash out at once as pending, lists it, and pays it after the payout time', async () => {
    const player = freshPlayer(server, { deposit: 100 });
    const res = await call(player, 'POST', '/api/accounts/me/withdrawals', { amount: 40 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Withdrawal>()).toMatchObject({ amount: 40, status: 'PENDING' });
    expect(await withdrawals(player)).toMatchObject({ withdrawable: 60, onHold: false, withdrawals: [{ status: 'PENDING' }] });
    expect((await ledger(player))[0]).toMatchObject({ kind: 'WITHDRAWAL', amount: -40, balanceAfter: 60 });
    server.clock.advance(WITHDRAWAL_PAYOUT_MS);
    expect((await withdrawals(player)).withdrawals[0]?.status).toBe('PAID');
  });

  it('gives a pending withdrawal back when cancelled, and refuses to cancel one twice', async () => {
    const player = freshPlayer(server, { deposit: 100 });
    const { id } = (await call(player, 'POST', '/api/accounts/me/withdrawals', { amount: 40 })).json<Withdrawal>();
    expect((await call(player, 'DELETE', `/api/accounts/me/withdrawals/${id}`)).json<Withdrawal>().status).toBe('CANCELLED');
    expect((await withdrawals(player)).withdrawable).toBe(100);
    expect((await ledger(player))[0]).toMatchObject({ kind: 'WITHDRAWAL_CANCELLED', amount: 40, balanceAfter: 100 });
    const again = await call(player, 'DELETE', `/api/accounts/me/withdrawals/${id}`);
    expect([again.statusCode, again.json<ApiError>().code]).toEqual([409, CASHIER_ERROR_CODES.notPending]);
    const other = freshPlayer(server);
    expect((await call(other, 'DELETE', `/api/accounts/me/withdrawals/${id}`)).statusCode).toBe(404);
  });

  it('never pays out bonus or free-bet money, nor more cash than there is, even asked twice at once', async () => {
    const player = freshPlayer(server, { deposit: 0 });
    await deposit(player, 20);
    expect((await withdrawals(player)).withdrawable).toBe(20);
    const asked = (amount: number) => call(player, 'POST', '/api/accounts/me/withdrawals', { amount, forfeitBonus: true });
    const over = await asked(20.01);
    expect([over.statusCode, over.json<ApiError>().code]).toEqual([400, CASHIER_ERROR_CODES.aboveWithdrawable]);
    const both = await Promise.all([15, 15].map(asked));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("honours the operator's hold on withdrawals", async () => {
    const player = freshPlayer(server, { deposit: 100 });
    server.ctx.accounts.saveDetails(player.accountId, { holdWithdraw: true });
    expect(await withdrawals(player)).toMatchObject({ withdrawable: 0, onHold: true });
    const res = await call(player, 'POST', '/api/accounts/me/withdrawals', { amount: 10 });
    expect([res.statusCode, res.json<ApiError>().code]).toEqual([409, CASHIER_ERROR_CODES.withdrawalsOnHold]);
  });
});
