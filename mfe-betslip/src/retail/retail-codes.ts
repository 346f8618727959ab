import type { RetailCodeRequest, RetailCodeResponse } from '@sportsbook/contracts';
import { retailCodeEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** POST /xapi/rest/betslips/retailcodes (spec §7): with a model it books a code, with a code it returns that slip. */
export const retailCodes = (request: RetailCodeRequest): Promise<RetailCodeResponse> =>
  call(retailCodeEndpoint, { body: request });
