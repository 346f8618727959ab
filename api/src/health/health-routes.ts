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
  app.get<{ Reply: HealthResponse }>('/health', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok',
    uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
    version: ctx.version,
  }));
}
