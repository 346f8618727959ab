import { createBus } from '@sportsbook/bus';
import type { SelectionRequest } from '@sportsbook/contracts';
import { MAX_BETS_ON_BETSLIP } from '@sportsbook/stakes';
import { createBetslipStore } from './betslip-store';

const selection = (outcomeId: number, eventId = outcomeId): SelectionRequest => ({
  outcomeId,
  marketId: outcomeId * 10,
  eventId,
  eventDescription: `Event ${eventId}`,
  marketDescription: 'Match Result',
  outcomeDescription: 'Home',
  decimal: 1.5,
  isLive: false,
});

function setup() {
  const bus = createBus();
  const slip = createBetslipStore(bus);
  return { bus, slip, selected: () => bus.getState('betslip/selections')?.outcomeIds };
}

it('adds selections that arrive over the bus and publishes the selected outcome ids', () => {
  const { bus, selected } = setup();
  expect(selected()).toEqual([]);
  bus.publish('betslip/add-selection', selection(1));
  bus.publish('betslip/add-selection', selection(2));
  expect(selected()).toEqual([1, 2]);
});

it('removes an outcome that is added a second time', () => {
  const { bus, selected } = setup();
  bus.publish('betslip/add-selection', selection(1));
  bus.publish('betslip/add-selection', selection(1));
  expect(selected()).toEqual([]);
});

it('removes on betslip/remove-selection', () => {
  const { bus, selected } = setup();
  bus.publish('betslip/add-selection', selection(1));
  bus.publish('betslip/add-selection', selection(2));
  bus.publish('betslip/remove-selection', { outcomeId: 1 });
  expect(selected()).toEqual([2]);
});

it(`refuses a selection past ${MAX_BETS_ON_BETSLIP} and says so`, () => {
  const { bus, slip, selected } = setup();
  for (let id = 1; id <= MAX_BETS_ON_BETSLIP + 1; id++) bus.publish('betslip/add-selection', selection(id));
  expect(selected()).toHaveLength(MAX_BETS_ON_BETSLIP);
  expect(slip.store.getState().limitReached).toBe(true);
  bus.publish('betslip/remove-selection', { outcomeId: 1 });
  expect(slip.store.getState().limitReached).toBe(false);
});
