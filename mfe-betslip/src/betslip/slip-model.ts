import { DEFAULT_ORIGIN_ID, type SlipModel } from '@sportsbook/contracts';
import { multipleBetTypeId } from '@sportsbook/stakes';
import type { SlipTotals } from './slip-totals';
import { MULTIPLE_REF, type PersistedSlip } from './slip-types';

/**
 * The Slip model of spec §3 the API prices and places. Every open selection is a single (a leg of
 * the multiple and systems); a single with unitStake 0 is a leg only. Multiples and systems are sent
 * only with a valid stake, and stakes come from parseStake, so none is ever negative or non-finite.
 */
export function slipModel(slip: PersistedSlip, totals: SlipTotals, usePromoCash = false): SlipModel {
  return {
    singles: totals.singles
      .filter((line) => line.selection.outcomeState !== 'C')
      .map((line) => ({
        outcomeId: line.selection.outcomeId,
        eventId: line.selection.eventId,
        marketId: line.selection.marketId,
        ref: line.ref,
        unitStake: line.freeStake > 0 ? 0 : line.stake,
        ...(line.freeStake > 0 ? { freeMoneyUnitStake: line.freeStake } : {}),
        ...(line.selection.eachWay ? { eachWay: true } : {}),
        decimal: line.selection.decimal,
      })),
    multiples:
      totals.multiple && totals.multiple.stake > 0
        ? [
            {
              // The accumulator of every leg: a Double 200002, a Treble 200003 … (spec §9).
              betTypeId: multipleBetTypeId(totals.multiple.legs),
              ref: MULTIPLE_REF,
              noOfBets: 1,
              unitStake: totals.multiple.stake,
              decimal: totals.multiple.odds,
              ...(totals.multiple.eachWay ? { eachWay: true } : {}),
            },
          ]
        : [],
    systems: totals.systems
      .filter((line) => line.unitStake > 0 && line.bets > 0)
      .map((line) => ({
        ref: line.system.code,
        unitStake: line.unitStake,
        noOfBets: line.bets,
        ...(line.eachWay ? { eachWay: true } : {}),
      })),
    // Every builder goes, staked or not, so the answer prices each one the slip shows.
    builders: totals.builders.map((line) => ({
      outcomeIds: line.builder.legs.map((leg) => leg.outcomeId),
      unitStake: line.stake,
      decimal: line.builder.decimal,
    })),
    userAcceptOdds: slip.userAcceptOdds,
    originId: DEFAULT_ORIGIN_ID,
    usePromoCash,
  };
}
