import type { SessionResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/session (spec §7 Authentication): the session response carries the players' game tokens. */
export const getGameSession = (signal: AbortSignal): Promise<SessionResponse> =>
  http().get<SessionResponse>('/api/session', { signal });
