import type { BetDetail, BetKind } from '@sportsbook/contracts';
import type { ListedBet } from '../my-bets/jackpot-bet';

const kindOf = (bet: ListedBet): BetKind => {
  if (typeof bet.jackpotId === 'number') return 'JACKPOT';
  if (bet.betType === 'single') return 'SINGLE';
  return bet.betType === 'multiple' ? 'MULTIPLE' : 'SYSTEM';
};

/**
 * Tests only: a bet a test writes as My Bets reads it, completed into the whole bet the API's
 * contract answers (the http client refuses an answer with a field missing).
 */
export const betDetailOf = (bet: ListedBet): BetDetail => ({
  betSlipId: bet.betId,
  kind: kindOf(bet),
  // A placed each-way bet is a won one to the book; its result says it only placed.
  status: bet.result === undefined ? 'OPEN' : bet.result === 'PLACED' ? 'WON' : bet.result,
  betTypeId: 1,
  description: bet.betType,
  unitStake: bet.totalStake,
  noOfBets: 1,
  freeMoneyStake: 0,
  stakeTax: 0,
  winningsTax: 0,
  totalOdds: bet.legs.reduce((odds, leg) => odds * leg.decimal, 1),
  isLive: false,
  jackpotId: null,
  cashoutAmount: null,
  ...bet,
  legs: bet.legs.map((leg) => ({
    marketId: 1,
    sportCode: 'FOOT',
    startTime: '2026-11-21T18:00:00.000Z',
    currentPrice: null,
    ordinal: null,
    result: 'OPEN',
    ...leg,
  })),
});

/** Tests only: an open €2 single at 2.50 on Home in A v B, with a cash-out offer of €1.80. */
export const OPEN_SINGLE: ListedBet = {
  betId: '7',
  reference: 'R-7',
  placedAt: '2026-11-21T05:00:00.000Z',
  betType: 'single',
  totalStake: 2,
  potentialReturns: 5,
  currency: 'EUR',
  legs: [
    {
      outcomeId: 1,
      eventId: 1,
      eventDescription: 'A v B',
      marketDescription: 'Match Result',
      outcomeDescription: 'Home',
      decimal: 2.5,
    },
  ],
  cashoutAmount: 1.8,
};
