import {
  endpointName,
  pathOf,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type PathParams,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { http, type HttpClient } from './http-client';
import type { Query } from './query';

/**
 * The API answered a call with something its contract does not allow (a field missing, renamed or
 * of another type). The app shows its error state instead of a blank or a wrong figure.
 */
export class AnswerDriftError extends Error {
  constructor(
    /** The endpoint as the table names it, e.g. "GET /api/accounts/me/balance". */
    readonly endpoint: string,
    /** The dotted path of the first field that drifted, e.g. "wallets.sportsbook.cash"; "answer" for the whole. */
    readonly field: string,
    readonly issue: string,
  ) {
    super(`${endpoint} answered out of contract at ${field}: ${issue}`);
    this.name = 'AnswerDriftError';
  }
}

/** By name, not class, so an app can tell a drift without bringing the checked call into its first load. */
export const isAnswerDrift = (error: unknown): error is AnswerDriftError =>
  error instanceof Error && error.name === 'AnswerDriftError';

type ParamsOption<E extends Endpoint> = [keyof PathParams<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> };
type BodyOption<E extends Endpoint> = E['body'] extends v.GenericSchema ? { body: EndpointBody<E> } : { body?: undefined };

export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  BodyOption<E> & { query?: Query; signal?: AbortSignal | undefined };

/** The answer as the endpoint's schema reads it, or the drift named; reported where errors are (the console). */
export function checkedAnswer<E extends Endpoint>(endpoint: E, payload: unknown): EndpointAnswer<E> {
  const result = v.safeParse(endpoint.answer, payload);
  if (result.success) return result.output as EndpointAnswer<E>;
  const issue = result.issues[0];
  const error = new AnswerDriftError(endpointName(endpoint), v.getDotPath(issue) ?? 'answer', issue.message);
  console.error(`[api] ${error.message}`);
  throw error;
}

/**
 * Calls an endpoint of the contracts' table and checks its answer against the table's schema. Every
 * behaviour of the client (language headers, page answers, logout on 401, site redirects) holds.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
  client: HttpClient = http(),
): Promise<EndpointAnswer<E>> {
  const { params, body, query, signal } = options as {
    params?: PathParams<string>;
    body?: unknown;
    query?: Query;
    signal?: AbortSignal;
  };
  const path = params ? pathOf(endpoint.path, params) : endpoint.path;
  const payload = await client.request<unknown>(path, {
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
    ...(query ? { query } : {}),
    ...(signal ? { signal } : {}),
  });
  return checkedAnswer(endpoint, payload);
}
