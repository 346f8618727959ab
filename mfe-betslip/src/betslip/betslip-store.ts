import { getBus, type Bus } from '@sportsbook/bus';
import type { SelectionRequest } from '@sportsbook/contracts';
import { MAX_BETS_ON_BETSLIP } from '@sportsbook/stakes';
import { createStore } from 'zustand/vanilla';

export interface BetslipState {
  selections: SelectionRequest[];
  /** Set when an add was refused because the slip is full; cleared by the next change. */
  limitReached: boolean;
}

/**
 * The slip's selections. Pages never touch this store: they send betslip/add-selection over the bus
 * and read betslip/selections back, so any page (prematch, live, a future one) works the same.
 */
export function createBetslipStore(bus: Bus) {
  const store = createStore<BetslipState>(() => ({ selections: [], limitReached: false }));

  const publish = () => bus.setState('betslip/selections', { outcomeIds: store.getState().selections.map((s) => s.outcomeId) });

  const remove = (outcomeId: number) => {
    store.setState((s) => ({ selections: s.selections.filter((x) => x.outcomeId !== outcomeId), limitReached: false }));
    publish();
  };

  bus.on('betslip/add-selection', (selection) => {
    const { selections } = store.getState();
    if (selections.some((s) => s.outcomeId === selection.outcomeId)) {
      remove(selection.outcomeId);
      return;
    }
    if (selections.length >= MAX_BETS_ON_BETSLIP) {
      store.setState({ limitReached: true });
      return;
    }
    store.setState({ selections: [...selections, selection], limitReached: false });
    publish();
  });
  bus.on('betslip/remove-selection', ({ outcomeId }) => remove(outcomeId));
  publish();

  return {
    store,
    remove,
    clear: () => {
      store.setState({ selections: [], limitReached: false });
      publish();
    },
  };
}

export type BetslipStore = ReturnType<typeof createBetslipStore>;

let pageStore: BetslipStore | undefined;
/** One slip per page, however many panels (desktop column, mobile overlay) show it. */
export const betslipStore = (): BetslipStore => (pageStore ??= createBetslipStore(getBus()));
