/**
 * Joining: a visitor registers on the brand's site and leaves logged in. Every field is
 * checked again here with the rules the form shows (contracts/registration.ts). A taken email is
 * answered like a success while its owner is emailed, a taken username with free ones to choose
 * from, and a person on a break (by identity, whatever the new username and address) is refused
 * with a neutral message and an audit record.
 */
import {
  REGISTRATION_ERROR_CODES as CODES,
  MINIMUM_AGE,
  birthDateProblem,
  passwordProblems,
  registerEndpoint,
  registrationOptionsEndpoint,
  registrationRequestSchema,
  type RegistrationRequest,
  type RegistrationResponse,
} from '@sportsbook/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../auth/request-auth';
import { hashSecret } from '../auth/passwords';
import { FailureLimiter } from '../auth/rate-limiter';
import { sessionResponse } from '../auth/session-views';
import { brandOf, type BrandConfig } from '../content/brands';
import type { AppContext } from '../context';
import { nextSequence } from '../db/database';
import { ApiHttpError, badRequest, tooManyRequests } from '../http/api-error';
import { routeOf } from '../http/route-of';
import { strictBody } from '../http/strict-body';
import { requestLocale } from '../http/site-locale';
import type { Account } from './account-store';
import { recordAudit } from './audit';
import { accountOnBreak, accountsWithEmail, identityKey, recordIdentity } from './identity';
import { queueMessage } from './outbox';
import { freeUsernames } from './username-suggestions';

/** Each registration costs a password hash: a few per address per hour is all a person needs. */
const REGISTRATIONS_PER_CLIENT = 5;
const REGISTRATION_WINDOW_MS = 60 * 60_000;
const FIRST_ACCOUNT_ID = 200_001;

/** The birth date against today (the names and the address are judged by the contract's schema). */
function birthDateRefusal(body: RegistrationRequest, now: number): ApiHttpError | undefined {
  const born = birthDateProblem(body.dateOfBirth, new Date(now));
  if (born === 'date') return badRequest('dateOfBirth: not a date', CODES.invalidDate);
  if (born === 'implausible') return badRequest('dateOfBirth: not a plausible date of birth', CODES.implausibleDate);
  if (born === 'age') return badRequest(`dateOfBirth: players must be ${MINIMUM_AGE} or older`, CODES.underAge);
  return undefined;
}

/** The fields the brand and the rules refuse, each naming its field. */
function refusal(body: RegistrationRequest, brand: BrandConfig, now: number): ApiHttpError | undefined {
  const weak = passwordProblems(body.password);
  if (weak.length > 0) return badRequest(`password: needs ${weak.join(', ')}`, CODES.weakPassword);
  const born = birthDateRefusal(body, now);
  if (born) return born;
  if (!brand.registrationCountries.includes(body.countryCode))
    return badRequest(`countryCode: ${body.countryCode} is not offered on this site`, CODES.notOffered);
  if (body.currency !== brand.currency)
    return badRequest(`currency: ${body.currency} is not offered on this site`, CODES.notOffered);
  return undefined;
}

/** Names and address as they are kept: composed (NFC) and trimmed, so look-alikes meet. */
const normalised = (body: RegistrationRequest): RegistrationRequest => ({
  ...body,
  firstName: body.firstName.normalize('NFC').trim(),
  lastName: body.lastName.normalize('NFC').trim(),
  email: body.email.normalize('NFC').trim(),
});

/** Says nothing of why: the details may be a third party's, whose break is theirs to tell. */
const refusedOnBreak = () =>
  new ApiHttpError(409, CODES.refused, 'We could not open an account with these details. Contact support.');

interface Joining {
  body: RegistrationRequest;
  brand: BrandConfig;
  locale: string;
  password: { salt: string; hash: string };
  now: number;
}

type Decision = RegistrationResponse | { outcome: 'ON_BREAK'; accountId: string } | { outcome: 'NEW'; account: Account };

/** What to do with a valid request, decided and written in one transaction. */
function decide(ctx: AppContext, joining: Joining): Decision {
  const { body, now } = joining;
  const onBreak = accountOnBreak(ctx.db, identityKey(body), now);
  if (onBreak) return { outcome: 'ON_BREAK', accountId: onBreak };
  if (ctx.accounts.byUsername(body.username))
    return { outcome: 'USERNAME_UNAVAILABLE', suggestions: freeUsernames(ctx.accounts, body.username) };
  const owner = accountsWithEmail(ctx.db, body.email)[0] ?? ctx.accounts.byEmail(body.email)?.id;
  if (owner) {
    const locale = ctx.accounts.byId(owner)?.locale ?? joining.locale;
    queueMessage(ctx.db, { accountId: owner, template: 'REGISTRATION_ON_YOUR_ADDRESS', locale, createdAt: now });
    return { outcome: 'CHECK_EMAIL' };
  }
  return { outcome: 'NEW', account: createAccount(ctx, joining) };
}

async function join(ctx: AppContext, request: FastifyRequest<{ Body: RegistrationRequest }>, reply: FastifyReply) {
  const now = ctx.clock();
  const brand = brandOf(request);
  const body = normalised(request.body);
  const problem = refusal(body, brand, now);
  if (problem) throw problem;
  // Hashed before any lookup, so no outcome answers faster than another.
  const password = await hashSecret(body.password);
  const joining = { body, brand, locale: requestLocale(request), password, now };
  const decision = ctx.db.transaction(() => decide(ctx, joining))();
  if (decision.outcome === 'ON_BREAK') {
    const detail = { username: body.username, countryCode: body.countryCode };
    recordAudit(ctx.db, { kind: 'REGISTRATION_REFUSED_ON_BREAK', accountId: decision.accountId, detail, createdAt: now });
    throw refusedOnBreak();
  }
  if (decision.outcome !== 'NEW') return decision;
  const session = ctx.auth.sessionForNewAccount(decision.account);
  setSessionCookie(request, reply, session, now);
  return { outcome: 'OPENED' as const, session: sessionResponse(ctx.auth, session, now) };
}

export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const byClient = new FailureLimiter(REGISTRATIONS_PER_CLIENT, REGISTRATION_WINDOW_MS);

  routeOf(app, registrationOptionsEndpoint, {}, async (request) => {
    const brand = brandOf(request);
    return { countries: [...brand.registrationCountries], currencies: [brand.currency] };
  });

  routeOf(
    app,
    registerEndpoint,
    // Judged as sent: Fastify's coercion would take ["Ana"] or 12345 as the strings they are not.
    { preValidation: strictBody(registrationRequestSchema) },
    async (request, reply) => {
      const now = ctx.clock();
      // Every try counts, a taken username's too: the suggestions cannot be used to list who is here.
      const wait = byClient.blockedFor(request.ip, now);
      if (wait > 0)
        throw tooManyRequests('Too many registrations from here; try again later', wait / 1000, 'REGISTRATION_RATE_LIMITED');
      byClient.begin(request.ip, now);
      return join(ctx, request, reply);
    },
  );
}

function createAccount(ctx: AppContext, made: Joining): Account {
  const { body } = made;
  const id = String(nextSequence(ctx.db, 'account_id', FIRST_ACCOUNT_ID));
  ctx.accounts.insert({
    id,
    username: body.username,
    passwordSalt: made.password.salt,
    passwordHash: made.password.hash,
    brand: made.brand.id,
    currency: made.brand.currency,
    locale: made.locale,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
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
