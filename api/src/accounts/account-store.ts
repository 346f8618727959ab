/** Player accounts in SQLite. */
import type { AccountPrefs, PlayBreakKind, PlayTimeSettings } from '@sportsbook/contracts';
import { sessionEnd, type PlayLimit } from '@sportsbook/stakes';
import type { Db } from '../db/database';

export type AccountStatus = 'ACTIVE' | 'SUSPENDED' | 'LOCKED' | 'PENDING_ACTIVATION';
export type LoginMode = 'PLAIN' | 'OTP' | 'QUESTION';

export interface Account {
  id: string;
  username: string;
  passwordSalt: string;
  passwordHash: string;
  brand: string;
  currency: string;
  locale: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  status: AccountStatus;
  loginMode: LoginMode;
  securityQuestion: string | null;
  securityAnswerHash: string | null;
  selfExcluded: boolean;
  vipLevel: number;
  prefs: Partial<AccountPrefs>;
  details: Record<string, unknown>;
  realMoneyBonuses: { wasSet: boolean; enabled: boolean } | null;
  createdAt: number;
  firstLoginAt: number | null;
  lastLoginAt: number | null;
  termsAcceptedAt: number | null;
  /** The latest time-out or self-exclusion the player took; in effect while `until` is ahead. */
  playBreak: { kind: PlayBreakKind; until: number } | null;
  /** The player's own time settings (reality check and session limit) as stored; 0 turns one off. */
  playTime: PlayTimeSettings;
  /** The session limit in minutes (null: none) with a longer one waiting out its cooling-off. */
  sessionLimit: PlayLimit;
}

interface AccountRow {
  id: string;
  username: string;
  password_salt: string;
  password_hash: string;
  brand: string;
  currency: string;
  locale: string;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  status: AccountStatus;
  login_mode: LoginMode;
  security_question: string | null;
  security_answer_hash: string | null;
  self_excluded: number;
  vip_level: number;
  prefs_json: string;
  details_json: string;
  real_money_bonuses_json: string | null;
  created_at: number;
  first_login_at: number | null;
  last_login_at: number | null;
  terms_accepted_at: number | null;
  break_kind: PlayBreakKind | null;
  break_until: number | null;
  reality_check_minutes: PlayTimeSettings['realityCheckMinutes'];
  session_limit_minutes: PlayTimeSettings['sessionLimitMinutes'];
  session_limit_pending_set: number;
  session_limit_pending_minutes: number | null;
  session_limit_pending_from: number | null;
}

const sessionLimitOf = (row: AccountRow): PlayLimit => ({
  amountMinor: row.session_limit_minutes > 0 ? row.session_limit_minutes : null,
  ...(row.session_limit_pending_set === 1
    ? { pending: { amountMinor: row.session_limit_pending_minutes, from: row.session_limit_pending_from as number } }
    : {}),
});

const fromRow = (row: AccountRow): Account => ({
  id: row.id,
  username: row.username,
  passwordSalt: row.password_salt,
  passwordHash: row.password_hash,
  brand: row.brand,
  currency: row.currency,
  locale: row.locale,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  countryCode: row.country_code,
  status: row.status,
  loginMode: row.login_mode,
  securityQuestion: row.security_question,
  securityAnswerHash: row.security_answer_hash,
  selfExcluded: row.self_excluded === 1,
  vipLevel: row.vip_level,
  prefs: JSON.parse(row.prefs_json) as Partial<AccountPrefs>,
  details: JSON.parse(row.details_json) as Record<string, unknown>,
  realMoneyBonuses: row.real_money_bonuses_json ? (JSON.parse(row.real_money_bonuses_json) as Account['realMoneyBonuses']) : null,
  createdAt: row.created_at,
  firstLoginAt: row.first_login_at,
  lastLoginAt: row.last_login_at,
  termsAcceptedAt: row.terms_accepted_at,
  playBreak: row.break_kind && row.break_until !== null ? { kind: row.break_kind, until: row.break_until } : null,
  playTime: { realityCheckMinutes: row.reality_check_minutes, sessionLimitMinutes: row.session_limit_minutes },
  sessionLimit: sessionLimitOf(row),
});

/** When a session that began at `createdAt` must end under the player's session limit; Infinity without one. */
export const sessionLimitEnd = (account: Account, createdAt: number): number => sessionEnd(account.sessionLimit, createdAt);

