import { getBus, type Bus } from '@sportsbook/bus';
import type { BuilderRequest, SelectionRequest, UserAcceptOdds } from '@sportsbook/contracts';
import { normaliseStakeText, stakeToText } from '@sportsbook/stakes';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { settingsStore } from '../settings/settings-store';
import { slipAfterReceipt, type ReceiptChoice } from './after-receipt';
import { isLocked, slipLock } from './slip-lock';
import { loadSlip, saveSlip } from './slip-persistence';
import { EMPTY_PERSISTED, EMPTY_TRANSIENT, stakeKey, type BetslipState, type SlipSelection } from './slip-types';

export type FreeBetChoice = 'freeBetNull' | 'freeBetMax';

export interface BetslipStoreOptions {
  storage?: Storage;
  storageKey?: string;
  /** Current max_bets_on_betslip; the brand's setting unless a test says otherwise. */
  maxBets?: () => number;
  precision?: () => number;
  /** Which starting stakes the brand allows (spec §9: some brands hide default and remembered stakes). */
  startingStakes?: () => { defaultStake: boolean; rememberedStake: boolean };
}

const toSlipSelection = (selection: SelectionRequest): SlipSelection => ({
  ...selection,
  outcomeState: 'O',
  previousDecimal: null,
  eachWay: false,
  placeTerms: null,
  maxFreeMoneyStake: 0,
  freeBet: false,
});

const without = <V>(record: Record<number, V>, key: number): Record<number, V> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => Number(k) !== key));

/** Adds or drops a stake field's refusal. */
const refusalsWith = (keys: readonly string[], key: string, refused: boolean): string[] =>
  refused ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key);

/**
 * The stakes that stay when the selections change: each single's and builder's. The multiple and
 * the systems become other bets (a double becomes a treble), so their stakes and refusals go.
 */
const betsChanged = (state: BetslipState, removed?: number) => ({
  multipleStake: '',
  systemStakes: {},
  refusedStakes: state.refusedStakes.filter(
    (k) => (k.startsWith('single:') || k.startsWith('builder:')) && (removed === undefined || k !== stakeKey.single(removed)),
  ),
});

/** What every group of the slip's actions works on. */
interface SlipCore {
  bus: Bus;
  store: StoreApi<BetslipState>;
  set: (partial: Partial<BetslipState> | ((s: BetslipState) => Partial<BetslipState>)) => void;
  /** While a bet is placed or awaits approval the slip is what was sent: nothing on it changes (spec §4). */
  locked: () => boolean;
  /**
   * Leaving a receipt (spec §4): Done starts a fresh slip (or keeps the selections when the player
   * asked for that), Keep keeps the selections without stakes, Reuse keeps selections and stakes.
   */
  leaveReceipt: (choice?: ReceiptChoice) => void;
}

function createSlipCore(bus: Bus, storage: Storage | undefined, storageKey: string): SlipCore {
  const store: StoreApi<BetslipState> = createStore<BetslipState>(() => ({
    ...loadSlip(storage, storageKey),
    ...EMPTY_TRANSIENT,
  }));
  const publish = () => bus.setState('betslip/selections', { outcomeIds: store.getState().selections.map((s) => s.outcomeId) });
  const publishLock = () => bus.setState('betslip/lock', slipLock(store.getState()));
  store.subscribe((state, previous) => {
    saveSlip(storage, storageKey, state);
    if (state.selections !== previous.selections) publish();
    if (state.betPlacing !== previous.betPlacing || state.statusWaitApproval !== previous.statusWaitApproval) publishLock();
  });
  publish();
  publishLock();
  const set: SlipCore['set'] = (partial) => store.setState(partial);
  const leaveReceipt = (choice: ReceiptChoice = 'done') => {
    const state = store.getState();
    if (!state.placementSuccess) return;
    set({ ...slipAfterReceipt(state, choice), ...EMPTY_TRANSIENT, open: state.open, defaultStake: state.defaultStake });
  };
  return { bus, store, set, locked: () => isLocked(store.getState()), leaveReceipt };
}

