import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { DEFAULT_BETSLIP_SETTINGS } from '../settings/betslip-settings';
import { createBetslipStore } from './betslip-store';
import { slipTotals } from './slip-totals';
import { publishSummary } from './slip-summary';
import { memoryStorage, selection } from '../testing/selections';

function setup() {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  const stop = publishSummary(bus, slip, () => DEFAULT_BETSLIP_SETTINGS);
  return { bus, slip, stop, summary: () => bus.getState('betslip/summary') };
}

it('publishes the count and the total stake the slip shows, as they change', () => {
  const { bus, slip, summary } = setup();
  expect(summary()).toEqual({ count: 0, totalStake: 0, currency: 'EUR' });
  bus.publish('betslip/add-selection', selection(1));
  bus.publish('betslip/add-selection', selection(2));
  slip.setSingleStake(1, '2');
  slip.setMultipleStake('3');
  const shown = slipTotals(slip.store.getState(), DEFAULT_BETSLIP_SETTINGS, 'EUR').totalCost;
  expect(summary()).toEqual({ count: 2, totalStake: shown, currency: 'EUR' });
  expect(shown).toBe(5);
});

it("follows the player's currency from the session", () => {
  const { bus, summary } = setup();
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '1', username: 'k', currency: 'KES', expiresAt: 1 });
  expect(summary()?.currency).toBe('KES');
});

it('stops when asked', () => {
  const { bus, stop, summary } = setup();
  stop();
  bus.publish('betslip/add-selection', selection(1));
  expect(summary()?.count).toBe(0);
});
