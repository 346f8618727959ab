import { setPlayLimitEndpoint, type PlayLimitKind, type PlayLimitPeriod, type PlayLimitsResponse } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const setPlayLimit = (kind: PlayLimitKind, period: PlayLimitPeriod, amount: number): Promise<PlayLimitsResponse> =>
  call(setPlayLimitEndpoint, { params: { kind, period }, body: { amount } });
