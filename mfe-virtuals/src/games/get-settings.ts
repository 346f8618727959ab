import type { CachedSettings } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/all_cached_settings (spec §7 Content): the brand's partner product URLs live here. */
export const getSettings = (signal: AbortSignal): Promise<CachedSettings> =>
  http().get<CachedSettings>('/api/all_cached_settings', { signal });
