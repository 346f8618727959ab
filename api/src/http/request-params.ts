/**
 * The path and query parameters several routes share, as valibot schemas (Fastify gets their JSON
 * Schema through jsonSchemaOf), so an account id or a placement's uuid is checked the same way everywhere.
 */
import { id, localeCode } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { jsonSchemaOf } from './json-schema';

const accountId = v.pipe(v.string(), v.regex(/^[0-9]{1,20}$/));

export const accountParamsSchema = v.object({ accountId });
export const betParamsSchema = v.object({ accountId, betId: v.pipe(id, v.minValue(1)) });
export const accountParams = jsonSchemaOf(accountParamsSchema);
export const betParams = jsonSchemaOf(betParamsSchema);
export const idParams = jsonSchemaOf(v.object({ id: v.pipe(id, v.minValue(1)) }));
export const localeParamsSchema = v.object({ locale: v.optional(localeCode) });
/** A placement's idempotency key (and the withAuth flag of spec §7). */
export const placementQuerySchema = v.object({
  uuid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  withAuth: v.optional(v.boolean()),
});
export const placementQuery = jsonSchemaOf(placementQuerySchema);
