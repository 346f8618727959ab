import type { ShellSettings } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/all_cached_settings (spec §7), in the brand's currency. */
export const fetchSettings = (currency: string, signal?: AbortSignal): Promise<ShellSettings> =>
  http().get<ShellSettings>('/api/all_cached_settings', { query: { cached: true, all: true, c: currency }, signal });
