import type { RegistrationOptions, RegistrationRequest, RegistrationResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

export const fetchRegistrationOptions = (signal?: AbortSignal): Promise<RegistrationOptions> =>
  http().get<RegistrationOptions>('/api/registrations/options', signal ? { signal } : {});

export const register = (request: RegistrationRequest): Promise<RegistrationResponse> =>
  http().request<RegistrationResponse>('/api/registrations', { method: 'POST', body: request });
