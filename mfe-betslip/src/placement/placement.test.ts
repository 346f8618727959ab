import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT, type PlaceBetslipResponse, type SessionState, type SlipModel, type Toast } from '@sportsbook/contracts';
import { AnswerDriftError, HttpError } from '@sportsbook/http';
import { createBetslipStore } from '../betslip/betslip-store';
import { memoryStorage, selection } from '../testing/selections';
import { DEFAULT_BETSLIP_SETTINGS } from '../settings/betslip-settings';
import { createPlacement, ERROR_TOAST_MS } from './placement';

const answer = (model: Partial<PlaceBetslipResponse['model']>): PlaceBetslipResponse => ({
  model: {
    betSlipId: 'B1',
    reference: 'REF-1',
    status: 'ACCEPTED',
    delay: 0,
    totalCost: 5,
    availableBalance: 95,
    availablePromoCash: 0,
    errors: [],
    ...model,
  },
});

const LOGGED_IN: SessionState = {
  ...LOGGED_OUT,
  loggedIn: true,
  accountId: '100001',
  username: 'demo',
  expiresAt: Date.now() + 60_000,
};

function setup(
  place: (accountId: string, uuid: string, model: SlipModel) => Promise<PlaceBetslipResponse>,
  status = jest.fn(),
  session = LOGGED_IN,
) {
  const bus = createBus();
  bus.setState('session', session);
  bus.setState('wallet/balance', { currency: 'EUR', balance: 100, promoCash: 0, withdrawableAmount: 100 });
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  const toasts: Toast[] = [];
  const logins: unknown[] = [];
  const countdowns: string[] = [];
  bus.on('toast/show', (t) => toasts.push(t));
  bus.on('login/requested', (m) => logins.push(m));
  let n = 0;
  const metric = jest.fn();
  const placement = createPlacement({
    slip,
    bus,
    settings: () => DEFAULT_BETSLIP_SETTINGS,
    translate: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
    place: jest.fn(place),
    status,
    newUuid: () => `uuid-${++n}`,
    metric,
    tickMs: 1,
    countdown: { start: (id) => countdowns.push(`start ${id}`), end: (id) => countdowns.push(`end ${id}`) },
  });
  slip.add(selection(1));
  slip.setSingleStake(1, '5');
  return { bus, slip, placement, toasts, logins, metric, countdowns, state: () => slip.store.getState() };
}

it('logged out, asks for login and keeps every selection and stake', async () => {
  const place = jest.fn();
  const { placement, logins, state } = setup(place, jest.fn(), LOGGED_OUT);
  await expect(placement.place()).resolves.toBe('login-requested');
  expect(logins).toHaveLength(1);
  expect(place).not.toHaveBeenCalled();
  expect(state().singleStakes).toEqual({ 1: '5' });
});

it('places with the account id and a uuid, shows the receipt and updates the balance', async () => {
  const place = jest.fn(async () => answer({}));
  const { bus, placement, state } = setup(place);
  await expect(placement.place()).resolves.toBe('accepted');
  expect(place).toHaveBeenCalledWith(
    '100001',
    'uuid-1',
    expect.objectContaining({ singles: [expect.objectContaining({ ref: 'sel1', unitStake: 5 })] }),
  );
  expect(state()).toMatchObject({ placementSuccess: true, placementReference: 'REF-1', betPlacing: false });
  expect(bus.getState('wallet/balance')?.balance).toBe(95);
});

it("keeps the wallet's bonus money in the balance after a bet, and takes a free bet's stake from it", async () => {
  const { bus, placement } = setup(jest.fn(async () => answer({ availableBalance: 100, availablePromoCash: 5 })));
  bus.setState('wallet/balance', { currency: 'EUR', balance: 110, promoCash: 10, withdrawableAmount: 100 });
  await placement.place();
  // Before, the header showed the cash alone (100) until the next wallet poll.
  expect(bus.getState('wallet/balance')).toEqual({ currency: 'EUR', balance: 105, promoCash: 5, withdrawableAmount: 100 });
});

it('a double click places once', async () => {
  let resolve: (value: PlaceBetslipResponse) => void = () => undefined;
  const place = jest.fn(() => new Promise<PlaceBetslipResponse>((r) => (resolve = r)));
  const { placement } = setup(place);
  const first = placement.place();
  await expect(placement.place()).resolves.toBe('refused');
  resolve(answer({}));
  await expect(first).resolves.toBe('accepted');
  expect(place).toHaveBeenCalledTimes(1);
});

