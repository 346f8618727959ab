import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** What a test's route sees of a request besides its URL, as the app's fetch call gave it. */
export interface ApiRequest {
  method: string;
  /** Header names in lower case, as HTTP has them. */
  headers: Record<string, string>;
  /** The request's text (JSON for a write), absent for a GET. */
  body?: string;
}
export interface ApiAnswer {
  status?: number;
  body: unknown;
}
/** A JSON answer, or a whole Response for what JSON cannot say (a redirect, a broken body, a network error). */
export type ApiReply = ApiAnswer | Response | undefined;
/** One route of a test's API: the reply to a request it knows, or undefined to leave it to the next route. */
export type ApiRoute = (url: URL, request: ApiRequest) => ApiReply | Promise<ApiReply>;

/**
 * The unit tests' network edge (MSW): the app's real fetch goes out and the answer comes back as a
 * real Response, so status, JSON and abort handling run as in the browser. Each dom test file
 * starts it in jest.setup-dom.ts; a request no route answers fails the test.
 */
export const apiServer = setupServer();

/** The API's answer to a path no route knows, as the real API gives it. */
const notFound = http.all('*', ({ request }) =>
  HttpResponse.json(
    { statusCode: 404, code: 'NOT_FOUND', message: `${request.method} ${new URL(request.url).pathname}` },
    { status: 404 },
  ),
);

async function readRequest(request: Request): Promise<ApiRequest> {
  const read: ApiRequest = { method: request.method, headers: Object.fromEntries(request.headers) };
  if (request.method !== 'GET' && request.method !== 'HEAD') read.body = await request.clone().text();
  return read;
}

/**
 * Answers the app's requests with the first route that knows each, else 404 NOT_FOUND. Returns the
 * log of requests in fetch's own terms, (path with query, { method, body }), for tests that check
 * what the app asked for.
 */
export function fakeApi(...routes: ApiRoute[]): jest.Mock<void, [string, ApiRequest]> {
  const log = jest.fn<void, [string, ApiRequest]>();
  const handlers = routes.map((route) =>
    http.all('*', async ({ request }) => {
      const answer = await route(new URL(request.url), await readRequest(request));
      if (answer === undefined || answer instanceof Response) return answer;
      return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
    }),
  );
  const record = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    log(`${url.pathname}${url.search}`, await readRequest(request));
  });
  apiServer.resetHandlers(record, ...handlers, notFound);
  return log;
}
