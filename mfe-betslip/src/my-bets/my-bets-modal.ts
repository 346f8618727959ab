import { createStore } from 'zustand/vanilla';

/** Spec §3 My bets state: the My Bets modal and the bets whose live delay is still running. */
export type MyBetsModalState = 'closed' | 'visible' | 'hidden';

export interface MyBetsState {
  modal: MyBetsModalState;
  betsInCountdown: string[];
}

/** Spec §4: on gives visible; off gives hidden while bets are in countdown, otherwise closed. */
export function toggleModal(state: MyBetsState, on: boolean): MyBetsState {
  if (on) return { ...state, modal: 'visible' };
  return { ...state, modal: state.betsInCountdown.length > 0 ? 'hidden' : 'closed' };
}

export const startCountdown = (state: MyBetsState, betId: string): MyBetsState =>
  state.betsInCountdown.includes(betId) ? state : { ...state, betsInCountdown: [...state.betsInCountdown, betId] };

/** Spec §4: removing the last countdown bet while hidden closes the modal. */
export function endCountdown(state: MyBetsState, betId: string): MyBetsState {
  const betsInCountdown = state.betsInCountdown.filter((id) => id !== betId);
  const modal = state.modal === 'hidden' && betsInCountdown.length === 0 ? 'closed' : state.modal;
  return { modal, betsInCountdown };
}

const INITIAL: MyBetsState = { modal: 'closed', betsInCountdown: [] };

export const myBetsStore = createStore<MyBetsState>(() => INITIAL);

export const myBetsActions = {
  toggle: (on: boolean) => myBetsStore.setState((s) => toggleModal(s, on), true),
  startCountdown: (betId: string) => myBetsStore.setState((s) => startCountdown(s, betId), true),
  endCountdown: (betId: string) => myBetsStore.setState((s) => endCountdown(s, betId), true),
  reset: () => myBetsStore.setState(INITIAL, true),
};
