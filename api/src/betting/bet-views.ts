/** Bets as the my-bets views and the placement answer show them (BetDetail of the contract). */
import type { BetDetail, BetLegDetail, BetResult } from '@sportsbook/contracts';
import { settledResultOf } from '@sportsbook/stakes';
import type { Catalogue } from '../catalogue/catalogue';
import { toMajor } from '../wallet/money';
import type { BetRow, CashoutRow, LegRow } from './bet-store';

/** The old `betType` field: single, multiple, a system code or jackpot. */
const betTypeOf = (bet: BetRow) => (bet.kind === 'SYSTEM' ? bet.ref : bet.kind.toLowerCase());

const isSettled = (status: BetRow['status']): status is Exclude<BetResult, 'PLACED'> =>
  status === 'WON' || status === 'LOST' || status === 'VOID' || status === 'CASHED_OUT';

export function betDetail(
  bet: BetRow,
  legs: LegRow[],
  slipReference: string,
  catalogue: Catalogue,
  figures: {
    cashoutMinor: number | null;
    stakeTaxMinor: number;
    winningsTaxMinor: number;
    cashouts: CashoutRow[];
    /** An each-way bet: whether its win part pays (a return by the place part alone is "Placed"). */
    eachWayWinPartPays?: boolean | undefined;
  },
): BetDetail {
  const legViews = legs.map((leg) => legView(leg, catalogue));
  return {
    betId: String(bet.id),
    betSlipId: String(bet.slip_id),
    reference: `${slipReference}-${bet.ref}`,
    placedAt: new Date(bet.placed_at).toISOString(),
    betType: betTypeOf(bet),
    kind: bet.kind,
    status: bet.status,
    betTypeId: bet.bet_type_id,
    description: bet.description,
    currency: bet.currency,
    unitStake: toMajor(bet.unit_stake_minor),
    noOfBets: bet.lines,
    totalStake: toMajor(bet.stake_minor + bet.promo_stake_minor),
    freeMoneyStake: toMajor(bet.promo_stake_minor),
    stakeTax: toMajor(figures.stakeTaxMinor),
    winningsTax: toMajor(figures.winningsTaxMinor),
    totalOdds: bet.total_odds,
    potentialReturns: toMajor(bet.potential_return_minor),
    isLive: bet.is_live === 1,
    jackpotId: bet.jackpot_id,
    legs: legViews,
    cashoutAmount: figures.cashoutMinor === null ? null : toMajor(figures.cashoutMinor),
    cashouts: figures.cashouts.map((part) => ({
      amount: toMajor(part.amount_minor),
      stake: toMajor(part.stake_minor),
      automatic: part.automatic === 1,
      cashedOutAt: new Date(part.cashed_out_at).toISOString(),
    })),
    autoCashoutAt: bet.auto_cashout_minor === null ? null : toMajor(bet.auto_cashout_minor),
    ...(isSettled(bet.status)
      ? {
          result: settledResultOf(bet.status, figures.eachWayWinPartPays),
          returns: toMajor(paidMinor(bet, figures.cashouts)),
        }
      : {}),
    ...(bet.settled_at === null ? {} : { settledAt: new Date(bet.settled_at).toISOString() }),
  };
}

/**
 * What the bet paid in all: its cash-outs, and the settlement of the stake left. A whole cash-out is
 * both a cash-out and the bet's return, so it is counted once.
 */
function paidMinor(bet: BetRow, cashouts: readonly CashoutRow[]): number {
  const cashedOut = cashouts.reduce((sum, part) => sum + part.amount_minor, 0);
  return bet.status === 'CASHED_OUT' ? cashedOut : cashedOut + bet.return_minor;
}

/** A leg with its price now (null once its market is closed) and, each-way, its place terms and result. */
function legView(leg: LegRow, catalogue: Catalogue): BetLegDetail {
  const found = catalogue.outcome(leg.outcome_id);
  const open = found && found.market.status === 'OPEN' && !found.outcome.hidden;
  return {
    outcomeId: leg.outcome_id,
    marketId: leg.market_id,
    eventId: leg.event_id,
    eventDescription: leg.event_description,
    marketDescription: leg.market_description,
    outcomeDescription: leg.outcome_description,
    sportCode: leg.sport_code,
    startTime: leg.start_time,
    decimal: leg.price,
    currentPrice: open ? found.outcome.consolidatedPrice.currentPrice.decimal : null,
    ordinal: leg.ordinal,
    result: leg.result,
    ...(leg.place_numerator === null
      ? {}
      : {
          placeTerms: { numerator: leg.place_numerator, denominator: leg.place_denominator ?? 1, places: leg.places ?? 1 },
          placeResult: leg.place_result ?? 'OPEN',
        }),
  };
}
