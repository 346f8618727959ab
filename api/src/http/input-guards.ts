/**
 * Input rules every route gets without restating them: a body may hold only the keys its schema
 * names (an unknown key is a 400 naming it, not something a handler trips over), a JSON body's
 * values have the types its schema names as sent (Ajv would take "10", true and [5] as the number
 * 10, 1 and 5: money is never coerced), and no number a client sends may be infinite ("Infinity"
 * and "1e309" coerce to one in a query or a body).
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

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'] as const;

/** Whether a parsed JSON value is of a JSON Schema type ("integer" is a whole number). */
function isOfType(value: unknown, type: unknown): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'null') return value === null;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return JSON_TYPES.includes(type as (typeof JSON_TYPES)[number]) ? typeof value === type : true;
}

const holdsRequired = (schema: unknown, value: Schema): boolean =>
  !isSchema(schema) || !Array.isArray(schema.required) || schema.required.every((key) => typeof key === 'string' && key in value);

/** "path must be type" for the first value not of its schema's type as sent (before any coercion), or undefined. */
function mistypedAt(schema: unknown, value: unknown, path: string): string | undefined {
  if (!isSchema(schema) || value === undefined) return undefined;
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
  if (branches) {
    // Judged by the branches whose required keys the value holds (a slip, or a slip wrapped in a model).
    const fitting = branches.filter((branch: unknown) => !isSchema(value) || holdsRequired(branch, value));
    const misses = (fitting.length > 0 ? fitting : branches).map((branch: unknown) => mistypedAt(branch, value, path));
    if (misses.some((miss) => miss === undefined)) return undefined;
    return misses[0];
  }
  const types = [schema.type ?? []].flat();
  if (types.length > 0 && !types.some((type) => isOfType(value, type))) return `${path} must be ${types.join(' or ')}`;
  if (isSchema(schema.properties) && isSchema(value)) {
    for (const [key, sub] of Object.entries(schema.properties)) {
      const found = mistypedAt(sub, value[key], `${path}/${key}`);
      if (found) return found;
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    for (const [index, item] of value.entries()) {
      const itemSchema = Array.isArray(schema.items) ? (schema.items as unknown[])[index] : schema.items;
      const found = mistypedAt(itemSchema, item, `${path}/${index}`);
      if (found) return found;
    }
  }
  return undefined;
}

const isJson = (contentType: string | undefined) => /^application\/json\b/i.test(contentType ?? '');

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
    if (schema?.body && !route.config?.queryAsBody) {
      route.preValidation = [route.preValidation ?? []].flat().concat(async (request) => {
        const problem = isJson(request.headers['content-type']) ? mistypedAt(schema.body, request.body, 'body') : undefined;
        if (problem) throw badRequest(problem, 'VALIDATION_ERROR');
      });
    }
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
