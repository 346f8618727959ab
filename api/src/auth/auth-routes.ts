/**
 * The login paths of spec §7 Authentication: the header-login flow (authenticate, one-time code,
 * security question, ALS integrate), the brand's direct /api/login, the partner accounts/sessions
 * API, iCore login and checkplayer, and /api/session.
 */
import {
  acceptTermsEndpoint,
  authenticateEndpoint,
  checkAnswerEndpoint,
  checkPlayerResponseSchema,
  credentialsSchema,
  directLoginEndpoint,
  generateCodeEndpoint,
  integrateEndpoint,
  loginDetailsSchema,
  partnerLoginEndpoint,
  refreshSessionEndpoint,
  securityQuestionEndpoint,
  sessionEndpoint,
  termsStatusSchema,
  validateCodeEndpoint,
  type AuthenticateResponse,
  type AuthStepResponse,
  type CheckPlayerResponse,
  type Credentials,
  type LoginDetails,
  type TermsStatus,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { jsonSchemaOf } from '../http/json-schema';
import { localeParamsSchema as params } from '../http/request-params';
import { routeOf } from '../http/route-of';
import { brandOf } from '../content/brands';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, unauthorized } from '../http/api-error';
import { cookiesOf } from '../http/cookies';
import type { Session } from './auth-service';
import {
  bearerToken,
  clearSessionCookie,
  loginTokenOf,
  requireSession,
  sessionOf,
  sessionRequired,
  setLoginCookie,
  setSessionCookie,
} from './request-auth';
import { loginDetails, pendingTermsFile, sessionResponse, sessionTokens } from './session-views';
import { stepWord, type StepWord } from './step-words';

const credentialsJson = jsonSchemaOf(credentialsSchema);

const step = (success: boolean, message: string, result = success ? 'OK' : 'FAILED'): AuthStepResponse => ({
  success,
  status: success ? 'SUCCESS' : 'FAILURE',
  result,
  message,
});

/** The password step's answer: which second factor, if any, comes next. */
const passwordAccepted = (otp: boolean | null, username: string): AuthenticateResponse => ({ success: true, otp, username });

/** Spec §5 one-time code rules, with the same messages the form shows. */
function codeProblem(code: string): StepWord | undefined {
  if (code.trim() === '') return 'required';
  if (!/^\d+$/.test(code)) return 'numeric';
  if (code.length < 6) return 'tooShort';
  if (code.length > 6) return 'tooLong';
  return undefined;
}

/** The login path's language: a step's message is worded in it. */
const pathLocale = (request: FastifyRequest): string | undefined => (request.params as { locale?: string }).locale;

function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, session: Session): Session {
  setSessionCookie(request, reply, session, ctx.clock());
  return session;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPasswordStep(app, ctx);
  registerOneTimeCodeSteps(app, ctx);
  registerSecurityQuestionSteps(app, ctx);
  registerDirectLogins(app, ctx);
  registerSessionRoutes(app, ctx);
  registerSessionChecks(app, ctx);
}

/** The header login's first step: the password, answered with whether a second factor follows. */
function registerPasswordStep(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;

  routeOf(app, authenticateEndpoint, { params, config: { acceptsForm: true } }, async (request, reply) => {
    const account = await auth.checkPassword(request.body.username, request.body.password, request.ip, brandOf(request).id);
    const login = auth.startLogin(account);
    setLoginCookie(request, reply, login.token);
    return passwordAccepted(login.otp, account.username);
  });
}

/** The header login's one-time code: checked, or sent again. */
function registerOneTimeCodeSteps(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;

  routeOf(app, validateCodeEndpoint, { params }, async (request, reply) => {
    const account = auth.pendingLogin(loginTokenOf(request), 'otp');
    const code = request.body.code ?? '';
    const problem = codeProblem(code);
    if (problem) return step(false, stepWord(problem, pathLocale(request)));
    const verified = auth.checkCode(account, code);
    if (!verified) return step(false, stepWord('codeWrong', pathLocale(request)));
    setLoginCookie(request, reply, verified);
    return step(true, stepWord('codeAccepted', pathLocale(request)));
  });

  routeOf(app, generateCodeEndpoint, { params }, async (request) => {
    const account = auth.pendingLogin(loginTokenOf(request), 'otp');
    return auth.sendCode(account)
      ? step(true, stepWord('codeSent', pathLocale(request)))
      : step(false, stepWord('codeWait', pathLocale(request)), 'WAIT');
  });
}

/** The header login's security question, and integrate, which turns a completed login into a session. */
function registerSecurityQuestionSteps(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;

  routeOf(app, securityQuestionEndpoint, { params }, async (request) => {
    const account = auth.pendingLogin(loginTokenOf(request), 'question');
    return { ...step(true, stepWord('answerTheQuestion', pathLocale(request))), question: account.securityQuestion ?? '' };
  });

  routeOf(app, checkAnswerEndpoint, { params }, async (request, reply) => {
    const account = auth.pendingLogin(loginTokenOf(request), 'question');
    const answer = request.body.answer ?? '';
    if (answer.trim() === '') return step(false, stepWord('required', pathLocale(request)));
    const verified = await auth.checkAnswer(account, answer, request.ip);
    if (!verified) return step(false, stepWord('answerWrong', pathLocale(request)));
    setLoginCookie(request, reply, verified);
    return step(true, stepWord('answerAccepted', pathLocale(request)));
  });

  routeOf(app, integrateEndpoint, { params }, async (request, reply) =>
    sessionResponse(auth, startSession(ctx, request, reply, auth.completeLogin(loginTokenOf(request))), ctx.clock()),
  );
}

