import { http } from '@sportsbook/http';

/** DELETE /api/accounts/me/sessions: revokes the session and clears its HttpOnly cookie. */
export const deleteSession = (): Promise<unknown> => http().request('/api/accounts/me/sessions', { method: 'DELETE' });
