import {
  removePlayLimitEndpoint,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitsResponse,
} from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const removePlayLimit = (kind: PlayLimitKind, period: PlayLimitPeriod): Promise<PlayLimitsResponse> =>
  call(removePlayLimitEndpoint, { params: { kind, period } });
