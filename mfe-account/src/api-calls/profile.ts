import type { Profile } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET {operator}/accounts/me/profile (spec §7), operator base /api. */
export const fetchProfile = (signal: AbortSignal): Promise<Profile> =>
  http().get<Profile>('/api/accounts/me/profile', { signal });
