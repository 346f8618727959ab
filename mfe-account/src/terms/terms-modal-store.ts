import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The terms-of-use modal flag (spec §3 "modal flags"): whoever sets it opens the modal. */
const termsModalStore = createStore<{ open: boolean }>(() => ({ open: false }));

export const openTermsModal = (): void => termsModalStore.setState({ open: true });
export const closeTermsModal = (): void => termsModalStore.setState({ open: false });
export const useTermsModalOpen = (): boolean => useStore(termsModalStore, (state) => state.open);
