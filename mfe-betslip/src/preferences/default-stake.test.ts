import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT, type AccountPrefs } from '@sportsbook/contracts';
import { createBetslipStore } from '../betslip/betslip-store';
import { memoryStorage, selection } from '../testing/selections';
import { followDefaultStake } from './default-stake';

const prefs = (defaultStake: number): AccountPrefs => ({
  price_format: 'euro',
  layout: 'euro',
  default_stake: defaultStake,
  sort_by: 'time',
  accept_higher_odds: false,
  theme: 'system',
});

it('starts new selections with the default stake of the logged-in player, and forgets it on logout', async () => {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  const load = jest.fn(async () => prefs(3));
  followDefaultStake(bus, slip, load);
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '100001', username: 'demo', expiresAt: 1 });
  await Promise.resolve();
  expect(load).toHaveBeenCalledWith('100001', expect.any(AbortSignal));
  slip.add(selection(1));
  expect(slip.store.getState().singleStakes[1]).toBe('3');
  slip.setRememberedStake(7);
  slip.add(selection(2));
  expect(slip.store.getState().singleStakes[2]).toBe('7');
  bus.setState('session', LOGGED_OUT);
  expect(slip.store.getState().defaultStake).toBe(0);
});
