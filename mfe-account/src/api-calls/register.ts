import { registerEndpoint, type RegistrationRequest, type RegistrationResponse } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const register = (request: RegistrationRequest): Promise<RegistrationResponse> =>
  call(registerEndpoint, { body: request });
