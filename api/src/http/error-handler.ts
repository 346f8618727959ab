/**
 * One error shape for every failure. Fastify's own errors (validation, unknown route, malformed or
 * oversize bodies, wrong content type) are mapped here so a client never has to parse two shapes,
 * and a client mistake is never reported as a 500.
 */
import type { ApiError } from '@sportsbook/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiHttpError } from './api-error';

/** Fastify error codes that are the client's fault, with the stable code we answer instead. */
const FASTIFY_CLIENT_ERRORS: Record<string, { statusCode: number; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'EMPTY_JSON_BODY' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'INVALID_CONTENT_LENGTH' },
  FST_ERR_CTP_INVALID_TYPE: { statusCode: 400, code: 'INVALID_CONTENT_TYPE' },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL' },
};

/** Ajv's message, with the name of an unknown key, which Ajv keeps only in its params. */
function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const parts = (error.validation ?? []).map((v) => {
    const unknown = v.keyword === 'additionalProperties' ? ` '${String(v.params.additionalProperty)}'` : '';
    return `${context}${v.instancePath} ${v.message ?? 'is not valid'}${unknown}`;
  });
  return parts.length > 0 ? parts.join(', ') : error.message;
}

function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiHttpError) return error.toJSON();
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: validationMessage(fastifyError) };
  }
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { ...known, message: error.message };
  // A JSON.parse SyntaxError thrown by a content-type parser carries a 400 status.
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { statusCode: status, code: fastifyError.code ?? `HTTP_${status}`, message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toApiError(error);
    if (error instanceof ApiHttpError) void reply.headers(error.headers);
    if (body.statusCode >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    void reply.status(404).send(body);
  });
}
