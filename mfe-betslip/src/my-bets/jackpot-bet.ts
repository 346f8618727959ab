import type { BetDetail, BetLeg, BetLegDetail, BetView, LegResult } from '@sportsbook/contracts';
import { roundMoney } from '@sportsbook/stakes';

/**
 * A bet as the open and settled lists deliver it: the BetView any backend sends, plus the details
 * this operator API adds (BetDetail) where they are present.
 */
export type ListedBet = Omit<BetView, 'legs'> &
  Partial<
    Pick<
      BetDetail,
      | 'jackpotId'
      | 'description'
      | 'noOfBets'
      | 'unitStake'
      | 'betTypeId'
      | 'totalOdds'
      | 'freeMoneyStake'
      | 'stakeTax'
      | 'winningsTax'
      | 'cashouts'
      | 'autoCashoutAt'
    >
  > & {
    legs: Array<
      BetLeg & { ordinal?: number | null; result?: LegResult } & Partial<Pick<BetLegDetail, 'placeTerms' | 'placeResult'>>
    >;
  };

/** The open and settled bet lists (spec §7 openbets, dailySettledBets). */
export interface ListedBets {
  bets: ListedBet[];
}

export interface JackpotMatch {
  /** The match's position in the jackpot (spec §3 Jackpot bet singles: outcomeId, ordinal). */
  ordinal: number;
  eventDescription: string;
  picks: string[];
}

export interface JackpotBetView {
  jackpotId: number;
  /** The jackpot's name as the bet describes it; empty when the backend sends none. */
  name: string;
  lines: number;
  lineStake: number;
  matches: JackpotMatch[];
}

const positive = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * A jackpot bet (one carrying a jackpotId) as My Bets shows it: the picks grouped by match in ordinal
 * order, its lines and the stake of one line. Any other bet gives null.
 */
export function jackpotBetOf(bet: ListedBet): JackpotBetView | null {
  if (typeof bet.jackpotId !== 'number' || !Number.isFinite(bet.jackpotId)) return null;
  const byOrdinal = new Map<number, JackpotMatch>();
  bet.legs.forEach((leg, index) => {
    // A leg without an ordinal is a match of its own, in the order the bet lists it.
    const given = leg.ordinal ?? undefined;
    const ordinal = positive(given) ? given : index + 1;
    const match = byOrdinal.get(ordinal) ?? { ordinal, eventDescription: leg.eventDescription, picks: [] };
    match.picks.push(leg.outcomeDescription);
    byOrdinal.set(ordinal, match);
  });
  const matches = [...byOrdinal.values()].sort((a, b) => a.ordinal - b.ordinal);
  // Without noOfBets, count the lines as the API does: one per way of taking a pick from every match.
  const lines = positive(bet.noOfBets)
    ? bet.noOfBets
    : matches.length > 0
      ? matches.reduce((product, match) => product * match.picks.length, 1)
      : 0;
  const lineStake = positive(bet.unitStake) ? bet.unitStake : lines > 0 ? roundMoney(bet.totalStake / lines) : 0;
  return { jackpotId: bet.jackpotId, name: bet.description?.trim() ?? '', lines, lineStake, matches };
}
