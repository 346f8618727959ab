/**
 * Logins and sessions. A login walks password → (one-time code | security question) → verified,
 * carried between steps by a short-lived signed login token; a verified login is exchanged once for
 * a session. Sessions live in SQLite (so logout revokes them and they survive a restart) and are
 * presented as signed, expiring tokens in an HttpOnly cookie or a bearer header.
 */
import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { LOGIN_ERROR_CODES } from '@sportsbook/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { breakInEffect, sessionLimitEnd, type Account, type AccountStore } from '../accounts/account-store';
import type { Db } from '../db/database';
import { ApiHttpError, tooManyRequests, unauthorized } from '../http/api-error';
import { onBreak } from '../safer-play/play-guard';
import { normaliseAnswer, verifySecret } from './passwords';
import { FailureLimiter } from './rate-limiter';
import type { TokenClaims, TokenSigner } from './tokens';

export interface AuthOptions {
  sessionTtlSeconds: number;
  /** Absolute lifetime of a session from its login: refresh never takes it past this. */
  sessionMaxAgeSeconds: number;
  /** Tests only: every one-time code is this value instead of a random one. */
  otpFixedCode?: string;
}

export interface Session {
  id: string;
  token: string;
  expiresAt: number;
  /** When the login happened; the session cannot outlive createdAt + sessionMaxAgeSeconds. */
  createdAt: number;
  account: Account;
}

const LOGIN_TTL_SECONDS = 10 * 60;
/** Spec §9: a one-time code is valid 30 minutes and a new one may be asked for after 5. */
const OTP_VALID_MS = 30 * 60_000;
const OTP_RESEND_WAIT_MS = 5 * 60_000;
const OTP_MAX_ATTEMPTS = 5;
const OTP_LENGTH = 6;
export const PASSWORD_FAILURES_PER_USER = 5;
const PASSWORD_FAILURES_PER_CLIENT = 30;
/** An account's budget of wrong security answers, counted apart from its passwords. */
const ANSWER_FAILURES_PER_ACCOUNT = 5;
/** Lockouts are sliding windows: a key is refused until its oldest counted failure is this old. */
export const FAILURE_WINDOW_MS = 15 * 60_000;

const UNKNOWN_USER_HASH = { salt: 'unknown-user', hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };

interface PendingCode {
  code: string;
  sentAt: number;
}

/** Which second factor an account's logins must pass before any path yields a session. */
function secondFactorOf(account: Account): 'otp' | 'question' | undefined {
  return account.loginMode === 'OTP' ? 'otp' : account.loginMode === 'QUESTION' ? 'question' : undefined;
}

export class AuthService {
  private readonly byUser = new FailureLimiter(PASSWORD_FAILURES_PER_USER, FAILURE_WINDOW_MS);
  private readonly byClient = new FailureLimiter(PASSWORD_FAILURES_PER_CLIENT, FAILURE_WINDOW_MS);
  /** Wrong one-time codes per account: a fresh code or a fresh login does not give the budget back. */
  private readonly codeFailures = new FailureLimiter(OTP_MAX_ATTEMPTS, FAILURE_WINDOW_MS);
  private readonly answerFailures = new FailureLimiter(ANSWER_FAILURES_PER_ACCOUNT, FAILURE_WINDOW_MS);
  private readonly codes = new Map<string, PendingCode>();
  /** Verified login tokens already exchanged for a session (each works once). */
  private readonly spentLogins = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly accounts: AccountStore,
    private readonly signer: TokenSigner,
    private readonly clock: () => number,
    private readonly options: AuthOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get sessionTtlSeconds(): number {
    return this.options.sessionTtlSeconds;
  }

  /**
   * Checks a password with rate limiting and the account status codes of spec §8, on the site of one
   * brand: an account opens sessions only on its own brand's site (its currency, limits and tax).
   */
  async checkPassword(username: string, password: string, client: string, brand: string): Promise<Account> {
    const now = this.clock();
    const name = username.trim().toLowerCase();
    const wait = Math.max(this.byUser.blockedFor(name, now), this.byClient.blockedFor(client, now));
    if (wait > 0) throw tooManyRequests('Too many failed logins; try again later', wait / 1000, 'LOGIN_RATE_LIMITED');
    // Counted before the hash so parallel guesses see each other (rate-limiter.ts).
    this.byUser.begin(name, now);
    const clientAttempt = this.byClient.begin(client, now);
    const account = name === '' ? undefined : this.accounts.byUsername(name);
    // Unknown names cost a hash too, so response time does not reveal which usernames exist.
    const ok = await verifySecret(
      password,
      account ? { salt: account.passwordSalt, hash: account.passwordHash } : UNKNOWN_USER_HASH,
    );
    if (!account || !ok) throw new ApiHttpError(401, LOGIN_ERROR_CODES.invalidCredentials, 'Invalid login credentials');
    this.byUser.reset(name);
    this.byClient.forgive(clientAttempt);
    // Only after the password: whose site an account belongs to is told to its owner alone.
    if (account.brand !== brand) {
      throw new ApiHttpError(403, LOGIN_ERROR_CODES.otherBrand, 'This account belongs to another of our sites');
    }
    switch (account.status) {
      case 'SUSPENDED':
        throw new ApiHttpError(402, LOGIN_ERROR_CODES.suspended, 'Account suspended');
      case 'LOCKED':
        throw new ApiHttpError(403, LOGIN_ERROR_CODES.locked, 'Account locked');
      case 'PENDING_ACTIVATION':
        throw new ApiHttpError(403, LOGIN_ERROR_CODES.pendingActivation, 'Account pending activation');
      case 'ACTIVE':
        return this.notOnBreak(account);
    }
  }

