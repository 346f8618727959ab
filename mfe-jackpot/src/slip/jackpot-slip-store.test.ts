import { createBus, type Bus } from '@sportsbook/bus';
import type { BusMessages, Jackpot, JackpotSingle } from '@sportsbook/contracts';
import { fakeApi, type ApiRequest } from '@sportsbook/http/testing';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { waitFor } from '@testing-library/react';
import type { StateStorage } from 'zustand/middleware';
import { jackpotTranslations } from '../i18n/translations';
import { createJackpotSlipStore } from './jackpot-slip-store';

beforeAll(() => {
  initI18n('en');
  addTranslations('jackpot', jackpotTranslations);
});

const jackpot: Jackpot = {
  id: 7,
  name: 'Midweek Jackpot 3',
  currency: 'EUR',
  jackpotPrize: 25_000,
  lineStake: 0.5,
  closesAt: '2030-01-01T12:00:00Z',
  eventIds: [101, 102, 103],
  pool: { guarantee: 1_500, returnPercent: 60, lineCap: 648 },
};
const full: JackpotSingle[] = [
  { ordinal: 1, outcomeId: 1011 },
  { ordinal: 1, outcomeId: 1012 },
  { ordinal: 2, outcomeId: 1021 },
  { ordinal: 3, outcomeId: 1033 },
];

type Call = { url: string; init: ApiRequest };
let calls: Call[];
let answers: Array<{ status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = [];
  fakeApi((url, init) => {
    calls.push({ url: `${url.pathname}${url.search}`, init });
    return url.pathname.startsWith('/api/metrics') ? { body: {} } : (answers.shift() ?? { status: 500, body: null });
  });
});

const memoryStorage = (): StateStorage => {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};

const loggedIn = (bus: Bus) => {
  bus.setState('session', { loggedIn: true, accountId: 'A1', username: 'ana', currency: 'EUR', expiresAt: null });
  bus.setState('wallet/balance', { currency: 'EUR', balance: 20, promoCash: 0, withdrawableAmount: 20 });
};

function setup(storage = memoryStorage()) {
  const bus = createBus({ warn: jest.fn(), error: jest.fn() });
  bus.setState('session', { loggedIn: false, accountId: null, username: null, currency: 'EUR', expiresAt: null });
  const slip = createJackpotSlipStore(bus, storage);
  const heard = <K extends keyof BusMessages>(name: K) => {
    const payloads: BusMessages[K][] = [];
    bus.on(name, (p) => payloads.push(p));
    return payloads;
  };
  return { bus, slip, storage, heard };
}

const fill = (slip: ReturnType<typeof setup>['slip']) => full.forEach((p) => slip.toggle(jackpot.id, p));
const priced = { status: 200, body: { model: { jackpotId: 7, globalStake: 0.5, noOfBets: 2, totalCost: 1, errors: [] } } };
const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;

it('keeps the picks across a reload', () => {
  const { slip, storage } = setup();
  fill(slip);
  const reloaded = createJackpotSlipStore(createBus(), storage);
  expect(reloaded.picksOf(jackpot.id)).toEqual(full);
});

it('prices a complete slip through the jackpot calculation', async () => {
  const { slip } = setup();
  fill(slip);
  answers.push(priced);
  await slip.price(jackpot, new AbortController().signal);
  expect(calls[0]?.url).toBe('/xapi/rest/jackpotbetslips/selections');
  expect(calls[0]?.init.method).toBe('POST');
  expect(bodyOf(calls[0])).toEqual({
    model: { globalStake: 0.5, jackpotId: 7, originId: 11 },
    outcomeIds: '1011,1012,1021,1033',
  });
  expect(slip.store.getState().pricing).toMatchObject({ status: 'ready', noOfBets: 2, totalCost: 1 });
});

it('does not price an incomplete slip', async () => {
  const { slip } = setup();
  slip.toggle(jackpot.id, { ordinal: 1, outcomeId: 1011 });
  await slip.price(jackpot, new AbortController().signal);
  expect(calls).toHaveLength(0);
  expect(slip.store.getState().pricing).toBeNull();
});

it('asks a logged-out player to log in and keeps the picks', async () => {
  const { slip, heard } = setup();
  const logins = heard('login/requested');
  fill(slip);
  answers.push(priced);
  await slip.price(jackpot, new AbortController().signal);
  await slip.place(jackpot, '/en/jackpot/sport/7');
  expect(logins).toEqual([{ returnTo: '/en/jackpot/sport/7' }]);
  expect(calls).toHaveLength(1);
  expect(slip.picksOf(jackpot.id)).toEqual(full);
});

it('places the priced jackpot bet with a uuid, shows the receipt, clears the picks and updates the balance', async () => {
  const { bus, slip } = setup();
  loggedIn(bus);
  fill(slip);
  answers.push(priced, {
    status: 200,
    body: {
      model: {
        betSlipId: '9',
        reference: 'JP-9',
        status: 'ACCEPTED',
        totalCost: 1,
        availableBalance: 19,
        availablePromoCash: 2,
        errors: [],
      },
    },
  });
  await slip.price(jackpot, new AbortController().signal);
  await slip.place(jackpot, '/en/jackpot/sport/7');
  expect(calls[1]?.url).toMatch(/^\/xapi\/rest\/accounts\/A1\/jackpotbetslips\?uuid=[0-9a-f-]{36}$/);
  expect(bodyOf(calls[1])).toEqual({
    jackpotId: 7,
    jackpotPrize: 25_000,
    globalStake: 0.5,
    jackpotTotalStake: 1,
    noOfBets: 2,
    originId: 11,
    singles: full,
  });
  expect(slip.store.getState().placement).toMatchObject({ status: 'placed', receipt: { reference: 'JP-9', noOfBets: 2 } });
  expect(slip.picksOf(jackpot.id)).toEqual([]);
  // The balance shown counts the bonus money, as the wallet call does; only the cash is withdrawable.
  expect(bus.getState('wallet/balance')).toEqual({ currency: 'EUR', balance: 21, promoCash: 2, withdrawableAmount: 19 });
});