/** The break that keeps the player out at `now`, if one does. */
export const breakInEffect = (account: Account, now: number): Account['playBreak'] =>
  account.playBreak && account.playBreak.until > now ? account.playBreak : null;

/** A player who has taken a break gets no marketing from then on. */
export const excludedFromPromotions = (account: Account): boolean =>
  account.playBreak !== null || account.details['excludedFromPromotions'] === true;

export type NewAccount = Omit<
  Account,
  | 'prefs'
  | 'details'
  | 'realMoneyBonuses'
  | 'firstLoginAt'
  | 'lastLoginAt'
  | 'termsAcceptedAt'
  | 'playBreak'
  | 'playTime'
  | 'sessionLimit'
>;

export class AccountStore {
  constructor(private readonly db: Db) {}

  byId(id: string): Account | undefined {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
    return row && fromRow(row);
  }

  byUsername(username: string): Account | undefined {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE username = ?').get(username);
    return row && fromRow(row);
  }

  byEmail(email: string): Account | undefined {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ? COLLATE NOCASE').get(email);
    return row && fromRow(row);
  }

  all(): Account[] {
    return this.db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY id').all().map(fromRow);
  }

  insert(account: NewAccount): void {
    this.db
      .prepare(
        `INSERT INTO accounts (id, username, password_salt, password_hash, brand, currency, locale, first_name, last_name, email,
           country_code, status, login_mode, security_question, security_answer_hash, self_excluded, vip_level, created_at)
         VALUES (@id, @username, @passwordSalt, @passwordHash, @brand, @currency, @locale, @firstName, @lastName, @email,
           @countryCode, @status, @loginMode, @securityQuestion, @securityAnswerHash, @selfExcluded, @vipLevel, @createdAt)`,
      )
      .run({ ...account, selfExcluded: account.selfExcluded ? 1 : 0 });
  }

  recordLogin(id: string, at: number): void {
    this.db
      .prepare('UPDATE accounts SET last_login_at = ?, first_login_at = COALESCE(first_login_at, ?) WHERE id = ?')
      .run(at, at, id);
  }

  acceptTerms(id: string, at: number): void {
    this.db.prepare('UPDATE accounts SET terms_accepted_at = ? WHERE id = ?').run(at, id);
  }

  savePrefs(id: string, prefs: Partial<AccountPrefs>): void {
    this.db.prepare('UPDATE accounts SET prefs_json = ? WHERE id = ?').run(JSON.stringify(prefs), id);
  }

  saveDetails(
    id: string,
    details: Record<string, unknown>,
    names?: { firstName: string; lastName: string; locale: string },
  ): void {
    this.db.prepare('UPDATE accounts SET details_json = ? WHERE id = ?').run(JSON.stringify(details), id);
    if (names) {
      this.db
        .prepare('UPDATE accounts SET first_name = ?, last_name = ?, locale = ? WHERE id = ?')
        .run(names.firstName, names.lastName, names.locale, id);
    }
  }

  /** A break can only lengthen: an earlier end than the one in effect is ignored, so no break ends early. */
  startBreak(id: string, kind: PlayBreakKind, until: number): void {
    this.db
      .prepare(
        `UPDATE accounts SET break_kind = ?, break_until = ?
         WHERE id = ? AND (break_until IS NULL OR break_until < ?)`,
      )
      .run(kind, until, id, until);
  }

  /** The reality check applies as asked; the session limit as the shared rule decided (changeSessionLimit). */
  savePlayTime(id: string, realityCheckMinutes: number, sessionLimit: PlayLimit): void {
    this.db
      .prepare(
        `UPDATE accounts SET reality_check_minutes = ?, session_limit_minutes = ?, session_limit_pending_set = ?,
           session_limit_pending_minutes = ?, session_limit_pending_from = ? WHERE id = ?`,
      )
      .run(
        realityCheckMinutes,
        sessionLimit.amountMinor ?? 0,
        sessionLimit.pending ? 1 : 0,
        sessionLimit.pending?.amountMinor ?? null,
        sessionLimit.pending?.from ?? null,
        id,
      );
  }

  saveRealMoneyBonuses(id: string, value: { wasSet: boolean; enabled: boolean }): void {
    this.db.prepare('UPDATE accounts SET real_money_bonuses_json = ? WHERE id = ?').run(JSON.stringify(value), id);
  }
}
