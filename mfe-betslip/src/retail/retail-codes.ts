import type { RetailCodeRequest, RetailCodeResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** POST /xapi/rest/betslips/retailcodes (spec §7): with a model it books a code, with a code it returns that slip. */
export const retailCodes = (request: RetailCodeRequest): Promise<RetailCodeResponse> =>
  http().request<RetailCodeResponse>('/xapi/rest/betslips/retailcodes', { method: 'POST', body: request });
