import { createBus } from '@sportsbook/bus';
import { cashOutEndpoint, walletBalanceEndpoint } from '@sportsbook/contracts';
import { fakeApi, type ApiRequest } from './testing/fake-api';
import { AnswerDriftError, call, isAnswerDrift } from './endpoint-call';
import { createHttpClient } from './http-client';

const BALANCE = {
  currency: 'EUR',
  balance: 12.5,
  wallets: { sportsbook: { balance: 12.5, promoCash: 2.5, totalLeftToWager: 0, withdrawableAmount: 10 } },
};

function setup(body: unknown) {
  const calls: Array<{ url: string; init: ApiRequest }> = [];
  fakeApi((url, init) => {
    calls.push({ url: `${url.pathname}${url.search}`, init });
    return { status: 200, body };
  });
  return { calls, client: createHttpClient(createBus()) };
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

it('gives an answer that keeps to the contract, checked', async () => {
  const { client } = setup(BALANCE);
  await expect(call(walletBalanceEndpoint, {}, client)).resolves.toEqual(BALANCE);
  expect(logged).not.toHaveBeenCalled();
});

it('refuses a drifted answer with an error naming the endpoint and the field, and reports it', async () => {
  const { client } = setup({
    ...BALANCE,
    wallets: { sportsbook: { ...BALANCE.wallets.sportsbook, withdrawableAmount: '10.00' } },
  });
  const answer = call(walletBalanceEndpoint, {}, client);
  await expect(answer).rejects.toBeInstanceOf(AnswerDriftError);
  await expect(answer).rejects.toMatchObject({
    endpoint: 'GET /api/accounts/me/balance',
    field: 'wallets.sportsbook.withdrawableAmount',
    message: expect.stringContaining(
      'GET /api/accounts/me/balance answered out of contract at wallets.sportsbook.withdrawableAmount',
    ),
  });
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('wallets.sportsbook.withdrawableAmount'));
  expect(isAnswerDrift(await answer.catch((error: unknown) => error))).toBe(true);
  expect(isAnswerDrift(new TypeError('Failed to fetch'))).toBe(false);
});

it('names a missing field as drift too', async () => {
  const { client } = setup({ currency: 'EUR', wallets: BALANCE.wallets });
  await expect(call(walletBalanceEndpoint, {}, client)).rejects.toMatchObject({ field: 'balance' });
});

it('fills the path parameters, encoded, and sends the method, body and query of the table', async () => {
  const { client, calls } = setup({ status: 'ERROR', amount: null, balance: 1, bet: {} });
  const answer = call(
    cashOutEndpoint,
    { params: { accountId: 'a/b', betId: 7 }, body: { amount: 3 }, query: { withAuth: true } },
    client,
  );
  await expect(answer).rejects.toMatchObject({ endpoint: 'POST /xapi/bet/account/:accountId/openbet/:betId/cashout' });
  expect(calls[0]?.url).toBe('/xapi/bet/account/a%2Fb/openbet/7/cashout?withAuth=true');
  expect(calls[0]?.init.method).toBe('POST');
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ amount: 3 });
});
