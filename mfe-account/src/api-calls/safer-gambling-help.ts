import { saferGamblingHelpEndpoint, type SaferGamblingHelp } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchHelpLines = (signal?: AbortSignal): Promise<SaferGamblingHelp> => call(saferGamblingHelpEndpoint, { signal });

/** Where to get help, through the page's cache. */
export const useHelpLines = (): ApiData<SaferGamblingHelp> => useServerData(['safer-gambling-help'], fetchHelpLines);
