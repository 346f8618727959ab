/**
 * The demo games of the third-party game routes (spec §2), served where partner_product_urls
 * points: the page, its static files, the round clock and results, and real-money bets.
 *
 * The page runs in a sandbox with an opaque origin, so its calls here are cross-origin
 * (Origin: null) and carry no cookies: the game API answers any origin (nothing it says depends on
 * cookies) and a bet is authorised by the provider token of the player's session, in X-Game-Token.
 */
import { id, localeCode } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { jsonSchemaOf } from '../http/json-schema';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gameTokenLabels } from '../auth/session-views';
import { BRANDS, brandOf } from '../content/brands';
import type { AppContext } from '../context';
import { serverSetting } from '../db/database';
import { badRequest, conflict, notFound, unauthorized } from '../http/api-error';
import { sendEmbeddedPage, sendStaticAsset } from '../http/embedded-page';
import { siteLocale } from '../http/site-locale';
import { GameBets, stakeLimits } from './game-bets';
import { GAMES, isGameProvider, type GameProvider } from './game-catalogue';
import { GAME_ASSET_PREFIX, gamePage, loadGameAssets } from './game-page';
import { parsePick, roundAt, roundTimes } from './game-rounds';

const GAME_TOKEN_HEADER = 'x-game-token';

/** CORS for the sandboxed page: any origin, no credentials, the one custom header it sends. */
async function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('access-control-allow-origin', '*');
}

const provider = v.pipe(v.string(), v.maxLength(50));
const round = v.pipe(id, v.minValue(0), v.maxValue(1e12));
const providerParams = jsonSchemaOf(v.object({ provider }));

function providerOf(provider: string): GameProvider {
  if (!isGameProvider(provider)) throw notFound(`Unknown game provider ${provider}`, 'UNKNOWN_PROVIDER');
  return provider;
}

interface PageQuery {
  token?: string;
  locale?: string;
  parentOrigin?: string;
  gameId?: string;
}

interface BetBody {
  round: number;
  stake: number;
  pick: unknown;
}

function playerOf(ctx: AppContext, request: FastifyRequest, provider: GameProvider) {
  const header = request.headers[GAME_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const session = token ? ctx.auth.sessionForProviderToken(token, gameTokenLabels(provider)) : undefined;
  if (!session) throw unauthorized('The game token is missing, invalid or its session has ended', 'GAME_TOKEN_INVALID');
  return session.account;
}

export function registerGameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = serverSetting(ctx.db, 'game_secret', () => randomBytes(32).toString('base64url'));
  const bets = new GameBets(ctx.db, ctx.wallets, ctx.clock, secret);
  registerGamePages(app, loadGameAssets());
  registerRoundRoutes(app, ctx, bets);
  registerGameBetRoutes(app, ctx, bets);
}

/** The game's own page and its script and style, served under the game page's CSP. */
function registerGamePages(app: FastifyInstance, assets: ReturnType<typeof loadGameAssets>): void {
  app.get<{ Params: { name: string } }>(
    `${GAME_ASSET_PREFIX}:name`,
    {
      schema: {
        params: jsonSchemaOf(v.object({ name: v.pipe(v.string(), v.regex(/^[a-z]+\.(js|css)$/)) })),
      },
    },
    async (request, reply) => {
      const asset = assets.get(request.params.name);
      if (!asset) throw notFound(`No game file ${request.params.name}`, 'UNKNOWN_ASSET');
      return sendStaticAsset(reply, asset);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: PageQuery }>(
    '/api/demo-games/:provider',
    {
      schema: {
        params: providerParams,
        querystring: jsonSchemaOf(
          v.object({
            token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
            locale: v.optional(localeCode),
            parentOrigin: v.optional(v.pipe(v.string(), v.maxLength(200))),
            gameId: v.optional(v.pipe(v.string(), v.maxLength(100))),
          }),
        ),
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const html = gamePage({
        provider,
        game: GAMES[provider],
        locale: siteLocale(request.query.locale),
        currency: brandOf(request).currency,
        gameId: request.query.gameId,
        assets,
      });
      return sendEmbeddedPage(reply, html);
    },
  );
}

/** The current round's times and offer, and a closed round's result, open to the game on any origin. */
function registerRoundRoutes(app: FastifyInstance, ctx: AppContext, bets: GameBets): void {
  app.get<{ Params: { provider: string } }>(
    '/api/demo-games/:provider/round',
    { onRequest: allowAnyOrigin, schema: { params: providerParams } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const brand = brandOf(request);
      const now = ctx.clock();
      const times = roundTimes(roundAt(now));
      void reply.header('cache-control', 'no-store');
      return {
        provider,
        family: GAMES[provider].family,
        ...times,
        serverNow: now,
        currency: brand.currency,
        stake: stakeLimits(brand.eurRate),
        offer: bets.offer(provider, times.round),
      };
    },
  );

  app.get<{ Params: { provider: string; round: number } }>(
    '/api/demo-games/:provider/rounds/:round/result',
    {
      onRequest: allowAnyOrigin,
      schema: {
        params: jsonSchemaOf(v.object({ provider, round })),
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const { round } = request.params;
      // The result exists from the start, but nobody may see it while the round takes bets.
      if (ctx.clock() < roundTimes(round).closesAt) throw conflict(`Round ${round} is still open for bets`, 'ROUND_OPEN');
      // Past results never change: a client may keep them.
      void reply.header('cache-control', 'public, max-age=3600');
      return bets.result(provider, round);
    },
  );
}

/** Real-money game bets, authorised by the provider token the game was launched with. */
function registerGameBetRoutes(app: FastifyInstance, ctx: AppContext, bets: GameBets): void {
  app.options('/api/demo-games/:provider/bets', preflight);
  app.options('/api/demo-games/:provider/bets/:betId/settle', preflight);

  app.post<{ Params: { provider: string }; Body: BetBody }>(
    '/api/demo-games/:provider/bets',
    {
      onRequest: allowAnyOrigin,
      schema: {
        params: providerParams,
        // The pick's shape depends on the game's family, so parsePick checks it and says what is wrong.
        body: jsonSchemaOf(
          v.strictObject({
            round,
            stake: v.pipe(v.number(), v.gtValue(0), v.maxValue(1e12)),
            pick: v.record(v.string(), v.unknown()),
          }),
        ),
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const account = playerOf(ctx, request, provider);
      bets.settleDue();
      const parsed = parsePick(GAMES[provider], request.body.pick);
      if ('error' in parsed) throw badRequest(parsed.error, 'INVALID_PICK');
      const limits = stakeLimits(BRANDS[account.brand]?.eurRate ?? 1);
      const bet = bets.place(account, provider, request.body.round, parsed.pick, request.body.stake, limits);
      return reply.code(201).send(bet);
    },
  );

  app.post<{ Params: { provider: string; betId: number } }>(
    '/api/demo-games/:provider/bets/:betId/settle',
    {
      onRequest: allowAnyOrigin,
      schema: {
        params: jsonSchemaOf(v.object({ provider, betId: v.pipe(id, v.minValue(1), v.maxValue(1e15)) })),
      },
    },
    async (request) => {
      const provider = providerOf(request.params.provider);
      const account = playerOf(ctx, request, provider);
      return bets.settle(account.id, provider, request.params.betId);
    },
  );
}

async function preflight(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return reply
    .code(204)
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'POST')
    .header('access-control-allow-headers', `content-type, ${GAME_TOKEN_HEADER}`)
    .header('access-control-max-age', '600')
    .send();
}
