import { isRecord } from '@sportsbook/contracts';
import { EMPTY_PERSISTED, type BetslipState, type PersistedSlip, type SlipSelection } from './slip-types';

const isSelection = (value: unknown): value is SlipSelection =>
  isRecord(value) &&
  typeof value.outcomeId === 'number' &&
  typeof value.eventId === 'number' &&
  typeof value.marketId === 'number' &&
  typeof value.decimal === 'number' &&
  Number.isFinite(value.decimal) &&
  typeof value.outcomeDescription === 'string' &&
  typeof value.eventDescription === 'string' &&
  typeof value.marketDescription === 'string';

const stringRecord = (value: unknown): Record<string, string> =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

/** Reads the saved slip; anything unreadable (another version, a hand edit) starts an empty slip. */
export function loadSlip(storage: Storage | undefined, key: string): PersistedSlip {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return EMPTY_PERSISTED;
    const saved: unknown = JSON.parse(raw);
    if (!isRecord(saved) || !Array.isArray(saved.selections)) return EMPTY_PERSISTED;
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
      systemStakes: stringRecord(saved.systemStakes),
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
export function persistedPart(state: BetslipState): PersistedSlip {
  return {
    selections: state.selections,
    singleStakes: state.singleStakes,
    multipleStake: state.multipleStake,
    systemStakes: state.systemStakes,
    expanded: state.expanded,
    showSystemBets: state.showSystemBets,
    userAcceptOdds: state.userAcceptOdds,
    keepSelections: state.keepSelections,
    rememberedStake: state.rememberedStake,
  };
}

export function saveSlip(storage: Storage | undefined, key: string, state: BetslipState): void {
  try {
    storage?.setItem(key, JSON.stringify(persistedPart(state)));
  } catch (error) {
    console.warn('[betslip] could not save the slip', error);
  }
}
