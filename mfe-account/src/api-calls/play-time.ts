import { playTimeEndpoint, type PlayTimeView } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchPlayTime = (signal?: AbortSignal): Promise<PlayTimeView> => call(playTimeEndpoint, { signal });

/** The reality check's settings and the session's figures through the page's cache. */
export const usePlayTime = (): ApiData<PlayTimeView> => useServerData(['play-time'], fetchPlayTime);
