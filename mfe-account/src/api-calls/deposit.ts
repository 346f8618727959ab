import { depositEndpoint, type DepositRequest, type DepositResponse } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const makeDeposit = (request: DepositRequest): Promise<DepositResponse> => call(depositEndpoint, { body: request });
