/**
 * Joining (issue 23.1): a visitor registers on the brand's site and leaves logged in. Every field is
 * checked again here with the rules the form shows (contracts/registration.ts); a taken username or
 * email gets the same refusal, so the answer does not tell which accounts exist.
 */
import {
  MINIMUM_AGE,
  REGISTRATION_ERROR_CODES as CODES,
  ageOn,
  passwordProblems,
  registrationOptionsSchema,
  registrationRequestSchema,
  sessionResponseSchema,
  type RegistrationOptions,
  type RegistrationRequest,
  type SessionResponse,
} from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { setSessionCookie } from '../auth/request-auth';
import { hashSecret } from '../auth/passwords';
import { FailureLimiter } from '../auth/rate-limiter';
import { sessionResponse } from '../auth/session-views';
import { brandOf, type BrandConfig } from '../content/brands';
import type { AppContext } from '../context';
import { nextSequence } from '../db/database';
import { ApiHttpError, badRequest, tooManyRequests } from '../http/api-error';
import { jsonSchemaOf } from '../http/json-schema';
import { requestLocale } from '../http/site-locale';
import type { Account } from './account-store';
import { identityKey, recordIdentity } from './identity';

/** Each registration costs a password hash: a few per address per hour is all a person needs. */
const REGISTRATIONS_PER_CLIENT = 5;
const REGISTRATION_WINDOW_MS = 60 * 60_000;
const FIRST_ACCOUNT_ID = 200_001;

/** The fields the brand and the rules refuse, each naming its field. */
function refusal(body: RegistrationRequest, brand: BrandConfig, now: number): ApiHttpError | undefined {
  const weak = passwordProblems(body.password);
  if (weak.length > 0) return badRequest(`password: needs ${weak.join(', ')}`, CODES.weakPassword);
  const age = ageOn(body.dateOfBirth, new Date(now));
  if (Number.isNaN(age)) return badRequest('dateOfBirth: not a date', 'INVALID_DATE');
  if (age < MINIMUM_AGE) return badRequest(`dateOfBirth: players must be ${MINIMUM_AGE} or older`, CODES.underAge);
  if (!brand.registrationCountries.includes(body.countryCode))
    return badRequest(`countryCode: ${body.countryCode} is not offered on this site`, CODES.notOffered);
  if (body.currency !== brand.currency)
    return badRequest(`currency: ${body.currency} is not offered on this site`, CODES.notOffered);
  return undefined;
}

const alreadyTaken = () =>
  new ApiHttpError(
    409,
    CODES.refused,
    'We could not open an account with these details. If you already have one, log in or ask us to reset your password.',
  );

export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const byClient = new FailureLimiter(REGISTRATIONS_PER_CLIENT, REGISTRATION_WINDOW_MS);

  app.get<{ Reply: RegistrationOptions }>(
    '/api/registrations/options',
    { schema: { response: { 200: jsonSchemaOf(registrationOptionsSchema) } } },
    async (request) => {
      const brand = brandOf(request);
      return { countries: [...brand.registrationCountries], currencies: [brand.currency] };
    },
  );

  app.post<{ Body: RegistrationRequest; Reply: SessionResponse }>(
    '/api/registrations',
    { schema: { body: jsonSchemaOf(registrationRequestSchema), response: { 200: jsonSchemaOf(sessionResponseSchema) } } },
    async (request, reply) => {
      const now = ctx.clock();
      const wait = byClient.blockedFor(request.ip, now);
      if (wait > 0)
        throw tooManyRequests('Too many registrations from here; try again later', wait / 1000, 'REGISTRATION_RATE_LIMITED');
      byClient.begin(request.ip, now);
      const brand = brandOf(request);
      const problem = refusal(request.body, brand, now);
      if (problem) throw problem;
      // Hashed before the lookup, so a taken name answers no faster than a free one.
      const password = await hashSecret(request.body.password);
      const account = ctx.db.transaction(() => {
        if (ctx.accounts.byUsername(request.body.username) || ctx.accounts.byEmail(request.body.email)) throw alreadyTaken();
        return createAccount(ctx, request.body, { brand, locale: requestLocale(request), password, now });
      })();
      const session = ctx.auth.sessionForNewAccount(account);
      setSessionCookie(request, reply, session, now);
      return sessionResponse(ctx.auth, session, now);
    },
  );
}

function createAccount(
  ctx: AppContext,
  body: RegistrationRequest,
  made: { brand: BrandConfig; locale: string; password: { salt: string; hash: string }; now: number },
): Account {
  const id = String(nextSequence(ctx.db, 'account_id', FIRST_ACCOUNT_ID));
  ctx.accounts.insert({
    id,
    username: body.username,
    passwordSalt: made.password.salt,
    passwordHash: made.password.hash,
    brand: made.brand.id,
    currency: made.brand.currency,
    locale: made.locale,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email.trim(),
    countryCode: body.countryCode,
    status: 'ACTIVE',
    loginMode: 'PLAIN',
    securityQuestion: null,
    securityAnswerHash: null,
    selfExcluded: false,
    vipLevel: 0,
    createdAt: made.now,
  });
  ctx.accounts.acceptTerms(id, made.now);
  recordIdentity(ctx.db, id, identityKey(body));
  ctx.wallets.open(id, made.brand.currency);
  return ctx.accounts.byId(id) as Account;
}
