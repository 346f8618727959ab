import {
  accountInfoSchema,
  accountPrefsSchema,
  playerDetailsSchema,
  profileSchema,
  sportsbookBalanceResponseSchema,
  walletBalanceResponseSchema,
  walletTransactionsResponseSchema,
} from '@sportsbook/contracts';
import type {
  AccountInfo,
  AccountPrefs,
  PlayerDetails,
  Profile,
  SportsbookBalanceResponse,
  WalletBalanceResponse,
  WalletTransactionsResponse,
} from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { contractViolations } from '../testing/contract-check';
import { loginAs, testServer, type LoggedIn } from '../testing/test-server';

let app: FastifyInstance;
let demo: LoggedIn;
beforeAll(async () => {
  ({ app } = await testServer());
  demo = await loginAs(app, 'demo');
});
afterAll(() => app.close());

const get = (url: string, headers = demo.headers) => app.inject({ url, headers });

it('reports account info with the optional transaction and promotion blocks', async () => {
  const res = await get('/xapi/rest/accounts/100001/info?includeTransactionsInfo=true&includePromotionalInfo=true');
  const info = res.json<AccountInfo>();
  expect(contractViolations(info, accountInfoSchema)).toEqual([]);
  expect(info).toMatchObject({
    accountId: '100001',
    nonDepositor: false,
    nonBettor: true,
    transactionsInfo: { deposits: 1 },
    promotionalInfo: { promoCash: 10 },
  });
  expect(info.firstLoginTime).toEqual(expect.any(String));
});

it('answers 403 for another account id and 401 without a session', async () => {
  expect((await get('/xapi/rest/accounts/100007/info')).json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_MISMATCH' });
  expect((await get('/xapi/rest/accounts/100001/info', { cookie: '' })).statusCode).toBe(401);
  expect((await get('/xapi/icore/players/kenya/balance/sportsbook')).statusCode).toBe(403);
});

it('reads and patches account preferences, validating values', async () => {
  const prefs = (await get('/xapi/rest/accounts/100001/accountPrefs')).json<AccountPrefs>();
  expect(contractViolations(prefs, accountPrefsSchema)).toEqual([]);
  expect(prefs).toMatchObject({ price_format: 'euro', accept_higher_odds: false, theme: 'system' });
  const patched = await app.inject({
    method: 'PATCH',
    url: '/xapi/rest/accounts/100001/accountPrefs',
    headers: demo.headers,
    payload: { price_format: 'hk', theme: 'dark' },
  });
  expect(patched.json<AccountPrefs>()).toMatchObject({ price_format: 'hk', theme: 'dark', layout: 'euro' });
  expect((await get('/xapi/rest/accounts/100001/accountPrefs')).json<AccountPrefs>().price_format).toBe('hk');
  const bad = await app.inject({
    method: 'PATCH',
    url: '/xapi/rest/accounts/100001/accountPrefs',
    headers: demo.headers,
    payload: { price_format: 'roman' },
  });
  expect(bad.statusCode).toBe(400);
});

it('sets the real-money-bonus choice with PUT', async () => {
  const res = await app.inject({
    method: 'PUT',
    url: '/xapi/rest/accounts/100001',
    headers: demo.headers,
    payload: { wasSetRealMoneyBonuses: true, realMoneyBonuses: true },
  });
  expect(res.json<AccountInfo>()).toMatchObject({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
});

it('reads and updates player details by username or id', async () => {
  const details = (await get('/xapi/icore/players/100001/details')).json<PlayerDetails>();
  expect(contractViolations(details, playerDetailsSchema)).toEqual([]);
  expect(details).toMatchObject({
    username: 'demo',
    holdWithdraw: false,
    vipLevel: 2,
    defaultStake: 0,
    excludedFromPromotions: false,
  });
  const res = await app.inject({
    method: 'PUT',
    url: '/xapi/icore/players/demo/details',
    headers: demo.headers,
    payload: { defaultStake: 5, isRememberStake: true },
  });
  expect(res.json<PlayerDetails>()).toMatchObject({ defaultStake: 5, isRememberStake: true });
});

it('reports balances: wallet base, iCore sportsbook balance, profile', async () => {
  const wallet = (await get('/api/accounts/me/balance')).json<WalletBalanceResponse>();
  expect(contractViolations(wallet, walletBalanceResponseSchema)).toEqual([]);
  expect(wallet).toEqual({
    currency: 'EUR',
    balance: 1010,
    // The demo's promo money is a free-bet credit, not a bonus being wagered: nothing is left to wager.
    wallets: { sportsbook: { balance: 1010, promoCash: 10, totalLeftToWager: 0, withdrawableAmount: 1000 } },
  });
  const icore = (
    await get('/xapi/icore/players/demo/balance/sportsbook?includeFullBalanceDetails=true')
  ).json<SportsbookBalanceResponse>();
  expect(contractViolations(icore, sportsbookBalanceResponseSchema)).toEqual([]);
  const profile = (await get('/api/accounts/me/profile')).json<Profile>();
  expect(contractViolations(profile, profileSchema)).toEqual([]);
  expect(profile).toMatchObject({ accountCode: '100001', residence: { countryCode: 'MT' }, accountStatus: 'ACTIVE' });
});

it('takes demo deposits and lists transactions; rejects bad amounts with a 400', async () => {
  const deposit = (amount: unknown) =>
    app.inject({ method: 'POST', url: '/api/accounts/me/deposits', headers: demo.headers, payload: { amount } });
  expect((await deposit(25.5)).json<WalletBalanceResponse>().wallets.sportsbook.withdrawableAmount).toBe(1025.5);
  const list = (await get('/api/accounts/me/transactions')).json<WalletTransactionsResponse>();
  expect(contractViolations(list, walletTransactionsResponseSchema)).toEqual([]);
  expect(list.transactions[0]).toMatchObject({ kind: 'DEPOSIT', amount: 25.5, balanceAfter: 1025.5, pocket: 'REAL' });
});

it('gives a game token, with a launch url for a known game', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/accounts/me/game-launch-url',
    headers: demo.headers,
    payload: { gameCode: 'KIRON', flashClient: false },
  });
  expect(res.json()).toMatchObject({ url: expect.stringMatching(/^\/api\/demo-games\/kiron\?token=.+&locale=en$/) });
  const launch = (gameCode: string) =>
    app.inject({ method: 'POST', url: '/api/accounts/me/game-launch-url', headers: demo.headers, payload: { gameCode } });
  expect((await launch('sportsbook')).json()).toEqual({ tokenSession: expect.any(String), url: '/en/' });
  expect((await launch('<script>')).statusCode).toBe(400);
});
