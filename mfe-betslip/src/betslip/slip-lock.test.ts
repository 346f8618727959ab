import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { createBetslipStore } from './betslip-store';
import { slipLock } from './slip-lock';
import { memoryStorage, selection } from '../testing/selections';

function setup() {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  const locks: unknown[] = [];
  bus.subscribe('betslip/lock', (lock) => locks.push(lock));
  return { bus, slip, locks, state: () => slip.store.getState() };
}

it('names the reason of a lock, approval winning over placing', () => {
  expect(slipLock({ betPlacing: false, statusWaitApproval: false })).toEqual({ locked: false });
  expect(slipLock({ betPlacing: true, statusWaitApproval: false })).toEqual({ locked: true, reason: 'placing' });
  expect(slipLock({ betPlacing: false, statusWaitApproval: true })).toEqual({ locked: true, reason: 'awaiting-approval' });
  expect(slipLock({ betPlacing: true, statusWaitApproval: true })).toEqual({ locked: true, reason: 'awaiting-approval' });
});

it('publishes betslip/lock unlocked at start, then as placing and approval come and go', () => {
  const { slip, locks } = setup();
  slip.add(selection(1));
  slip.setSingleStake(1, '5');
  slip.store.setState({ betPlacing: true });
  slip.store.setState({ betPlacing: false, statusWaitApproval: true });
  slip.store.setState({ countdown: 3 });
  slip.store.setState({ statusWaitApproval: false, placementSuccess: true });
  expect(locks).toEqual([
    { locked: false },
    { locked: true, reason: 'placing' },
    { locked: true, reason: 'awaiting-approval' },
    { locked: false },
  ]);
});

it.each([
  ['placing', { betPlacing: true }],
  ['awaiting approval', { statusWaitApproval: true }],
])('while %s, nothing on the slip changes and nothing closes it', (_, lockedState) => {
  const { bus, slip, state } = setup();
  const toggles: Array<boolean | undefined> = [];
  bus.on('betslip/toggle', ({ open }) => toggles.push(open));
  [1, 2, 3].forEach((id) => slip.add(selection(id)));
  slip.setSingleStake(1, '5');
  slip.store.setState({ ...lockedState, selections: state().selections.map((s) => ({ ...s, maxFreeMoneyStake: 2 })) });
  const before = state();

  slip.remove(1);
  bus.publish('betslip/remove-selection', { outcomeId: 2 });
  bus.publish('betslip/add-selection', selection(4));
  bus.publish('betslip/add-selection', selection(3));
  slip.setSingleStake(1, '9');
  slip.setMultipleStake('2');
  slip.setSystemStake('057', '1');
  slip.toggleEachWay(1);
  slip.chooseFreeBet(1, 'freeBetMax');
  slip.toggleSystemBets();
  slip.clear();

  expect(slip.close()).toBe(false);
  expect(state()).toMatchObject({
    selections: before.selections,
    singleStakes: before.singleStakes,
    multipleStake: before.multipleStake,
    systemStakes: before.systemStakes,
    showSystemBets: before.showSystemBets,
  });
  expect(toggles).toEqual([]);
});

it('logging out still empties a locked slip, and releases the lock', () => {
  const { bus, slip, state } = setup();
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: '1', username: 'u', expiresAt: 1 });
  slip.add(selection(1));
  slip.store.setState({ betPlacing: true });
  bus.setState('session', LOGGED_OUT);
  expect(state().selections).toEqual([]);
  expect(bus.getState('betslip/lock')).toEqual({ locked: false });
});
