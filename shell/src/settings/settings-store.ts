import { getBus } from '@sportsbook/bus';
import { API_UNAVAILABLE, type ShellSettings } from '@sportsbook/contracts';
import { HttpError, SiteRedirectError } from '@sportsbook/http';
import { fetchOperatorSettings, useStoreInTransition } from '@sportsbook/ui';
import i18next from 'i18next';
import { createStore } from 'zustand/vanilla';
import { showToast } from '../toasts/toast-store';

export type SettingsState =
  { status: 'idle' | 'loading' } | { status: 'ready'; settings: ShellSettings } | { status: 'error'; message: string };

export const settingsStore = createStore<SettingsState>(() => ({ status: 'idle' }));

let loadedFor: string | null = null;

/**
 * Loads the operator settings in a currency and the page's language (their page titles are
 * worded in it), once for each, and publishes them to the remotes (`settings`); a failure keeps
 * every app on its defaults and says why. Settings already shown stay until the new ones arrive.
 */
export async function loadSettings(currency: string): Promise<void> {
  const key = `${currency} ${getBus().getState('locale')?.locale ?? ''}`;
  if (loadedFor === key) return;
  loadedFor = key;
  if (settingsStore.getState().status !== 'ready') settingsStore.setState({ status: 'loading' });
  try {
    const settings = await fetchOperatorSettings(currency);
    settingsStore.setState({ status: 'ready', settings });
    getBus().setState('settings', settings);
  } catch (error) {
    getBus().setState('settings', null);
    // The page is leaving for the blocked or maintenance page, which says all there is to say.
    if (error instanceof SiteRedirectError) {
      settingsStore.setState({ status: 'idle' });
      return;
    }
    // An API away is the outage notice's to say (in the page's language); the proxy's words are an operator's.
    if (error instanceof HttpError && error.body?.code === API_UNAVAILABLE) {
      settingsStore.setState({ status: 'error', message: i18next.t('shell:api-unavailable') });
      return;
    }
    // Spec §8: settings errors show the server's message, or 'Unexpected Error!' when there is none.
    const message = error instanceof HttpError && error.body ? error.body.message : i18next.t('shell:unexpected-error');
    settingsStore.setState({ status: 'error', message });
    showToast({ kind: 'error', message });
  }
}

export const resetSettings = (): void => {
  loadedFor = null;
  settingsStore.setState({ status: 'idle' }, true);
};

export const selectSettings = (state: SettingsState): ShellSettings | null => (state.status === 'ready' ? state.settings : null);

/** The operator settings in force: they arrive during the first render, so they join it as a transition. */
export function useSettings<T>(selector: (settings: ShellSettings | null) => T): T {
  return useStoreInTransition(settingsStore, (state) => selector(selectSettings(state)));
}
