import type { PersistedSlip } from './slip-types';

/** The player's ways on from a receipt (spec §4): Done, Keep selections, Reuse selections and stakes. */
export type ReceiptChoice = 'done' | 'keep' | 'reuse';

/**
 * What the slip holds once the player leaves a receipt: Done starts afresh (or keeps the selections
 * when the player asked for that), Keep keeps the selections without stakes, Reuse keeps both. A
 * placed bet's stakes never stay on the slip unless the player chose Reuse, so a reload after a
 * receipt cannot offer the same bet again.
 */
export function slipAfterReceipt(slip: PersistedSlip, choice: ReceiptChoice): PersistedSlip {
  const keep = choice !== 'done' || slip.keepSelections;
  return {
    ...slip,
    ...(choice === 'reuse' ? {} : { singleStakes: {}, multipleStake: '', systemStakes: {}, builderStakes: {} }),
    ...(keep ? {} : { selections: [], builders: [] }),
  };
}
