import type { CachedSettings } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/all_cached_settings (spec §7 Content): the betslip's limits, tax and flavour flags. */
export const getSettings = (currency: string, signal?: AbortSignal): Promise<CachedSettings> =>
  http().get<CachedSettings>('/api/all_cached_settings', { query: { cached: true, all: true, c: currency }, signal });
