import * as v from '@sportsbook/schema';
import { slipAfterReceipt } from './after-receipt';
import { EMPTY_PERSISTED, type BetslipState, type PersistedSlip, type SlipBuilder, type SlipSelection } from './slip-types';

/** What a saved selection must hold to be restored; the rest of a slip selection has defaults. */
const savedSelection = v.object({
  outcomeId: v.number(),
  eventId: v.number(),
  marketId: v.number(),
  decimal: v.pipe(v.number(), v.finite()),
  outcomeDescription: v.string(),
  eventDescription: v.string(),
  marketDescription: v.string(),
});
const isSelection = (value: unknown): value is SlipSelection => v.is(savedSelection, value);

/** What a saved bet builder must hold to be restored. */
const savedBuilder = v.object({
  eventId: v.number(),
  eventDescription: v.string(),
  legs: v.array(v.object({ outcomeId: v.number(), marketDescription: v.string(), outcomeDescription: v.string() })),
  decimal: v.pipe(v.number(), v.finite()),
});
const restoredBuilders = (value: unknown): SlipBuilder[] =>
  Array.isArray(value)
    ? value.filter((b) => v.is(savedBuilder, b)).map((b) => ({ ...b, previousDecimal: null, message: null }))
    : [];

const anyRecord = v.record(v.string(), v.unknown());
const stringRecord = (value: unknown): Record<string, string> =>
  v.is(anyRecord, value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/** Reads the saved slip; anything unreadable (another version, a hand edit) starts an empty slip. */
export function loadSlip(storage: Storage | undefined, key: string): PersistedSlip {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return EMPTY_PERSISTED;
    const saved: unknown = JSON.parse(raw);
    if (!v.is(v.looseObject({ selections: v.array(v.unknown()) }), saved)) return EMPTY_PERSISTED;
    return {
      selections: saved.selections.filter(isSelection).map((s) => ({
        ...s,
        outcomeState: s.outcomeState === 'S' ? 'S' : 'O',
        previousDecimal: null,
        eachWay: s.eachWay === true,
        placeTerms: s.placeTerms ?? null,
        maxFreeMoneyStake: typeof s.maxFreeMoneyStake === 'number' ? s.maxFreeMoneyStake : 0,
        freeBet: s.freeBet === true,
      })),
      singleStakes: stringRecord(saved.singleStakes),
      multipleStake: typeof saved.multipleStake === 'string' ? saved.multipleStake : '',
      multipleEachWay: saved.multipleEachWay === true,
      systemStakes: stringRecord(saved.systemStakes),
      systemEachWay: Array.isArray(saved.systemEachWay)
        ? saved.systemEachWay.filter((code): code is string => typeof code === 'string')
        : [],
      builders: restoredBuilders(saved.builders),
      builderStakes: stringRecord(saved.builderStakes),
      expanded: saved.expanded === true,
      showSystemBets: saved.showSystemBets === true,
      userAcceptOdds: saved.userAcceptOdds === 'H' || saved.userAcceptOdds === 'A' ? saved.userAcceptOdds : 'D',
      keepSelections: saved.keepSelections === true,
      rememberedStake: typeof saved.rememberedStake === 'number' && saved.rememberedStake > 0 ? saved.rememberedStake : 0,
    };
  } catch {
    return EMPTY_PERSISTED;
  }
}

/** Spec §4: everything but the transient fields (placing, approval, duration, success, status response, errors). */
function persistedPart(state: BetslipState): PersistedSlip {
  return {
    selections: state.selections,
    singleStakes: state.singleStakes,
    multipleStake: state.multipleStake,
    multipleEachWay: state.multipleEachWay,
    systemStakes: state.systemStakes,
    systemEachWay: state.systemEachWay,
    builders: state.builders,
    builderStakes: state.builderStakes,
    expanded: state.expanded,
    showSystemBets: state.showSystemBets,
    userAcceptOdds: state.userAcceptOdds,
    keepSelections: state.keepSelections,
    rememberedStake: state.rememberedStake,
  };
}

/**
 * Saves the slip. While a receipt shows, what is saved is the slip the receipt's Done leaves, so a
 * page load never brings the placed bets back with their stakes; Keep and Reuse save what they keep.
 */
export function saveSlip(storage: Storage | undefined, key: string, state: BetslipState): void {
  const saved = state.placementSuccess ? slipAfterReceipt(persistedPart(state), 'done') : persistedPart(state);
  try {
    storage?.setItem(key, JSON.stringify(saved));
  } catch (error) {
    console.warn('[betslip] could not save the slip', error);
  }
}
