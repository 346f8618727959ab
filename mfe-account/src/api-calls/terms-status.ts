import type { TermsStatus } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/accounts/me/terms: the terms document the session's account has still to accept, if any. */
export const fetchTermsStatus = (): Promise<TermsStatus> => http().get<TermsStatus>('/api/accounts/me/terms');
