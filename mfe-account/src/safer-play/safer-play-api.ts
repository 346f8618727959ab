import type {
  ActivitySummary,
  SaferGamblingHelp,
  PlayBreakRequest,
  PlayBreakView,
  PlayLimitKind,
  PlayLimitPeriod,
  PlayLimitsResponse,
  PlayTimeSettings,
  PlayTimeView,
} from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

const LIMITS = '/api/accounts/me/play-limits';
const limitPath = (kind: PlayLimitKind, period: PlayLimitPeriod) => `${LIMITS}/${kind}/${period}`;

export const fetchPlayLimits = (signal?: AbortSignal): Promise<PlayLimitsResponse> =>
  http().get<PlayLimitsResponse>(LIMITS, signal ? { signal } : {});

export const setPlayLimit = (kind: PlayLimitKind, period: PlayLimitPeriod, amount: number): Promise<PlayLimitsResponse> =>
  http().request<PlayLimitsResponse>(limitPath(kind, period), { method: 'PUT', body: { amount } });

export const removePlayLimit = (kind: PlayLimitKind, period: PlayLimitPeriod): Promise<PlayLimitsResponse> =>
  http().request<PlayLimitsResponse>(limitPath(kind, period), { method: 'DELETE' });

export const startPlayBreak = (request: PlayBreakRequest): Promise<PlayBreakView> =>
  http().request<PlayBreakView>('/api/accounts/me/play-break', { method: 'POST', body: request });

export const fetchPlayTime = (signal?: AbortSignal): Promise<PlayTimeView> =>
  http().get<PlayTimeView>('/api/accounts/me/play-time', signal ? { signal } : {});

export const savePlayTime = (settings: PlayTimeSettings): Promise<PlayTimeView> =>
  http().request<PlayTimeView>('/api/accounts/me/play-time', { method: 'PUT', body: settings });

export const fetchActivity = (signal?: AbortSignal): Promise<ActivitySummary> =>
  http().get<ActivitySummary>('/api/accounts/me/activity', signal ? { signal } : {});

export const fetchHelpLines = (signal?: AbortSignal): Promise<SaferGamblingHelp> =>
  http().get<SaferGamblingHelp>('/api/safer-gambling/help', signal ? { signal } : {});
