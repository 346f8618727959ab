import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { BetslipCloseRefusal } from './betslip-lock';

/** The frame's modal and menu flags (spec §3 "modal flags", "menu flags"); none is persisted. */
export interface FrameState {
  loginOpen: boolean;
  /** Where the login a remote asked for (`login/requested`) takes the player; null for the header's own login. */
  loginReturnTo: string | null;
  sideMenuOpen: boolean;
  betslipOpen: boolean;
  /** Why the last attempt to close the betslip overlay was refused (an i18n key), until it closes. */
  betslipCloseRefused: BetslipCloseRefusal | null;
  /** An in-app navigation asked for outside React (a redirect to the maintenance page), until the router makes it. */
  redirectTo: string | null;
  /** The session the cookie stands for is being asked for: the page's content waits to know who the player is. */
  restoringSession: boolean;
}

const initial: FrameState = {
  loginOpen: false,
  loginReturnTo: null,
  sideMenuOpen: false,
  betslipOpen: false,
  betslipCloseRefused: null,
  redirectTo: null,
  restoringSession: false,
};

export const frameStore = createStore<FrameState>(() => initial);
export const resetFrame = (): void => frameStore.setState(initial, true);
export const setFrame = (patch: Partial<FrameState>): void => frameStore.setState(patch);

export const useFrame = <T>(selector: (state: FrameState) => T): T => useStore(frameStore, selector);
