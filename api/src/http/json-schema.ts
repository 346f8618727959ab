import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from '@sportsbook/schema';

/**
 * The JSON Schema Fastify compiles (request validation, response serialisation) from a contract's
 * valibot schema, so the wire format and the TypeScript type come from one definition. Checks JSON
 * Schema cannot say (a trimmed string, a finite number) stay in the contract, and are left out here.
 */
export function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _draft, ...json } = toJsonSchema(schema, { target: 'draft-07', errorMode: 'ignore' });
  return json;
}