/** The logins that answer in one call when the account has no second factor. */
function registerDirectLogins(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;

  // One brand's direct login: a session at once for plain accounts, the authenticate answer otherwise.
  routeOf(app, directLoginEndpoint, {}, async (request, reply) => {
    const account = await auth.checkPassword(request.body.username, request.body.password, request.ip, brandOf(request).id);
    const login = auth.startLogin(account);
    if (login.otp !== false) {
      setLoginCookie(request, reply, login.token);
      return passwordAccepted(login.otp, account.username);
    }
    return sessionResponse(auth, startSession(ctx, request, reply, auth.completeLogin(login.token)), ctx.clock());
  });

  // The partner path applies the account's second factor like every other: a two-factor account gets
  // the authenticate answer and continues with the header-login steps and integrate.
  routeOf(app, partnerLoginEndpoint, {}, async (request, reply) => {
    const account = await auth.checkPassword(request.body.username, request.body.password, request.ip, brandOf(request).id);
    const login = auth.startLogin(account);
    if (login.otp !== false) {
      setLoginCookie(request, reply, login.token);
      return passwordAccepted(login.otp, account.username);
    }
    const session = startSession(ctx, request, reply, auth.completeLogin(login.token));
    return { data: sessionTokens(session, ctx.clock()) };
  });

  app.post<{ Body: Credentials; Reply: LoginDetails }>(
    '/xapi/icore/players/login',
    { schema: { body: credentialsJson, response: { 200: jsonSchemaOf(loginDetailsSchema) } } },
    async (request, reply) => {
      const account = await auth.checkPassword(request.body.username, request.body.password, request.ip, brandOf(request).id);
      const login = auth.startLogin(account);
      if (login.otp === false) {
        const session = startSession(ctx, request, reply, auth.completeLogin(login.token));
        return loginDetails(auth, session, account, ctx.clock(), account.username);
      }
      // Second factor pending: no tokens yet; the client continues with the header-login steps.
      setLoginCookie(request, reply, login.token);
      return loginDetails(auth, null, account, ctx.clock(), account.username);
    },
  );
}

/** A session's own life: the terms of use and their acceptance, refreshing, logging out. */
function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;

  app.get<{ Reply: TermsStatus }>(
    '/api/accounts/me/terms',
    { schema: { response: { 200: jsonSchemaOf(termsStatusSchema) } } },
    async (request) => {
      const { account } = requireSession(auth, request);
      return { fileName: pendingTermsFile(ctx.accounts.byId(account.id) ?? account) };
    },
  );

  routeOf(app, acceptTermsEndpoint, {}, async (request) => {
    const session = requireSession(auth, request);
    ctx.accounts.acceptTerms(session.account.id, ctx.clock());
    const account = ctx.accounts.byId(session.account.id) ?? session.account;
    return { data: sessionTokens({ ...session, account }, ctx.clock()) };
  });

  routeOf(app, refreshSessionEndpoint, {}, async (request, reply) => {
    const session = startSession(ctx, request, reply, auth.refresh(requireSession(auth, request)));
    return { data: sessionTokens(session, ctx.clock()) };
  });

  app.delete('/api/accounts/me/sessions', async (request, reply) => {
    const session = requireSession(auth, request);
    auth.revoke(session);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}

/** Who the session is: the shell's session check and iCore's checkplayer. */
function registerSessionChecks(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;

  routeOf(
    app,
    sessionEndpoint,
    {
      querystring: v.object({
        accountCode: v.optional(v.pipe(v.string(), v.maxLength(100))),
        gameToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
        locale: v.optional(v.pipe(v.string(), v.maxLength(10))),
      }),
    },
    async (request, reply) => {
      if ('accessToken' in (request.query as object))
        throw badRequest(
          'accessToken: a session token is never sent in a URL; the cookie or the Authorization header carries it',
          'TOKEN_IN_URL',
        );
      const session = sessionOf(auth, request);
      if (!session) {
        // An expired or revoked session's hint would make every page ask again.
        clearSessionCookie(reply);
        throw sessionRequired();
      }
      if (request.query.accountCode && request.query.accountCode !== session.account.id)
        throw unauthorized('accountCode does not match the session');
      return sessionResponse(auth, session, ctx.clock());
    },
  );

  app.get<{ Reply: CheckPlayerResponse }>(
    '/xapi/icore/checkplayer',
    { schema: { response: { 200: jsonSchemaOf(checkPlayerResponseSchema) } } },
    async (request) => {
      const session =
        auth.session(cookiesOf(request).extToken) ?? auth.session(bearerToken(request)) ?? requireSession(auth, request);
      return { valid: true, username: session.account.username, accountId: session.account.id };
    },
  );
}
