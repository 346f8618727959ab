import type { Jackpot, JackpotPlacementResponse } from '@sportsbook/contracts';

/** What the receipt shows after an accepted placement. */
export interface JackpotReceipt {
  jackpotId: number;
  jackpotName: string;
  reference: string;
  noOfBets: number;
  totalCost: number;
  currency: string;
  placedAt: string;
}

export const receiptOf = (
  jackpot: Pick<Jackpot, 'id' | 'name' | 'currency'>,
  noOfBets: number,
  { model }: JackpotPlacementResponse,
  placedAt: Date,
): JackpotReceipt => ({
  jackpotId: jackpot.id,
  jackpotName: jackpot.name,
  reference: model.reference ?? model.betSlipId,
  noOfBets,
  totalCost: model.totalCost,
  currency: jackpot.currency,
  placedAt: placedAt.toISOString(),
});
