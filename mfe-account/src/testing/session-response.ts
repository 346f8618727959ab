import type { SessionResponse } from '@sportsbook/contracts';

/** The demo player's POST /api/session answer (spec §4), with what a test changes. */
export const demoSessionResponse = (overrides: Partial<SessionResponse> = {}): SessionResponse => ({
  id: '100001',
  username: 'demo',
  jwe_token: 'a.b.c',
  currency: 'EUR',
  locale: 'en',
  icore_player_id: '100001',
  icore_token: 't',
  icore_betradar_virtuals_token: 't',
  icore_esports_bull_token: 't',
  icore_kiron_token: 't',
  icore_scout_token: 't',
  icore_powerball_token: 't',
  is_partner_matrix_affiliate: false,
  expires_in: 3600,
  expires_at: 5_000_000,
  ...overrides,
});
