/**
 * Live streams (spec §9 streaming codes): GET /api/streams/{eventId} is a small page drawing an
 * in-play event's pitch or court from its live score and clock, refreshed from
 * GET /api/streams/{eventId}/state. The site frames it (sandbox="allow-scripts", frame-ancestors
 * 'self'); its calls come from an opaque origin, so the state answers any origin (it is public).
 */
import { id, localeCode } from '@sportsbook/contracts';
import { jsonSchemaOf } from '../http/json-schema';
import * as v from '@sportsbook/schema';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/api-error';
import { sendEmbeddedPage, sendStaticAsset } from '../http/embedded-page';
import { siteLocale } from '../http/site-locale';
import { STREAM_ASSET_PREFIX, loadStreamAssets, streamPage } from './stream-page';
import { streamState, type StreamState } from './stream-state';

const eventParams = jsonSchemaOf(v.object({ eventId: v.pipe(id, v.minValue(1), v.maxValue(1e12)) }));

export function registerStreamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const assets = loadStreamAssets();

  /** The state of an event in play (or finished a few minutes ago), else undefined. */
  const stateOf = (eventId: number): StreamState | undefined => {
    const record = ctx.catalogue.get(eventId);
    if (!record || record.phase === 'PREMATCH' || record.event.isOutright) return undefined;
    return streamState(record.event, record.home, record.away);
  };

  app.get<{ Params: { name: string } }>(
    `${STREAM_ASSET_PREFIX}:name`,
    {
      schema: {
        params: jsonSchemaOf(v.object({ name: v.pipe(v.string(), v.regex(/^[a-z]+\.(js|css)$/)) })),
      },
    },
    async (request, reply) => {
      const asset = assets.get(request.params.name);
      if (!asset) throw notFound(`No stream file ${request.params.name}`, 'UNKNOWN_ASSET');
      return sendStaticAsset(reply, asset);
    },
  );

  app.get<{ Params: { eventId: number }; Querystring: { locale?: string } }>(
    '/api/streams/:eventId',
    {
      schema: {
        params: eventParams,
        querystring: jsonSchemaOf(v.object({ locale: v.optional(localeCode) })),
      },
    },
    async (request, reply) => {
      const state = stateOf(request.params.eventId);
      if (!state || state.finished) throw notFound(`Event ${request.params.eventId} is not live`, 'NOT_LIVE');
      return sendEmbeddedPage(reply, streamPage(state, siteLocale(request.query.locale), assets));
    },
  );

  app.get<{ Params: { eventId: number }; Reply: StreamState }>(
    '/api/streams/:eventId/state',
    {
      schema: { params: eventParams },
      onRequest: async (_request, reply) => {
        void reply.header('access-control-allow-origin', '*');
      },
    },
    async (request, reply) => {
      // A finished event still answers (with finished: true) so an open stream can say so.
      const state = stateOf(request.params.eventId);
      if (!state) throw notFound(`Event ${request.params.eventId} is not live`, 'NOT_LIVE');
      void reply.header('cache-control', 'no-store');
      return state;
    },
  );
}
