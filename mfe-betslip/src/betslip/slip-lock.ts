import type { BusTopics } from '@sportsbook/contracts';
import type { TransientSlip } from './slip-types';

export type SlipLock = BusTopics['betslip/lock'];

type LockFields = Pick<TransientSlip, 'betPlacing' | 'statusWaitApproval'>;

/**
 * Spec §4: the slip cannot be closed while a bet is being placed or awaits approval. The betslip owns
 * the rule and publishes it as `betslip/lock`; whoever frames the slip reads it before closing.
 * Approval is the later phase, so it names the reason when both flags are briefly set.
 */
export function slipLock({ betPlacing, statusWaitApproval }: LockFields): SlipLock {
  if (statusWaitApproval) return { locked: true, reason: 'awaiting-approval' };
  if (betPlacing) return { locked: true, reason: 'placing' };
  return { locked: false };
}

export const isLocked = (state: LockFields): boolean => state.betPlacing || state.statusWaitApproval;
