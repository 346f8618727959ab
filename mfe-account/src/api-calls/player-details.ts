import type { PlayerDetails } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/icore/players/{id}/details. */
export const fetchPlayerDetails = (accountId: string, signal: AbortSignal): Promise<PlayerDetails> =>
  http().get<PlayerDetails>(`/xapi/icore/players/${encodeURIComponent(accountId)}/details`, { signal });
