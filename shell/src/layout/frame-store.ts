import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The frame's modal and menu flags (spec §3 "modal flags", "menu flags"); none is persisted. */
export interface FrameState {
  loginOpen: boolean;
  sideMenuOpen: boolean;
  betslipOpen: boolean;
}

const initial: FrameState = { loginOpen: false, sideMenuOpen: false, betslipOpen: false };

export const frameStore = createStore<FrameState>(() => initial);
export const resetFrame = (): void => frameStore.setState(initial, true);
export const setFrame = (patch: Partial<FrameState>): void => frameStore.setState(patch);

export const useFrame = <T>(selector: (state: FrameState) => T): T => useStore(frameStore, selector);
