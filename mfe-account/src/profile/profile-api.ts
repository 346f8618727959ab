import type { PlayerDetails, Profile } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET {operator}/accounts/me/profile (spec §7), operator base /api. */
export const fetchProfile = (signal: AbortSignal): Promise<Profile> =>
  http().get<Profile>('/api/accounts/me/profile', { signal });

/** GET /xapi/icore/players/{id}/details. */
export const fetchPlayerDetails = (accountId: string, signal: AbortSignal): Promise<PlayerDetails> =>
  http().get<PlayerDetails>(`/xapi/icore/players/${encodeURIComponent(accountId)}/details`, { signal });