it('shows the refusal of a rejected slip and keeps the picks', async () => {
  const { bus, slip } = setup();
  loggedIn(bus);
  fill(slip);
  answers.push(priced, {
    status: 200,
    body: {
      model: {
        betSlipId: '9',
        reference: null,
        status: 'REJECTED',
        totalCost: 1,
        availableBalance: 20,
        availablePromoCash: 0,
        errors: [{ code: 'RES-00056' }],
      },
    },
  });
  await slip.price(jackpot, new AbortController().signal);
  await slip.place(jackpot, '/en/jackpot');
  expect(slip.store.getState().placement).toMatchObject({ status: 'failed', errorKey: 'RES-00056' });
  expect(slip.picksOf(jackpot.id)).toEqual(full);
});

it('raises a 10 s toast quoting the request reference and reports a metric when placement answers 500', async () => {
  const { bus, slip, heard } = setup();
  const toasts = heard('toast/show');
  loggedIn(bus);
  fill(slip);
  answers.push(priced, { status: 500, body: null });
  await slip.price(jackpot, new AbortController().signal);
  await slip.place(jackpot, '/en/jackpot');
  expect(slip.store.getState().placement).toMatchObject({ status: 'failed', errorKey: 'error-500' });
  const uuid = new URL(calls[1]?.url ?? '', 'http://x').searchParams.get('uuid');
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toMatchObject({ kind: 'error', autoCloseMs: 10_000 });
  expect(toasts[0]?.message).toBe('Jackpot slip: Something went wrong');
  expect(toasts[0]?.detail).toBe(`Req. ref: ${String(uuid)}`);
  // The metric is sent without waiting for its answer.
  await waitFor(() => expect(calls[2]?.url).toMatch(/^\/api\/metrics\?app=mfe-jackpot&page_path=/));
});

it('retries a failed placement with the same uuid, so the API cannot place it twice', async () => {
  const { bus, slip } = setup();
  loggedIn(bus);
  fill(slip);
  const accepted = {
    model: {
      betSlipId: '9',
      reference: 'JP-9',
      status: 'ACCEPTED',
      totalCost: 1,
      availableBalance: 19,
      availablePromoCash: 0,
      errors: [],
    },
  };
  answers.push(priced, { status: 503, body: null }, { status: 200, body: accepted });
  await slip.price(jackpot, new AbortController().signal);
  await slip.place(jackpot, '/en/jackpot');
  await slip.place(jackpot, '/en/jackpot');
  const placements = calls.filter((c) => c.url.includes('/jackpotbetslips?'));
  expect(placements).toHaveLength(2);
  expect(placements[1]?.url).toBe(placements[0]?.url);
  expect(slip.store.getState().placement.status).toBe('placed');
});

it('uses a new uuid once a refused slip is placed again', async () => {
  const { bus, slip } = setup();
  loggedIn(bus);
  fill(slip);
  answers.push(priced, { status: 422, body: { statusCode: 422, code: 'RES-00056', message: 'balance' } });
  await slip.price(jackpot, new AbortController().signal);
  await slip.place(jackpot, '/en/jackpot');
  await slip.place(jackpot, '/en/jackpot');
  const placements = calls.filter((c) => c.url.includes('/jackpotbetslips?'));
  expect(placements[1]?.url).not.toBe(placements[0]?.url);
});

it('does not place a slip whose picks changed after pricing', async () => {
  const { bus, slip } = setup();
  loggedIn(bus);
  fill(slip);
  answers.push(priced);
  await slip.price(jackpot, new AbortController().signal);
  slip.toggle(jackpot.id, { ordinal: 2, outcomeId: 1022 });
  await slip.place(jackpot, '/en/jackpot');
  expect(calls).toHaveLength(1);
});

it('gets a retail code without a login', async () => {
  const { slip } = setup();
  fill(slip);
  answers.push(priced, { status: 200, body: { code: 'JK7Q2', expiresAt: '2030-01-01T12:00:00Z' } });
  await slip.price(jackpot, new AbortController().signal);
  await slip.requestRetailCode(jackpot);
  expect(calls[1]?.url).toBe('/xapi/rest/jackpotbetslips/retailcodes');
  expect(slip.store.getState().retailCode).toMatchObject({ status: 'ready', code: 'JK7Q2' });
});

it('drops the picks of jackpots that closed', () => {
  const { slip } = setup();
  fill(slip);
  slip.toggle(99, { ordinal: 1, outcomeId: 5 });
  slip.retain([99]);
  expect(slip.picksOf(jackpot.id)).toEqual([]);
  expect(slip.picksOf(99)).toHaveLength(1);
});

it('forgets every pick when the player logs out', () => {
  const { bus, slip, storage } = setup();
  fill(slip);
  bus.publish('session/logout', { reason: 'user' });
  expect(slip.picksOf(jackpot.id)).toEqual([]);
  expect(createJackpotSlipStore(createBus(), storage).picksOf(jackpot.id)).toEqual([]);
});

it.each(['jwe_token_expired', 'unauthorized'] as const)('keeps the picks for the re-login after a %s logout', (reason) => {
  const { bus, slip } = setup();
  fill(slip);
  bus.publish('session/logout', { reason });
  expect(slip.picksOf(jackpot.id)).toEqual(full);
});
