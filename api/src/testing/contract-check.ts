/**
 * Checks a JSON value against the JSON Schema of a contract schema (the subset jsonSchemaOf
 * produces), so tests assert that every answer matches the shared contract, field by field, and
 * carries nothing the contract leaves out.
 */
import type { GenericSchema } from '@sportsbook/schema';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { jsonSchemaOf } from '../http/json-schema';

type AnySchema = {
  type?: string;
  anyOf?: AnySchema[];
  const?: unknown;
  enum?: readonly unknown[];
  properties?: Record<string, AnySchema>;
  required?: readonly string[];
  additionalProperties?: boolean | AnySchema;
  items?: AnySchema;
  format?: string;
};

function check(value: unknown, schema: AnySchema, path: string, errors: string[]): void {
  if (schema.anyOf) {
    const failures = schema.anyOf.map((branch) => {
      const found: string[] = [];
      check(value, branch, path, found);
      return found;
    });
    if (failures.every((found) => found.length > 0)) errors.push(...(failures[0] ?? []));
    return;
  }
  if ('const' in schema && value !== schema.const) errors.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (value === null) {
    if (schema.type !== 'null') errors.push(`${path}: null not allowed`);
    return;
  }
  switch (schema.type) {
    case 'integer':
      if (!Number.isInteger(value)) errors.push(`${path}: expected integer, got ${JSON.stringify(value)}`);
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        errors.push(`${path}: expected number, got ${JSON.stringify(value)}`);
      break;
    case 'null':
      errors.push(`${path}: expected null`);
      break;
    case 'string':
      if (typeof value !== 'string') errors.push(`${path}: expected string`);
      else if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) errors.push(`${path}: not a date-time`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') errors.push(`${path}: expected boolean`);
      break;
    case 'array':
      if (!Array.isArray(value)) errors.push(`${path}: expected array`);
      else value.forEach((item, i) => check(item, schema.items as AnySchema, `${path}[${i}]`, errors));
      break;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        errors.push(`${path}: expected object`);
        break;
      }
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${path}.${key}: missing`);
      for (const [key, item] of Object.entries(record)) {
        const property = schema.properties?.[key];
        if (property) check(item, property, `${path}.${key}`, errors);
        else if (typeof schema.additionalProperties === 'object')
          check(item, schema.additionalProperties, `${path}.${key}`, errors);
        else if (schema.properties) errors.push(`${path}.${key}: not in the contract`);
      }
      break;
    }
  }
  if (schema.enum && !schema.enum.includes(value))
    errors.push(`${path}: ${JSON.stringify(value)} not one of ${schema.enum.join(', ')}`);
}

/** The list of violations (empty when the value matches). */
export function contractViolations(value: unknown, schema: GenericSchema): string[] {
  const errors: string[] = [];
  check(value, jsonSchemaOf(schema) as AnySchema, '$', errors);
  return errors;
}

/** The API's answer to a request a test makes: 200, and matching its contract field by field. */
export async function contractAnswer<T>(
  app: FastifyInstance,
  request: InjectOptions | string,
  schema: GenericSchema,
): Promise<T> {
  const res = await app.inject(request);
  expect(res.statusCode).toBe(200);
  const body = res.json<T>();
  expect(contractViolations(body, schema)).toEqual([]);
  return body;
}
