/**
 * Registers an API route from its entry in the contracts' endpoint table: the method, the path, the
 * body's schema and the 200 answer's schema are the table's, so the route and the apps' checked
 * call cannot say different things. A route adds only what the table does not hold: its path and
 * query parameters, its hooks (auth, strict bodies) and its config.
 */
import type { Endpoint, EndpointAnswer } from '@sportsbook/contracts';
import type * as v from '@sportsbook/schema';
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { jsonSchemaOf } from './json-schema';

type MaybeSchema = v.GenericSchema | undefined;
type Read<S extends MaybeSchema> = S extends v.GenericSchema ? v.InferOutput<S> : unknown;

/** What a route of the table takes and answers, as Fastify's handler sees it. */
export interface TableRoute<E extends Endpoint, P extends MaybeSchema, Q extends MaybeSchema> {
  Body: Read<E['body']>;
  Params: Read<P>;
  Querystring: Read<Q>;
  Reply: EndpointAnswer<E>;
}

/** What the route adds to its table entry: parameter schemas (valibot), hooks and config. */
export interface TableRouteParts<P extends MaybeSchema, Q extends MaybeSchema> extends Omit<RouteShorthandOptions, 'schema'> {
  params?: P;
  querystring?: Q;
}

export type TableHandler<E extends Endpoint, P extends MaybeSchema, Q extends MaybeSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  TableRoute<E, P, Q>
>;

/** The table's endpoints each server registered through routeOf, for the contract test to compare with the table. */
const registered = new WeakMap<FastifyInstance, Endpoint[]>();
export const routesFromTable = (app: FastifyInstance): readonly Endpoint[] => registered.get(app) ?? [];

export function routeOf<E extends Endpoint, P extends MaybeSchema = undefined, Q extends MaybeSchema = undefined>(
  app: FastifyInstance,
  endpoint: E,
  parts: TableRouteParts<P, Q>,
  handler: TableHandler<E, P, Q>,
): void {
  const { params, querystring, ...options } = parts;
  app.route<TableRoute<E, P, Q>>({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(params ? { params: jsonSchemaOf(params) } : {}),
      ...(querystring ? { querystring: jsonSchemaOf(querystring) } : {}),
      ...(endpoint.body ? { body: jsonSchemaOf(endpoint.body) } : {}),
      response: { 200: jsonSchemaOf(endpoint.answer) },
    },
    handler,
  });
  registered.set(app, [...routesFromTable(app), endpoint]);
}
