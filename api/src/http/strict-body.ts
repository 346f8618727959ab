/**
 * Fastify's Ajv coerces types ("10", true and [5] all pass as the number 10, 1 and 5). A route that
 * takes money hangs this before validation, so the body is judged as sent by its contract's valibot
 * schema, which coerces nothing: a value of the wrong type is a 400 naming its field.
 */
import * as v from '@sportsbook/schema';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './api-error';

export function strictBody(schema: v.GenericSchema): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const result = v.safeParse(schema, request.body);
    if (result.success) return;
    const issue = result.issues[0];
    const field = issue ? v.getDotPath(issue) : null;
    throw badRequest(
      `body${field ? `/${field.replaceAll('.', '/')}` : ''} ${issue?.message ?? 'is not valid'}`,
      'VALIDATION_ERROR',
    );
  };
}
