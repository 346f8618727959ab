import {
  registerEndpoint,
  registrationOptionsEndpoint,
  type RegistrationOptions,
  type RegistrationRequest,
  type RegistrationResponse,
} from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const fetchRegistrationOptions = (signal?: AbortSignal): Promise<RegistrationOptions> =>
  call(registrationOptionsEndpoint, { signal });

export const register = (request: RegistrationRequest): Promise<RegistrationResponse> =>
  call(registerEndpoint, { body: request });
