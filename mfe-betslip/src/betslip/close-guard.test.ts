import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { createBetslipStore } from './betslip-store';
import { guardClosing } from './close-guard';
import { memoryStorage } from './test-selections';

it('keeps the slip open while placing or awaiting approval, and lets it close otherwise', async () => {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, { storage: memoryStorage(), maxBets: () => 15, precision: () => 2 });
  guardClosing(bus, slip);
  const seen: Array<boolean | undefined> = [];
  bus.on('betslip/toggle', ({ open }) => seen.push(open));

  bus.publish('betslip/toggle', {});
  expect(seen).toEqual([undefined]);

  slip.store.setState({ betPlacing: true });
  bus.publish('betslip/toggle', { open: false });
  await Promise.resolve();
  slip.store.setState({ betPlacing: false, statusWaitApproval: true });
  bus.publish('betslip/toggle', {});
  await Promise.resolve();
  expect(seen).toEqual([undefined, false, true, undefined, true]);
});
