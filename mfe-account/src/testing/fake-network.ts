import { fakeApi, type ApiRoute } from '@sportsbook/http/testing';

/** A route of the account's fake API: JSON for a method and path (query ignored). */
export type Route = { method?: string; path: string | RegExp; status?: number; body: unknown };

const toApiRoute =
  (route: Route): ApiRoute =>
  (url, request) => {
    const pathMatches = typeof route.path === 'string' ? route.path === url.pathname : route.path.test(url.pathname);
    return pathMatches && (route.method ?? 'GET') === request.method ? route : undefined;
  };

/** Answers the account's requests at the network edge: each route answers its method and path, else 404. */
export const fakeNetwork = (routes: Route[]): ReturnType<typeof fakeApi> => fakeApi(...routes.map(toApiRoute));
