import type { RegistrationOptions, RegistrationRequest, SessionResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

export const fetchRegistrationOptions = (signal?: AbortSignal): Promise<RegistrationOptions> =>
  http().get<RegistrationOptions>('/api/registrations/options', signal ? { signal } : {});

export const register = (request: RegistrationRequest): Promise<SessionResponse> =>
  http().request<SessionResponse>('/api/registrations', { method: 'POST', body: request });
