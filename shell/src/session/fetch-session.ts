import type { SessionResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/session: the session the encrypted token cookie stands for (401 when there is none). */
export const fetchSession = (signal?: AbortSignal): Promise<SessionResponse> =>
  http().get<SessionResponse>('/api/session', { signal });
