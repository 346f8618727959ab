import type { PlaceBetslipResponse } from '@sportsbook/contracts';
import { betslipStatusEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** PUT /xapi/rest/betslips/{betSlipId}/status (spec §7): where a delayed live bet stands now. */
export const betslipStatus = (betSlipId: string): Promise<PlaceBetslipResponse> =>
  call(betslipStatusEndpoint, { params: { betSlipId }, query: { withAuth: true } });
