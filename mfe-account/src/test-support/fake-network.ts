/** Replaces fetch at the network edge: each route answers JSON for a method and path (query ignored). */
export type Route = { method?: string; path: string | RegExp; status?: number; body: unknown };

export function fakeNetwork(routes: Route[]): jest.Mock {
  const answer = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const method = init?.method ?? 'GET';
    const route = routes.find(
      (r) => (r.method ?? 'GET') === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? route.body : { statusCode: 404, code: 'NOT_FOUND', message: `${method} ${path}` };
    return { ok: status < 400, status, json: () => Promise.resolve(body) } as Response;
  });
  globalThis.fetch = answer as unknown as typeof fetch;
  return answer;
}
