/**
 * The safer-gambling page's data: where to get help, for anyone, and the player's own
 * activity over the last weeks, so they can see what their play costs them.
 */
import { activityEndpoint, saferGamblingHelpEndpoint } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/request-auth';
import { brandOf } from '../content/brands';
import type { AppContext } from '../context';
import { routeOf } from '../http/route-of';
import { activitySummary } from './activity';
import { helpLinesFor } from './help-lines';

export function registerSaferGamblingRoutes(app: FastifyInstance, ctx: AppContext): void {
  routeOf(app, saferGamblingHelpEndpoint, {}, async (request) => ({
    lines: helpLinesFor(brandOf(request).registrationCountries),
  }));
  routeOf(app, activityEndpoint, {}, async (request) =>
    activitySummary(ctx.db, requireSession(ctx.auth, request).account, ctx.clock()),
  );
}
