/**
 * The player's responsible-gambling tools: their limits with what is used and
 * left, changing one (stricter at once, looser after the cooling-off), and taking a break, which
 * ends every session of the account at once.
 */
import {
  playBreakEndpoint,
  playLimitParamsSchema,
  playLimitsEndpoint,
  playTimeEndpoint,
  removePlayLimitEndpoint,
  savePlayTimeEndpoint,
  setPlayLimitEndpoint,
  type PlayLimitsResponse,
  type PlayTimeSettings,
  type PlayTimeView,
} from '@sportsbook/contracts';
import { allowanceMinor, breakEnd, changeSessionLimit, isBreakLengthOf, limitInForce } from '@sportsbook/stakes';
import type { FastifyInstance } from 'fastify';
import { sessionLimitEnd, type Account } from '../accounts/account-store';
import { accountsOfSamePerson, ensureIdentity } from '../accounts/identity';
import type { Session } from '../auth/auth-service';
import { clearSessionCookie, requireSession } from '../auth/request-auth';
import type { AppContext } from '../context';
import { badRequest } from '../http/api-error';
import { routeOf } from '../http/route-of';
import { exactMinor, toMajor } from '../wallet/money';
import { betsSince } from './activity';
import { registerSaferGamblingRoutes } from './safer-gambling-routes';

const iso = (ms: number) => new Date(ms).toISOString();
const major = (minor: number | null) => (minor === null ? null : toMajor(minor));

function limitsView(ctx: AppContext, accountId: string, currency: string): PlayLimitsResponse {
  return {
    currency,
    limits: ctx.playLimits.all(accountId).map(({ kind, period, limit, usedMinor }) => ({
      kind,
      period,
      amount: major(limit.amountMinor),
      used: toMajor(usedMinor),
      remaining: major(allowanceMinor(limit.amountMinor, usedMinor)),
      pending: limit.pending ? { amount: major(limit.pending.amountMinor), from: iso(limit.pending.from) } : null,
    })),
  };
}

type SessionLimitMinutes = PlayTimeSettings['sessionLimitMinutes'];

function playTimeView(ctx: AppContext, session: Session): PlayTimeView {
  const { account, createdAt } = session;
  const end = sessionLimitEnd(account, createdAt);
  const limit = limitInForce(account.sessionLimit, ctx.clock());
  return {
    realityCheckMinutes: account.playTime.realityCheckMinutes,
    sessionLimitMinutes: (limit.amountMinor ?? 0) as SessionLimitMinutes,
    sessionLimitPending: limit.pending
      ? { minutes: (limit.pending.amountMinor ?? 0) as SessionLimitMinutes, from: iso(limit.pending.from) }
      : null,
    currency: account.currency,
    sessionStartedAt: iso(createdAt),
    sessionEndsAt: Number.isFinite(end) ? iso(end) : null,
    ...betsSince(ctx.db, account.id, createdAt),
  };
}

/** The reality check's settings and figures; a session limit ends sessions that are already past it. */
function registerPlayTimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;
  routeOf(app, playTimeEndpoint, {}, async (request) => playTimeView(ctx, requireSession(auth, request)));
  routeOf(app, savePlayTimeEndpoint, {}, async (request) => {
    const session = requireSession(auth, request);
    const { id } = session.account;
    // Read again inside the transaction, so two changes sent together are judged one after the other.
    const account = ctx.db.transaction(() => {
      const current = (ctx.accounts.byId(id) as Account).sessionLimit;
      const next = changeSessionLimit(current, request.body.sessionLimitMinutes, ctx.clock());
      ctx.accounts.savePlayTime(id, request.body.realityCheckMinutes, next);
      return ctx.accounts.byId(id) as Account;
    })();
    return playTimeView(ctx, { ...session, account });
  });
}

export function registerPlaySafetyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;
  registerPlayTimeRoutes(app, ctx);
  registerSaferGamblingRoutes(app, ctx);

  routeOf(app, playLimitsEndpoint, {}, async (request) => {
    const { account } = requireSession(auth, request);
    return limitsView(ctx, account.id, account.currency);
  });

  routeOf(app, setPlayLimitEndpoint, { params: playLimitParamsSchema }, async (request) => {
    const { account } = requireSession(auth, request);
    const amountMinor = exactMinor(request.body.amount);
    if (amountMinor === undefined || amountMinor === 0)
      throw badRequest('amount: a limit is at least 0.01 with at most 2 decimals', 'INVALID_AMOUNT');
    ctx.playLimits.change(account.id, request.params.kind, request.params.period, amountMinor);
    return limitsView(ctx, account.id, account.currency);
  });

  routeOf(app, removePlayLimitEndpoint, { params: playLimitParamsSchema }, async (request) => {
    const { account } = requireSession(auth, request);
    ctx.playLimits.change(account.id, request.params.kind, request.params.period, null);
    return limitsView(ctx, account.id, account.currency);
  });

  routeOf(app, playBreakEndpoint, {}, async (request, reply) => {
    const { account } = requireSession(auth, request);
    const { kind, length } = request.body;
    if (!isBreakLengthOf(kind, length))
      throw badRequest(`length: ${length} is not offered for a ${kind}`, 'INVALID_BREAK_LENGTH');
    const until = breakEnd(length, ctx.clock());
    // A break is the person's: every account they hold (by identity) takes it and is logged out.
    ctx.db.transaction(() => {
      // An account opened outside registration gets its identity now, so the break keeps the person out.
      ensureIdentity(ctx.db, account);
      for (const held of accountsOfSamePerson(ctx.db, account.id)) {
        ctx.accounts.startBreak(held, kind, until);
        auth.revokeAll(held);
      }
    })();
    clearSessionCookie(reply);
    const taken = ctx.accounts.byId(account.id)?.playBreak ?? { kind, until };
    return { kind: taken.kind, until: iso(taken.until) };
  });
}
