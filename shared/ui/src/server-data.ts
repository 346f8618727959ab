import { focusManager, QueryClient, useQuery, type QueryKey } from '@sportsbook/query';
import { useDeferredValue, useMemo } from 'react';
import { getBus } from '@sportsbook/bus';
import { useBusState } from './use-bus-state';

export type ApiData<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Spec §9: the data cache keeps data no component uses for 60 s. */
export const UNUSED_DATA_MS = 60_000;

const CLIENT = Symbol.for('sportsbook.server-data');

/**
 * Spec §7: the wallet is fetched again when the window regains focus. TanStack Query listens for the
 * tab becoming visible; a window that regains focus (another window was in front) counts too.
 */
function refetchOnFocus(): void {
  focusManager.setEventListener((handleFocus) => {
    const onChange = () => handleFocus();
    window.addEventListener('visibilitychange', onChange, false);
    window.addEventListener('focus', onChange, false);
    return () => {
      window.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('focus', onChange);
    };
  });
}

/**
 * The page's one cache of server data (TanStack Query), shared like the bus by the shell and every
 * remote: two parts of the page that ask for the same data share one request and one answer. A
 * failed request is not repeated by itself; the page's Retry asks again.
 */
export function serverData(): QueryClient {
  const holder = globalThis as { [CLIENT]?: QueryClient };
  if (!holder[CLIENT]) {
    if (typeof window !== 'undefined') refetchOnFocus();
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: UNUSED_DATA_MS, retry: false } } });
    // What a QueryClientProvider would do: follow focus and the connection. The remotes have no
    // provider of their own, since each hook is given the one client.
    client.mount();
    holder[CLIENT] = client;
  }
  return holder[CLIENT];
}

/**
 * Operator content (footer HTML, menus, adverts, the licence seal) changes a few times a day: it is
 * fresh for five minutes, so a player returning to the tab does not download it again, while live
 * data (wallet, bets, events) is asked for again at once.
 */
export const CONTENT_FRESH_MS = 5 * 60_000;

export interface ServerDataOptions {
  /** How long an answer counts as fresh: within it, a new reader gets it without a request. */
  freshMs?: number;
  /** Asks again at this interval while a component reads it (spec §9's polling settings). */
  pollMs?: number | false;
  /** false while the request cannot be made yet (no account). */
  enabled?: boolean;
  /**
   * The same answer for every player (events and their prices): the key leaves the account out, so
   * what a module asked for as it loaded, before the player's session was restored, still answers.
   */
  everyone?: boolean;
}

/**
 * Answers come in the player's language (the http client sends it) and for the player's session, so
 * both are part of the key: a language switch asks again, and one player's data never answers the next.
 */
const keyFor = (key: QueryKey, locale: string | null, accountId: unknown, options: ServerDataOptions): QueryKey =>
  options.everyone ? [...key, locale] : [...key, locale, accountId];

/**
 * Starts loading server data before any component reads it: a remote's module, as it loads, asks
 * for what its first screen shows, instead of after the page's first render. The
 * component that mounts later, with the same key and `freshMs`, shares the request or its answer.
 */
export function prefetchServerData<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: ServerDataOptions = {},
): void {
  const bus = getBus();
  const queryKey = keyFor(key, bus.getState('locale')?.locale ?? null, bus.getState('session')?.accountId ?? null, options);
  void serverData().prefetchQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: options.freshMs ?? 0 });
}

/**
 * Reads server data for a component. `key` names the data and every input the request depends on;
 * a request is aborted when no component reads its key any more, and an answer only ever fills its
 * own key, so a late answer to older inputs never shows. `load` is told the whole key (language and
 * account included), so it can tell a poll of the same data from a first load of new data.
 */
export function useServerData<T>(
  key: QueryKey,
  load: (signal: AbortSignal, fullKey: QueryKey) => Promise<T>,
  options: ServerDataOptions = {},
): ApiData<T> {
  const locale = useBusState('locale')?.locale ?? null;
  const accountId = useBusState('session')?.accountId ?? null;
  const query = useQuery(
    {
      queryKey: keyFor(key, locale, accountId, options),
      queryFn: ({ signal, queryKey }) => load(signal, queryKey),
      staleTime: options.freshMs ?? 0,
      refetchInterval: options.pollMs ?? false,
      enabled: options.enabled ?? true,
    },
    serverData(),
  );
  const { data, status, error } = query;
  const answer = useMemo<ApiData<T>>(() => {
    // A failed poll keeps what the player already sees; only a first failure is an error.
    if (data !== undefined) return { status: 'ready', data };
    return status === 'error' ? { status: 'error', error } : { status: 'loading' };
  }, [data, status, error]);
  // The query store updates React synchronously, so a coupon arriving would render in one long task;
  // deferred, React renders it in slices that leave the phone's main thread free (TBT).
  return useDeferredValue(answer);
}
