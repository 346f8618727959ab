import type { OperatorSettings } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/**
 * The prematch pages read coupon_layout (spec §3) and the negative-odds feature toggle of spec §6;
 * both optional, as an operator backend may leave them out.
 */
export type PrematchSettingsResponse = OperatorSettings;

/** GET /api/all_cached_settings (spec §7). */
export function getPrematchSettings(signal?: AbortSignal): Promise<PrematchSettingsResponse> {
  return http().get<PrematchSettingsResponse>('/api/all_cached_settings', { signal });
}
