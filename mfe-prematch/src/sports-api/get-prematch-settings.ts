import type { CachedSettings } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/**
 * The spec §3 settings the prematch pages read: coupon_layout, and the negative-odds feature toggle
 * of spec §6 (named negative_odds_enabled here; no §7 shape names it). Both optional, as an
 * operator backend may leave them out.
 */
export type PrematchSettingsResponse = CachedSettings & { coupon_layout?: string; negative_odds_enabled?: boolean };

/** GET /api/all_cached_settings (spec §7). */
export function getPrematchSettings(signal?: AbortSignal): Promise<PrematchSettingsResponse> {
  return http().get<PrematchSettingsResponse>('/api/all_cached_settings', { signal });
}
