/**
 * What an endpoint of the API is (endpoints.ts holds the table): its method, its path, the schema
 * of its body and of its answer. Kept apart from the table, so the http client that reads any
 * endpoint does not bring every endpoint's schemas into an app.
 */
import type * as v from '@sportsbook/schema';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API: `path` names its parameters as `:name`, Fastify's way. */
export interface Endpoint<
  Path extends string = string,
  Body extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Answer extends v.GenericSchema = v.GenericSchema,
> {
  readonly method: EndpointMethod;
  readonly path: Path;
  /** What the API takes as the body; undefined for a call without one. */
  readonly body: Body;
  /** What the API answers with a 2xx. */
  readonly answer: Answer;
}

export const defineEndpoint = <
  const Path extends string,
  Answer extends v.GenericSchema,
  Body extends v.GenericSchema | undefined = undefined,
>(
  method: EndpointMethod,
  path: Path,
  answer: Answer,
  body?: Body,
): Endpoint<Path, Body, Answer> => ({ method, path, body: body as Body, answer });

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values an endpoint's path needs, by parameter name. */
export type PathParams<Path extends string> = Readonly<Record<ParamNames<Path>, string | number>>;
/** The body an endpoint takes, as the caller writes it. */
export type EndpointBody<E extends Endpoint> = E['body'] extends v.GenericSchema ? v.InferInput<E['body']> : never;
/** The answer an endpoint gives once checked. */
export type EndpointAnswer<E extends Endpoint> = v.InferOutput<E['answer']>;

/** The endpoint's path with its parameters filled in, each encoded as one path segment. */
export function pathOf<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A call's name in errors and logs: its method and path as the table writes them. */
export const endpointName = (e: Endpoint): string => `${e.method} ${e.path}`;
