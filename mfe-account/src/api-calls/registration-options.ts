import { registrationOptionsEndpoint, type RegistrationOptions } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchRegistrationOptions = (signal?: AbortSignal): Promise<RegistrationOptions> =>
  call(registrationOptionsEndpoint, { signal });

/** The join form's countries and currency through the page's cache; a new `reload` asks again (Retry). */
export const useRegistrationOptions = (reload = 0): ApiData<RegistrationOptions> =>
  useServerData(['registration-options', reload], fetchRegistrationOptions);
