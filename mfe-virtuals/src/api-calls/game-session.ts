import type { SessionResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

/** GET /api/session (spec §7 Authentication): the session response carries the players' game tokens. */
export const getGameSession = (signal: AbortSignal): Promise<SessionResponse> =>
  http().get<SessionResponse>('/api/session', { signal });

/** The logged-in player's game tokens through the page's cache; null for a guest, who has none. */
export const useGameSession = (accountId: string | null, reload: number): ApiData<SessionResponse | null> =>
  useServerData(['game-session', accountId, reload], (signal) => (accountId ? getGameSession(signal) : Promise.resolve(null)));
