/**
 * Input rules every route gets without restating them: a body may hold only the keys its schema
 * names (an unknown key is a 400 naming it, not something a handler trips over), and no number a
 * client sends may be infinite ("Infinity" and "1e309" coerce to one in a query or a body).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { badRequest } from './api-error';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a body schema in which every object with named properties refuses other keys. */
function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, closedSchema(sub)]));
    } else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf') copy[key] = closedSchema(value);
    else copy[key] = value;
  }
  if (copy.type === 'object' && isSchema(copy.properties) && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** The path of the first non-finite number in a parsed value, or undefined. */
function nonFiniteAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteAt(item, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

export interface RouteSchema {
  method: string;
  url: string;
  schema: FastifySchema;
}

const routeTables = new WeakMap<FastifyInstance, RouteSchema[]>();

/** Every route with the schema it validates against, as the guards saw them (the fuzz test walks it). */
export const routeSchemasOf = (app: FastifyInstance): readonly RouteSchema[] => routeTables.get(app) ?? [];

export function registerInputGuards(app: FastifyInstance): void {
  const table: RouteSchema[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema | undefined;
    if (schema?.body) route.schema = { ...schema, body: closedSchema(schema.body) };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, schema: (route.schema as FastifySchema | undefined) ?? {} });
    }
  });
  // After validation, so only values a schema coerced to numbers are judged; strings stay strings.
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = nonFiniteAt(value, part);
      if (path) throw badRequest(`${path} must be a finite number`, 'VALIDATION_ERROR');
    }
  });
}