it('never sends an invalid stake', async () => {
  const place = jest.fn();
  const { slip, placement } = setup(place);
  slip.setSingleStake(1, '0');
  await expect(placement.place()).resolves.toBe('refused');
  slip.setSingleStake(1, '20000');
  await expect(placement.place()).resolves.toBe('refused');
  expect(place).not.toHaveBeenCalled();
});

it('refuses while a price change waits for acceptance', async () => {
  const place = jest.fn(async () => answer({}));
  const { slip, placement } = setup(place);
  slip.store.setState((s) => ({ selections: s.selections.map((x) => ({ ...x, previousDecimal: 2.5 })) }));
  await expect(placement.place()).resolves.toBe('refused');
  slip.acceptPriceChanges();
  await expect(placement.place()).resolves.toBe('accepted');
});

it('a 500 shows the betslip toast with the request reference for 10 s, reports a metric, and a retry reuses the uuid', async () => {
  const place = jest.fn(async (): Promise<PlaceBetslipResponse> => {
    throw new HttpError(500, null, '/xapi');
  });
  const { placement, toasts, metric } = setup(place);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(placement.place()).resolves.toBe('failed');
  expect(toasts).toEqual([
    { kind: 'error', message: 'error-500', detail: 'request-reference {"uuid":"uuid-1"}', autoCloseMs: ERROR_TOAST_MS },
  ]);
  expect(metric).toHaveBeenCalledTimes(1);
  await placement.place();
  expect(place.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['uuid-1', 'uuid-1']);
});

it('a changed slip gets a new uuid', async () => {
  const place = jest.fn(async (): Promise<PlaceBetslipResponse> => {
    throw new TypeError('network');
  });
  const { slip, placement, state } = setup(place);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await placement.place();
  expect(state().errors).toEqual([{ code: 'network' }]);
  slip.setSingleStake(1, '6');
  await placement.place();
  expect(place.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['uuid-1', 'uuid-2']);
});

it('says "No connection" only when the network failed; an API refusal without a result code is a refusal', async () => {
  const place = jest
    .fn()
    .mockRejectedValueOnce(new HttpError(400, { statusCode: 400, code: 'INVALID_BET_TYPE', message: 'bad type' }, '/x'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const { placement, state } = setup(place);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(placement.place()).resolves.toBe('failed');
  expect(state().errors).toEqual([{ code: 'unknown' }]);
  await expect(placement.place()).resolves.toBe('failed');
  expect(state().errors).toEqual([{ code: 'network' }]);
});

it('an answer that drifted from the contract says the bet may stand, not "no connection"; a retry reuses the uuid', async () => {
  const place = jest.fn(async (): Promise<PlaceBetslipResponse> => {
    throw new AnswerDriftError('POST /xapi/rest/accounts/:accountId/betslips', 'model.totalCost', 'Invalid type');
  });
  const { placement, state } = setup(place);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(placement.place()).resolves.toBe('failed');
  expect(state().errors).toEqual([{ code: 'unreadable' }]);
  await placement.place();
  expect(place.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['uuid-1', 'uuid-1']);
});

it('shows result codes next to the bet they concern, from the answer or from an error body', async () => {
  const place = jest
    .fn()
    .mockResolvedValueOnce(answer({ status: 'REJECTED', errors: [{ code: 'RES-00056', ref: 'sel1' }] }))
    .mockRejectedValueOnce(
      new HttpError(400, { statusCode: 400, code: 'RES-00034', message: 'max', ref: 'sel1' } as never, '/x'),
    );
  const { placement, state } = setup(place);
  await expect(placement.place()).resolves.toBe('rejected');
  expect(state().errors).toEqual([{ code: 'RES-00056', ref: 'sel1' }]);
  await expect(placement.place()).resolves.toBe('rejected');
  expect(state().errors).toEqual([{ code: 'RES-00034', ref: 'sel1' }]);
  expect(state().selections).toHaveLength(1);
});

it('counts down a live bet delay, then takes the book decision', async () => {
  const status = jest.fn().mockResolvedValue(answer({ status: 'ACCEPTED', reference: 'LIVE-1' }));
  const { placement, slip, state, countdowns } = setup(
    async () => answer({ status: 'PENDING', delay: 2, reference: null }),
    status,
  );
  const seen: number[] = [];
  slip.store.subscribe((s) => s.statusWaitApproval && seen.push(s.countdown));
  await expect(placement.place()).resolves.toBe('accepted');
  expect(seen).toEqual(expect.arrayContaining([2, 1, 0]));
  expect(status).toHaveBeenCalledWith('B1');
  expect(state()).toMatchObject({ statusWaitApproval: false, placementReference: 'LIVE-1' });
  expect(countdowns).toEqual(['start B1', 'end B1']);
});