/** Adding, removing and clearing selections, as the bus and the slip's own buttons ask. */
function selectionActions(core: SlipCore, options: BetslipStoreOptions) {
  const { bus, store, set, locked, leaveReceipt } = core;
  const maxBets = options.maxBets ?? (() => settingsStore.getState().maxBets);
  const startingStakes =
    options.startingStakes ??
    (() => {
      const { defaultStakeEnabled, rememberStakeEnabled } = settingsStore.getState();
      return { defaultStake: defaultStakeEnabled, rememberedStake: rememberStakeEnabled };
    });
  const remove = (outcomeId: number) => {
    if (locked()) return;
    leaveReceipt();
    const state = store.getState();
    if (!state.selections.some((s) => s.outcomeId === outcomeId)) return;
    const selections = state.selections.filter((s) => s.outcomeId !== outcomeId);
    const empty = selections.length + state.builders.length === 0;
    set({
      selections,
      singleStakes: without(state.singleStakes, outcomeId),
      // Refs after the removed one are renumbered, so errors tied to old refs no longer apply.
      errors: [],
      limitReached: false,
      ...betsChanged(state, outcomeId),
      expanded: selections.length <= 1 ? false : state.expanded,
      notAvailableShown: state.notAvailableShown.filter((id) => id !== outcomeId),
      open: !empty && state.open,
    });
    if (empty) bus.publish('betslip/toggle', { open: false });
  };
  const add = (selection: SelectionRequest) => {
    if (locked()) return;
    leaveReceipt();
    const state = store.getState();
    const { selections, rememberedStake, defaultStake, singleStakes } = state;
    const allowed = startingStakes();
    // A stake the player chose to remember on the slip comes before their account's default stake.
    const startingStake = (allowed.rememberedStake ? rememberedStake : 0) || (allowed.defaultStake ? defaultStake : 0);
    if (selections.some((s) => s.outcomeId === selection.outcomeId)) return remove(selection.outcomeId);
    if (selections.length >= maxBets()) return set({ limitReached: true });
    set({
      selections: [...selections, toSlipSelection(selection)],
      singleStakes: startingStake > 0 ? { ...singleStakes, [selection.outcomeId]: stakeToText(startingStake) } : singleStakes,
      ...betsChanged(state),
      limitReached: false,
      open: true,
      errors: [],
      isResponseTimeOver: false,
    });
  };
  /**
   * Empties the slip and, like removing its last selection, closes it; the player's preferences
   * (accept odds, keep selections, stakes to start with) stay.
   */
  const reset = () => {
    const { userAcceptOdds, keepSelections, rememberedStake, defaultStake, selections, builders } = store.getState();
    set({ ...EMPTY_PERSISTED, ...EMPTY_TRANSIENT, userAcceptOdds, keepSelections, rememberedStake, defaultStake });
    if (selections.length + builders.length > 0) bus.publish('betslip/toggle', { open: false });
  };
  /** The player's Remove all: refused while the slip is locked. */
  const clear = () => {
    if (!locked()) reset();
  };
  return { add, remove, clear, reset };
}

/**
 * Stakes typed in the player's precision, each-way and free-bet choices; none while the slip is
 * locked. `refused` says the field's text is no amount: the bet then has no stake and the slip
 * cannot be placed until the player writes one.
 */
function stakeActions({ set, locked, leaveReceipt }: SlipCore, options: BetslipStoreOptions) {
  const precision = options.precision ?? (() => settingsStore.getState().precision);
  const editStake = (text: string) => normaliseStakeText(text, precision());
  const edit = (key: string, refused: boolean, change: (s: BetslipState) => Partial<BetslipState>) => {
    if (locked()) return;
    leaveReceipt();
    set((s) => ({ ...change(s), errors: [], refusedStakes: refusalsWith(s.refusedStakes, key, refused) }));
  };
  return {
    setSingleStake: (outcomeId: number, text: string, refused = false) =>
      edit(stakeKey.single(outcomeId), refused, (s) => ({
        singleStakes: { ...s.singleStakes, [outcomeId]: editStake(text) },
        selections: s.selections.map((x) => (x.outcomeId === outcomeId ? { ...x, freeBet: false } : x)),
      })),
    setMultipleStake: (text: string, refused = false) =>
      edit(stakeKey.multiple, refused, () => ({ multipleStake: editStake(text) })),
    setSystemStake: (code: string, text: string, refused = false) =>
      edit(stakeKey.system(code), refused, (s) => ({ systemStakes: { ...s.systemStakes, [code]: editStake(text) } })),
    toggleMultipleEachWay: () => {
      if (locked()) return;
      set((s) => ({ multipleEachWay: !s.multipleEachWay }));
    },
    toggleSystemEachWay: (code: string) => {
      if (locked()) return;
      set((s) => ({
        systemEachWay: s.systemEachWay.includes(code) ? s.systemEachWay.filter((c) => c !== code) : [...s.systemEachWay, code],
      }));
    },
    toggleEachWay: (outcomeId: number) => {
      if (locked()) return;
      set((s) => ({ selections: s.selections.map((x) => (x.outcomeId === outcomeId ? { ...x, eachWay: !x.eachWay } : x)) }));
    },
    /** Spec §4: 'freeBetNull' clears the free stake; 'freeBetMax' stakes the maximum free money and clears the cash stake. */
    chooseFreeBet: (outcomeId: number, choice: FreeBetChoice) => {
      if (locked()) return;
      set((s) => ({
        selections: s.selections.map((x) =>
          x.outcomeId === outcomeId ? { ...x, freeBet: choice === 'freeBetMax' && x.maxFreeMoneyStake > 0 } : x,
        ),
        singleStakes: choice === 'freeBetMax' ? without(s.singleStakes, outcomeId) : s.singleStakes,
      }));
    },
  };
}

