import type { Jackpot, JackpotSingle, SessionState, WalletBalance } from '@sportsbook/contracts';
import { isComplete, lineCount, outcomeIdList, pickedEventCount } from './jackpot-picks';
import type { JackpotSlipState } from './jackpot-slip-store';

export interface SlipInputs {
  jackpot: Jackpot;
  picks: readonly JackpotSingle[];
  state: Pick<JackpotSlipState, 'pricing' | 'placement' | 'retailCode'>;
  session: SessionState | undefined;
  wallet: WalletBalance | null | undefined;
}

/** What the slip panel shows for one jackpot, derived from the slip, the session and the wallet. */
export function slipViewModel({ jackpot, picks, state, session, wallet }: SlipInputs) {
  const total = jackpot.eventIds.length;
  const complete = isComplete(picks, total);
  const { pricing, placement, retailCode } = state;
  // A price is only good for the exact picks it was computed for.
  const current = pricing?.jackpotId === jackpot.id && pricing.key === outcomeIdList(picks) ? pricing : null;
  const priced = current?.status === 'ready' ? current : null;
  const loggedIn = session?.loggedIn === true;
  const insufficient = priced !== null && loggedIn && wallet?.currency === jackpot.currency && wallet.balance < priced.totalCost;
  const placing = placement.status === 'placing';
  return {
    total,
    picked: pickedEventCount(picks),
    complete,
    lines: complete ? (priced?.noOfBets ?? lineCount(picks, total)) : null,
    totalCost: priced?.totalCost ?? null,
    pricing: current?.status ?? null,
    pricingError: current?.status === 'failed' ? current.errorKey : null,
    loggedIn,
    insufficient,
    placing,
    canPlace: priced !== null && !placing && !insufficient,
    placementError: placement.status === 'failed' && placement.jackpotId === jackpot.id ? placement.errorKey : null,
    receipt: placement.status === 'placed' && placement.receipt.jackpotId === jackpot.id ? placement.receipt : null,
    retailCode: retailCode?.jackpotId === jackpot.id ? retailCode : null,
  };
}

export type SlipViewModel = ReturnType<typeof slipViewModel>;