  /** A time-out or self-exclusion keeps the player out until it ends, saying until when. */
  private notOnBreak(account: Account): Account {
    const playBreak = breakInEffect(account, this.clock());
    if (!playBreak) return account;
    throw onBreak(playBreak.until);
  }

  /** First login token after a good password: verified for plain accounts, else waiting for the second step. */
  startLogin(account: Account): { token: string; otp: boolean | null } {
    const stage = secondFactorOf(account) ?? 'verified';
    if (stage === 'otp') this.sendCode(account, true);
    return { token: this.loginToken(account.id, stage), otp: stage === 'otp' ? true : stage === 'question' ? null : false };
  }

  /** The login a login token stands for, at the given stage. */
  pendingLogin(token: string | undefined, stage: TokenClaims['stage']): Account {
    const claims = token ? this.signer.verify(token, this.clock()) : undefined;
    if (!claims || claims.scope !== 'login') throw unauthorized('No login in progress; log in again', 'LOGIN_REQUIRED');
    if (claims.stage !== stage)
      throw unauthorized(
        `This login is not waiting for ${stage === 'verified' ? 'integration' : `a ${stage} step`}`,
        'WRONG_LOGIN_STEP',
      );
    const account = this.accounts.byId(claims.sub);
    if (!account || account.status !== 'ACTIVE') throw unauthorized('No login in progress; log in again', 'LOGIN_REQUIRED');
    this.notOnBreak(account);
    if (stage === 'verified' && this.spentLogins.has(claims.sid))
      throw unauthorized('This login was already used', 'LOGIN_REQUIRED');
    return account;
  }

  /** Sends a new code unless one went out less than 5 minutes ago; false when the player must wait. */
  sendCode(account: Account, force = false): boolean {
    const now = this.clock();
    const pending = this.codes.get(account.id);
    if (!force && pending && now - pending.sentAt < OTP_RESEND_WAIT_MS) return false;
    const code = this.options.otpFixedCode ?? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    this.codes.set(account.id, { code, sentAt: now });
    // The demo has no SMS gateway: the code goes to the server log (api/README.md).
    this.log.info(`one-time code for ${account.username}: ${code}`);
    return true;
  }

  /** A verified login token for a correct code; undefined for a wrong one. Too many wrong codes end the login. */
  checkCode(account: Account, code: string): string | undefined {
    const now = this.clock();
    const wait = this.codeFailures.blockedFor(account.id, now);
    if (wait > 0) throw tooManyRequests('Too many wrong codes; try again later', wait / 1000, 'OTP_ATTEMPTS_EXCEEDED');
    const pending = this.codes.get(account.id);
    if (!pending || now - pending.sentAt > OTP_VALID_MS) {
      this.codes.delete(account.id);
      throw unauthorized('The code has expired; log in again', 'OTP_EXPIRED');
    }
    if (pending.code !== code) {
      this.codeFailures.begin(account.id, now);
      if (this.codeFailures.blockedFor(account.id, now) > 0) {
        this.codes.delete(account.id);
        throw tooManyRequests('Too many wrong codes; log in again later', FAILURE_WINDOW_MS / 1000, 'OTP_ATTEMPTS_EXCEEDED');
      }
      return undefined;
    }
    this.codes.delete(account.id);
    this.codeFailures.reset(account.id);
    return this.loginToken(account.id, 'verified');
  }

  async checkAnswer(account: Account, answer: string, client: string): Promise<string | undefined> {
    const now = this.clock();
    const wait = this.answerFailures.blockedFor(account.id, now);
    if (wait > 0) throw tooManyRequests('Too many wrong answers; try again later', wait / 1000, 'LOGIN_RATE_LIMITED');
    this.answerFailures.begin(account.id, now);
    const clientAttempt = this.byClient.begin(client, now);
    const [salt, hash] = (account.securityAnswerHash ?? ':').split(':') as [string, string];
    if (!(await verifySecret(normaliseAnswer(answer), { salt, hash }))) return undefined;
    this.answerFailures.reset(account.id);
    this.byClient.forgive(clientAttempt);
    return this.loginToken(account.id, 'verified');
  }

  /** Exchanges a verified login for a session (once). */
  completeLogin(loginToken: string | undefined): Session {
    const account = this.pendingLogin(loginToken, 'verified');
    const claims = this.signer.verify(loginToken as string, this.clock()) as TokenClaims;
    this.spentLogins.set(claims.sid, claims.exp);
    for (const [sid, exp] of this.spentLogins) if (exp * 1000 < this.clock()) this.spentLogins.delete(sid);
    return this.createSession(account);
  }

