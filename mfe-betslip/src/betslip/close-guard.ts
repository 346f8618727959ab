import type { Bus } from '@sportsbook/bus';
import type { BetslipStore } from './betslip-store';

/**
 * Spec §4: the slip cannot be closed while a bet is being placed or awaits approval. The overlay is
 * the shell's, so a close request that arrives then is answered by asking it to stay open.
 */
export function guardClosing(bus: Bus, slip: BetslipStore): () => void {
  return bus.on('betslip/toggle', ({ open }) => {
    const { betPlacing, statusWaitApproval } = slip.store.getState();
    // After the current dispatch, so the answer lands after every receiver has handled the close.
    if (open !== true && (betPlacing || statusWaitApproval)) queueMicrotask(() => bus.publish('betslip/toggle', { open: true }));
  });
}
