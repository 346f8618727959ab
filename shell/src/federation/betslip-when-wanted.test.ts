import { createBus, type Bus } from '@sportsbook/bus';
import type { SelectionRequest } from '@sportsbook/contracts';
import { loadBetslipWhenWanted } from './betslip-when-wanted';

const selection = (outcomeId: number): SelectionRequest => ({
  outcomeId,
  marketId: 1,
  eventId: 1,
  eventDescription: 'A v B',
  marketDescription: 'Match result',
  outcomeDescription: 'A',
  decimal: 2,
  isLive: false,
});

/** What the betslip's module does once it has downloaded and runs: announce itself, then listen (betslip-store.ts). */
function betslipModule(bus: Bus, received: number[]) {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    bus.setState('betslip/selections', { outcomeIds: [] });
    bus.on('betslip/add-selection', ({ outcomeId }) => received.push(outcomeId));
    // A bet builder is received as its match's id.
    bus.on('betslip/add-builder', ({ eventId }) => received.push(-eventId));
  };
}

function setUp(load?: () => Promise<unknown>) {
  const bus = createBus();
  const received: number[] = [];
  const loads = jest.fn(load ?? betslipModule(bus, received));
  let idleCallback: (() => void) | null = null;
  let pageLoaded: () => void = () => {};
  const after = new Promise<void>((resolve) => (pageLoaded = resolve));
  loadBetslipWhenWanted({ bus, load: loads, after, idle: (callback) => (idleCallback = callback) });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  return { bus, received, loads, pageLoaded, idle: () => idleCallback?.(), settle };
}

it("waits for the page's own modules and an idle moment before loading the betslip", async () => {
  const { loads, pageLoaded, idle, settle } = setUp();
  await settle();
  idle();
  expect(loads).not.toHaveBeenCalled();
  pageLoaded();
  await settle();
  expect(loads).not.toHaveBeenCalled();
  idle();
  expect(loads).toHaveBeenCalledTimes(1);
});

it('loads at once on an early press, and hands the betslip every press made before it listened, in order', async () => {
  const { bus, received, loads, settle } = setUp();
  bus.publish('betslip/add-selection', selection(11));
  bus.publish('betslip/add-selection', selection(12));
  expect(loads).toHaveBeenCalledTimes(1);
  await settle();
  expect(received).toEqual([11, 12]);
  bus.publish('betslip/add-selection', selection(13));
  await settle();
  expect(received).toEqual([11, 12, 13]);
});

it('holds nothing when the betslip already runs (a desktop column loaded it first)', async () => {
  const { bus, received, loads, pageLoaded, idle, settle } = setUp();
  await betslipModule(bus, received)();
  await settle();
  bus.publish('betslip/add-selection', selection(21));
  pageLoaded();
  await settle();
  idle();
  await settle();
  expect(received).toEqual([21]);
  expect(loads).toHaveBeenCalledTimes(1);
});

it('tries a failed load again on the next press, and keeps the presses for it', async () => {
  let attempt = 0;
  const received: number[] = [];
  const busRef: { bus?: Bus } = {};
  const { bus, loads, settle } = setUp(() => {
    attempt += 1;
    return attempt === 1 ? Promise.reject(new Error('offline')) : betslipModule(busRef.bus as Bus, received)();
  });
  busRef.bus = bus;
  bus.publish('betslip/add-selection', selection(31));
  await settle();
  expect(received).toEqual([]);
  bus.publish('betslip/add-selection', selection(32));
  await settle();
  expect(loads).toHaveBeenCalledTimes(2);
  expect(received).toEqual([31, 32]);
});

it('holds a bet builder added before the betslip runs too, in order with the presses', async () => {
  const { bus, received, loads, settle } = setUp();
  bus.publish('betslip/add-selection', selection(11));
  bus.publish('betslip/add-builder', {
    eventId: 7,
    eventDescription: 'A v B',
    legs: [
      { outcomeId: 1, marketDescription: 'Match Result', outcomeDescription: 'A' },
      { outcomeId: 2, marketDescription: 'Both Teams To Score', outcomeDescription: 'Yes' },
    ],
    decimal: 3.2,
  });
  expect(loads).toHaveBeenCalledTimes(1);
  await settle();
  expect(received).toEqual([11, -7]);
});

it('keeps a saved selection whose odds were pressed before the slip ran, and adds odds pressed twice once', async () => {
  // Like the real slip (betslip-store.ts): it starts with what was saved, and odds it holds are taken off when pressed.
  const busRef: { bus?: Bus } = {};
  const { bus, settle } = setUp(async () => {
    const slipBus = busRef.bus as Bus;
    await new Promise((resolve) => setTimeout(resolve, 0));
    let onSlip = [41];
    slipBus.setState('betslip/selections', { outcomeIds: onSlip });
    slipBus.on('betslip/add-selection', ({ outcomeId }) => {
      onSlip = onSlip.includes(outcomeId) ? onSlip.filter((id) => id !== outcomeId) : [...onSlip, outcomeId];
      slipBus.setState('betslip/selections', { outcomeIds: onSlip });
    });
  });
  busRef.bus = bus;
  bus.publish('betslip/add-selection', selection(41));
  bus.publish('betslip/add-selection', selection(42));
  bus.publish('betslip/add-selection', selection(42));
  await settle();
  expect(bus.getState('betslip/selections')?.outcomeIds).toEqual([41, 42]);
});
