import { createBus } from '@sportsbook/bus';
import {
  LOGGED_OUT,
  type BetslipSelectionsRequest,
  type BetslipSelectionsResponse,
  type PricedSingle,
} from '@sportsbook/contracts';
import { createBetslipStore } from '../betslip/betslip-store';
import { memoryStorage, selection } from '../testing/selections';
import { DEFAULT_BETSLIP_SETTINGS } from '../settings/betslip-settings';
import { CLOSED_OUTCOME_REMOVAL_MS, startRepricer } from './repricer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(answer: (request: BetslipSelectionsRequest) => PricedSingle[] = () => []) {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  const calls: Array<{ request: BetslipSelectionsRequest; signal: AbortSignal }> = [];
  const price = (request: BetslipSelectionsRequest, signal: AbortSignal): Promise<BetslipSelectionsResponse> => {
    calls.push({ request, signal });
    return Promise.resolve({ model: { singles: answer(request), availableBalance: 100, totalCost: 0, errors: [] } });
  };
  const repricer = startRepricer({ slip, bus, settings: () => DEFAULT_BETSLIP_SETTINGS, price, pollMs: 60_000 });
  return { bus, slip, calls, repricer };
}

it('prices a new selection at once with a POST of its outcome id, in the task after the one that added it', async () => {
  const { slip, calls, repricer } = setup();
  slip.add(selection(1));
  // Pending at once, so nothing is placed on an unpriced selection; asked once the row has painted.
  expect(slip.store.getState().pricingStatus).toBe('pending');
  expect(calls).toHaveLength(0);
  jest.advanceTimersByTime(0);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.request.outcomeIds).toEqual([1]);
  await Promise.resolve();
  expect(slip.store.getState()).toMatchObject({ pricingStatus: 'fulfilled', availableBalance: 100 });
  repricer.stop();
});

it("sends the new selection's request without changing the slip again, so the slip re-renders once before it paints", () => {
  const { slip, calls, repricer } = setup();
  slip.add(selection(1));
  const changes: unknown[] = [];
  const stop = slip.store.subscribe((state) => changes.push(state));
  jest.advanceTimersByTime(0);
  expect(calls).toHaveLength(1);
  expect(changes).toEqual([]);
  stop();
  repricer.stop();
});

it('a new request aborts the one in flight', () => {
  const { slip, calls, repricer } = setup();
  slip.add(selection(1));
  jest.advanceTimersByTime(0);
  slip.add(selection(2));
  jest.advanceTimersByTime(0);
  expect(calls[0]?.signal.aborted).toBe(true);
  expect(calls[1]?.signal.aborted).toBe(false);
  repricer.stop();
});

it('prices selections added in one task with one request naming them all', () => {
  const { slip, calls, repricer } = setup();
  slip.add(selection(1));
  slip.add(selection(2));
  slip.add(selection(3));
  slip.remove(2);
  jest.advanceTimersByTime(0);
  expect(calls.map((call) => call.request.outcomeIds)).toEqual([[1, 3]]);
  repricer.stop();
});

it('re-prices a stake change after the debounce, and not for a change of separators only', () => {
  const { slip, calls, repricer } = setup();
  slip.add(selection(1));
  jest.advanceTimersByTime(0);
  slip.setSingleStake(1, '1000');
  slip.setSingleStake(1, '10000');
  jest.advanceTimersByTime(DEFAULT_BETSLIP_SETTINGS.updateDelayMs - 1);
  expect(calls).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(calls).toHaveLength(2);
  expect(calls[1]?.request.outcomeIds).toBeUndefined();
  expect(calls[1]?.request.model.singles[0]?.unitStake).toBe(10000);
  slip.setSingleStake(1, '10,000');
  slip.setSingleStake(1, '10000.');
  jest.advanceTimersByTime(DEFAULT_BETSLIP_SETTINGS.updateDelayMs);
  expect(calls).toHaveLength(2);
  repricer.stop();
});

it('sends the account id only when a username is present', () => {
  const { bus, slip, calls, repricer } = setup();
  slip.add(selection(1));
  jest.advanceTimersByTime(0);
  expect(calls[0]?.request.accountId).toBeUndefined();
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '100001', username: 'demo', expiresAt: 1 });
  repricer.refresh();
  expect(calls[1]?.request.accountId).toBe('100001');
  repricer.stop();
});

it('flags a closed outcome, shows its message once, and removes it after 3 s', async () => {
  const { bus, slip, repricer } = setup((request) =>
    request.model.singles.map((s) => ({ outcomeId: s.outcomeId, outcomeState: s.outcomeId === 2 ? 'C' : 'O', decimal: 2 })),
  );
  const toasts: string[] = [];
  bus.on('toast/show', (toast) => toasts.push(toast.message));
  [1, 2, 3].forEach((id) => slip.add(selection(id)));
  jest.advanceTimersByTime(0);
  await Promise.resolve();
  expect(slip.store.getState().selections.find((s) => s.outcomeId === 2)?.outcomeState).toBe('C');
  expect(slip.store.getState().notAvailableShown).toEqual([2]);
  repricer.refresh();
  await Promise.resolve();
  expect(toasts).toEqual(['Your selection is not available anymore']);
  jest.advanceTimersByTime(CLOSED_OUTCOME_REMOVAL_MS - 1);
  expect(slip.store.getState().selections).toHaveLength(3);
  jest.advanceTimersByTime(1);
  expect(slip.store.getState().selections.map((s) => s.outcomeId)).toEqual([1, 3]);
  expect(slip.store.getState().expanded).toBe(true);
  repricer.stop();
});

it('marks the status rejected when pricing fails', async () => {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const repricer = startRepricer({
    slip,
    bus,
    settings: () => DEFAULT_BETSLIP_SETTINGS,
    price: () => Promise.reject(new Error('down')),
    pollMs: 60_000,
  });
  slip.add(selection(1));
  jest.advanceTimersByTime(0);
  await Promise.resolve();
  await Promise.resolve();
  expect(slip.store.getState().pricingStatus).toBe('rejected');
  warn.mockRestore();
  repricer.stop();
});
