import type { OperatorSettings } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { useBusState } from './use-bus-state';

/** GET /api/all_cached_settings (spec §7) in a currency: what the shell publishes as the `settings` topic. */
export const fetchOperatorSettings = (currency: string, signal?: AbortSignal): Promise<OperatorSettings> =>
  http().get<OperatorSettings>('/api/all_cached_settings', { query: { cached: true, all: true, c: currency }, signal });

/**
 * The operator settings from the bus: undefined until the shell has them, null when the API could not
 * give them (run on the spec §9 defaults).
 */
export const useOperatorSettings = (): OperatorSettings | null | undefined => useBusState('settings');
