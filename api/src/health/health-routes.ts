import { healthResponseSchema, type HealthResponse } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { jsonSchemaOf } from '../http/json-schema';

const healthSchema = jsonSchemaOf(healthResponseSchema);

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const health = async (): Promise<HealthResponse> => ({
    status: 'ok',
    uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
    version: ctx.version,
  });
  app.get<{ Reply: HealthResponse }>('/health', { schema: { response: { 200: healthSchema } } }, health);
  // The same answer on a path the shell's proxy forwards: the page asks it whether the API is back.
  app.get<{ Reply: HealthResponse }>('/api/health', { schema: { response: { 200: healthSchema } } }, health);
}
