import { activityEndpoint, type ActivitySummary } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchActivity = (signal?: AbortSignal): Promise<ActivitySummary> => call(activityEndpoint, { signal });

/** The player's activity through the page's cache, asked only while `accountId` is a player's. */
export const useActivity = (accountId: string | null | undefined, enabled: boolean): ApiData<ActivitySummary> =>
  useServerData(['activity', accountId], fetchActivity, { enabled });
