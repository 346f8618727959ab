import { hasSessionHint, type SessionResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/session: the session the encrypted token cookie stands for (401 when there is none). */
const fetchSession = (signal?: AbortSignal): Promise<SessionResponse> => http().get<SessionResponse>('/api/session', { signal });

/**
 * The session to restore at start-up: asked for only when the hint cookie the API sets beside the
 * HttpOnly one says there may be one, so a visitor's page makes no request that answers 401.
 */
export const restoreSession = (cookies: string): Promise<SessionResponse | null> =>
  hasSessionHint(cookies) ? fetchSession() : Promise.resolve(null);