/** Bet builders: one per match, added from its event page, staked and removed here. */
function builderActions({ bus, store, set, locked, leaveReceipt }: SlipCore, options: BetslipStoreOptions) {
  const precision = options.precision ?? (() => settingsStore.getState().precision);
  const add = (request: BuilderRequest) => {
    if (locked()) return;
    leaveReceipt();
    set((s) => ({
      builders: [
        ...s.builders.filter((b) => b.eventId !== request.eventId),
        { ...request, previousDecimal: null, message: null },
      ],
      open: true,
      errors: [],
    }));
  };
  const remove = (eventId: number) => {
    if (locked()) return;
    leaveReceipt();
    const state = store.getState();
    const builders = state.builders.filter((b) => b.eventId !== eventId);
    set({
      builders,
      builderStakes: without(state.builderStakes, eventId),
      errors: [],
      refusedStakes: refusalsWith(state.refusedStakes, stakeKey.builder(eventId), false),
    });
    if (builders.length + state.selections.length === 0) bus.publish('betslip/toggle', { open: false });
  };
  const setStake = (eventId: number, text: string, refused = false) => {
    if (locked()) return;
    leaveReceipt();
    set((s) => ({
      builderStakes: { ...s.builderStakes, [eventId]: normaliseStakeText(text, precision()) },
      errors: [],
      refusedStakes: refusalsWith(s.refusedStakes, stakeKey.builder(eventId), refused),
    }));
  };
  return { addBuilder: add, removeBuilder: remove, setBuilderStake: setStake };
}

/** The slip's options and the player's preferences kept with it. */
function preferenceActions({ set, locked }: SlipCore) {
  return {
    /** Spec §4: toggling system bets clears errors and any active system bet. */
    toggleSystemBets: () => {
      if (!locked()) set((s) => ({ showSystemBets: !s.showSystemBets, errors: [], systemStakes: {} }));
    },
    /** Spec §4: expanding shows the system bets. */
    setExpanded: (expanded: boolean) => set((s) => ({ expanded, showSystemBets: expanded || s.showSystemBets })),
    setUserAcceptOdds: (userAcceptOdds: UserAcceptOdds) => set({ userAcceptOdds }),
    setKeepSelections: (keepSelections: boolean) => set({ keepSelections }),
    setRememberedStake: (stake: number) => set({ rememberedStake: stake > 0 ? stake : 0 }),
    setDefaultStake: (stake: number) => set({ defaultStake: Number.isFinite(stake) && stake > 0 ? stake : 0 }),
    acceptPriceChanges: () =>
      set((s) => ({
        selections: s.selections.map((x) => ({ ...x, previousDecimal: null })),
        builders: s.builders.map((x) => ({ ...x, previousDecimal: null })),
        errors: [],
      })),
  };
}

/**
 * The slip (spec §3 Betslip state, §4 Betslip transitions). Pages never touch this store: they send
 * betslip/add-selection over the bus and read betslip/selections back, so any page works the same.
 */
export function createBetslipStore(bus: Bus, options: BetslipStoreOptions = {}) {
  const core = createSlipCore(bus, options.storage, options.storageKey ?? 'sb_betslip');
  const { store, set, locked, leaveReceipt } = core;
  const { add, remove, clear, reset } = selectionActions(core, options);
  const builders = builderActions(core, options);
  const unsubscribers = [
    bus.on('betslip/add-selection', add),
    bus.on('betslip/add-builder', builders.addBuilder),
    bus.on('betslip/remove-selection', ({ outcomeId }) => remove(outcomeId)),
  ];
  let wasLoggedIn = bus.getState('session')?.loggedIn ?? false;
  unsubscribers.push(
    bus.subscribe('session', (session) => {
      // Spec §4 Logout: logging out clears the slip; a logged-out visitor's own slip is kept.
      // The session is gone, so a placement in flight cannot hold the slip either.
      if (wasLoggedIn && !session.loggedIn) reset();
      wasLoggedIn = session.loggedIn;
    }),
  );
  return {
    store,
    add,
    remove,
    clear,
    ...stakeActions(core, options),
    ...builders,
    ...preferenceActions(core),
    /** Spec §4: closing is refused while a bet is placed or awaits approval; after a success the slip resets. */
    close: (): boolean => {
      if (locked()) return false;
      leaveReceipt();
      set({ open: false });
      return true;
    },
    leaveReceipt,
    /** The receipt's Done: the slip starts afresh and the sheet it sits in on a phone closes. */
    finishReceipt: () => {
      leaveReceipt('done');
      bus.publish('betslip/toggle', { open: false });
    },
    dispose: () => unsubscribers.forEach((unsubscribe) => unsubscribe()),
  };
}

export type BetslipStore = ReturnType<typeof createBetslipStore>;

let pageStore: BetslipStore | undefined;

const browserStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/**
 * One slip per page, however many panels (desktop column, mobile overlay) show it. It is kept under
 * the page's brand (published by the shell before this remote loads), so two brands never share a slip.
 */
export const betslipStore = (): BetslipStore =>
  (pageStore ??= createBetslipStore(getBus(), {
    storage: browserStorage(),
    storageKey: `${getBus().getState('brand')?.storagePrefix ?? 'sb_'}betslip`,
  }));
