import type { BusTopics } from '@sportsbook/contracts';

export type BetslipLock = BusTopics['betslip/lock'];
/** The shell's message key for a refused close. */
export type BetslipCloseRefusal = `betslip-locked.${NonNullable<BetslipLock['reason']> | 'busy'}`;

/**
 * Spec §4 Betslip: closing is blocked while a bet is being placed or awaits approval. The betslip
 * owns the rule and publishes `betslip/lock`; this says whether the frame may close the slip, and
 * if not, which message (an i18n key of the shell) tells the player why.
 */
export function betslipCloseRefusal(lock: BetslipLock | undefined): BetslipCloseRefusal | null {
  if (!lock?.locked) return null;
  return `betslip-locked.${lock.reason ?? 'busy'}`;
}
