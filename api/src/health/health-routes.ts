import type { HealthResponse } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { schema } from '../http/typed-schema';

const healthSchema = schema<HealthResponse>({
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok'] },
    uptimeSeconds: { type: 'number' },
    version: { type: 'string' },
  },
  required: ['status', 'uptimeSeconds', 'version'],
});

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
