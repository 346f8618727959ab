/**
 * TanStack Query for every app, as one shared singleton: one cache of server data per page
 * (useServerData in @sportsbook/ui). Shared whole, @tanstack/react-query would ship every export
 * (13.7 kB gzip: infinite queries, mutations, hydration, suspense hooks) to every player, since a
 * shared module keeps every export; shared through this list, the page gets the 9.9 kB it uses.
 * An app that needs another export adds it here.
 */
export { focusManager, QueryClient, useQuery, type QueryKey } from '@tanstack/react-query';
