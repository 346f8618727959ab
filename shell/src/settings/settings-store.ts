import type { ShellSettings } from '@sportsbook/contracts';
import { HttpError, SiteRedirectError } from '@sportsbook/http';
import i18next from 'i18next';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { showToast } from '../toasts/toast-store';
import { fetchSettings } from './fetch-settings';

export type SettingsState =
  { status: 'idle' | 'loading' } | { status: 'ready'; settings: ShellSettings } | { status: 'error'; message: string };

export const settingsStore = createStore<SettingsState>(() => ({ status: 'idle' }));

/** Loads the operator settings; a failure keeps the frame on its brand defaults and says why. */
export async function loadSettings(currency: string): Promise<void> {
  settingsStore.setState({ status: 'loading' });
  try {
    settingsStore.setState({ status: 'ready', settings: await fetchSettings(currency) });
  } catch (error) {
    // The page is leaving for the blocked or maintenance page, which says all there is to say.
    if (error instanceof SiteRedirectError) {
      settingsStore.setState({ status: 'idle' });
      return;
    }
    // Spec §8: settings errors show the server's message, or 'Unexpected Error!' when there is none.
    const message = error instanceof HttpError && error.body ? error.body.message : i18next.t('shell:unexpected-error');
    settingsStore.setState({ status: 'error', message });
    showToast({ kind: 'error', message });
  }
}

export const resetSettings = (): void => settingsStore.setState({ status: 'idle' }, true);

export const selectSettings = (state: SettingsState): ShellSettings | null => (state.status === 'ready' ? state.settings : null);

export function useSettings<T>(selector: (settings: ShellSettings | null) => T): T {
  return useStore(settingsStore, (state) => selector(selectSettings(state)));
}
