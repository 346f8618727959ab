import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The terms-of-use modal flag (spec §3 "modal flags"): whoever sets it opens the modal. */
const termsModalStore = createStore<{ open: boolean; fileName: string | null }>(() => ({ open: false, fileName: null }));

/** Opens the modal, naming the document to accept when the account said which. */
export const openTermsModal = (fileName: string | null = null): void => termsModalStore.setState({ open: true, fileName });
export const closeTermsModal = (): void => termsModalStore.setState({ open: false, fileName: null });
export const useTermsModal = (): { open: boolean; fileName: string | null } => useStore(termsModalStore);