  /** A session for an account whose login has passed every factor it has; callers go through completeLogin. */
  private createSession(account: Account): Session {
    const now = this.clock();
    const id = randomUUID();
    const expiresAt = Math.min(now + this.options.sessionTtlSeconds * 1000, sessionLimitEnd(account, now));
    this.db
      .prepare('INSERT INTO sessions (id, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(id, account.id, now, expiresAt);
    this.accounts.recordLogin(account.id, now);
    return { id, account, expiresAt, createdAt: now, token: this.sessionToken(account.id, id, now, expiresAt) };
  }

  /** The first session of an account its owner has just registered (it has no second factor yet). */
  sessionForNewAccount(account: Account): Session {
    if (secondFactorOf(account)) throw new Error('a new account has no second factor');
    return this.createSession(account);
  }

  /** Tests and tools: a session for a plain account without the login round trip. Refuses a two-factor account. */
  sessionWithoutLogin(account: Account): Session {
    if (secondFactorOf(account)) throw new Error(`${account.username} has a second factor; log in through it`);
    return this.createSession(account);
  }

  /** The live session a token stands for, or undefined (bad signature, expired, revoked, account gone). */
  session(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const claims = this.signer.verify(token, this.clock());
    if (!claims || claims.scope !== 'session') return undefined;
    const session = this.sessionById(claims.sid);
    if (!session || session.account.id !== claims.sub) return undefined;
    return { ...session, token, expiresAt: claims.exp * 1000 };
  }

  /** A new expiry, never beyond the session's absolute lifetime: refresh cannot keep a stolen token alive forever. */
  refresh(session: Session): Session {
    const now = this.clock();
    const latest = Math.min(
      session.createdAt + this.options.sessionMaxAgeSeconds * 1000,
      sessionLimitEnd(session.account, session.createdAt),
    );
    const expiresAt = Math.min(now + this.options.sessionTtlSeconds * 1000, latest);
    this.db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, session.id);
    return { ...session, expiresAt, token: this.sessionToken(session.account.id, session.id, now, expiresAt) };
  }

  revoke(session: Session): void {
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?').run(this.clock(), session.id);
  }

  /** Ends every session of an account at once (a break taken on one device ends the others too). */
  revokeAll(accountId: string): void {
    this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL')
      .run(this.clock(), accountId);
  }

  /**
   * Per-session tokens for third-party providers: stable for a session, useless elsewhere. The
   * session id (hex, not a secret: the session token is what proves a login) lets the server find
   * the session again; the MAC under the server secret makes the token unforgeable and ties it to
   * one provider label. URL-safe, so it travels in a launch URL's query.
   */
  providerToken(session: Session, provider: string): string {
    return `${session.id.replaceAll('-', '')}${this.providerMac(session.id, provider)}`;
  }

  /** The live session behind a provider token minted for one of `providers`; undefined for anything else. */
  sessionForProviderToken(token: string, providers: readonly string[]): Session | undefined {
    const match = /^([0-9a-f]{32})([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match) return undefined;
    const [, hex, mac] = match as unknown as [string, string, string];
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const genuine = providers.some((provider) => timingSafeEqual(Buffer.from(this.providerMac(id, provider)), Buffer.from(mac)));
    return genuine ? this.sessionById(id) : undefined;
  }

  private providerMac(sessionId: string, provider: string): string {
    return this.signer.mac(`provider:${sessionId}:${provider}`).slice(0, 32);
  }

  /** A session row that is neither revoked nor expired, of an active account (token left empty). */
  private sessionById(id: string): Session | undefined {
    const row = this.db
      .prepare<[string], { account_id: string; created_at: number; expires_at: number; revoked_at: number | null }>(
        'SELECT account_id, created_at, expires_at, revoked_at FROM sessions WHERE id = ?',
      )
      .get(id);
    if (!row || row.revoked_at !== null || row.expires_at <= this.clock()) return undefined;
    const account = this.accounts.byId(row.account_id);
    const now = this.clock();
    if (!account || account.status !== 'ACTIVE' || breakInEffect(account, now)) return undefined;
    // A session limit set during a session ends it too, without waiting for its token to expire.
    if (sessionLimitEnd(account, row.created_at) <= now) return undefined;
    return { id, token: '', expiresAt: row.expires_at, createdAt: row.created_at, account };
  }

  private loginToken(accountId: string, stage: NonNullable<TokenClaims['stage']>): string {
    const now = Math.floor(this.clock() / 1000);
    return this.signer.sign({
      sub: accountId,
      sid: randomBytes(12).toString('base64url'),
      scope: 'login',
      stage,
      iat: now,
      exp: now + LOGIN_TTL_SECONDS,
    });
  }

  private sessionToken(accountId: string, sessionId: string, now: number, expiresAt: number): string {
    return this.signer.sign({
      sub: accountId,
      sid: sessionId,
      scope: 'session',
      iat: Math.floor(now / 1000),
      exp: Math.floor(expiresAt / 1000),
    });
  }
}
