/**
 * The safer-gambling page's data: where to get help, for anyone, and the player's own
 * activity over the last weeks, so they can see what their play costs them.
 */
import {
  activitySummarySchema,
  saferGamblingHelpSchema,
  type ActivitySummary,
  type SaferGamblingHelp,
} from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/request-auth';
import { brandOf } from '../content/brands';
import type { AppContext } from '../context';
import { jsonSchemaOf } from '../http/json-schema';
import { activitySummary } from './activity';
import { helpLinesFor } from './help-lines';

export function registerSaferGamblingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: SaferGamblingHelp }>(
    '/api/safer-gambling/help',
    { schema: { response: { 200: jsonSchemaOf(saferGamblingHelpSchema) } } },
    async (request) => ({ lines: helpLinesFor(brandOf(request).registrationCountries) }),
  );
  app.get<{ Reply: ActivitySummary }>(
    '/api/accounts/me/activity',
    { schema: { response: { 200: jsonSchemaOf(activitySummarySchema) } } },
    async (request) => activitySummary(ctx.db, requireSession(ctx.auth, request).account, ctx.clock()),
  );
}
