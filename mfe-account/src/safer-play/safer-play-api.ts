import {
  activityEndpoint,
  playBreakEndpoint,
  playLimitsEndpoint,
  playTimeEndpoint,
  removePlayLimitEndpoint,
  saferGamblingHelpEndpoint,
  savePlayTimeEndpoint,
  setPlayLimitEndpoint,
  type ActivitySummary,
  type PlayBreakRequest,
  type PlayBreakView,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitsResponse,
  type PlayTimeSettings,
  type PlayTimeView,
  type SaferGamblingHelp,
} from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const fetchPlayLimits = (signal?: AbortSignal): Promise<PlayLimitsResponse> => call(playLimitsEndpoint, { signal });

export const setPlayLimit = (kind: PlayLimitKind, period: PlayLimitPeriod, amount: number): Promise<PlayLimitsResponse> =>
  call(setPlayLimitEndpoint, { params: { kind, period }, body: { amount } });

export const removePlayLimit = (kind: PlayLimitKind, period: PlayLimitPeriod): Promise<PlayLimitsResponse> =>
  call(removePlayLimitEndpoint, { params: { kind, period } });

export const startPlayBreak = (request: PlayBreakRequest): Promise<PlayBreakView> => call(playBreakEndpoint, { body: request });

export const fetchPlayTime = (signal?: AbortSignal): Promise<PlayTimeView> => call(playTimeEndpoint, { signal });

export const savePlayTime = (settings: PlayTimeSettings): Promise<PlayTimeView> => call(savePlayTimeEndpoint, { body: settings });

export const fetchActivity = (signal?: AbortSignal): Promise<ActivitySummary> => call(activityEndpoint, { signal });

export const fetchHelpLines = (signal?: AbortSignal): Promise<SaferGamblingHelp> => call(saferGamblingHelpEndpoint, { signal });
