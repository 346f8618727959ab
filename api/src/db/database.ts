/**
 * The SQLite store (better-sqlite3, synchronous: a wallet debit and its bet commit in one
 * transaction with no await in between). Money is stored in integer minor units.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DB_FILE_NAME = 'sportsbook.sqlite';

/** Each entry migrates from version index to index+1; PRAGMA user_version records where a file is. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_salt TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    brand TEXT NOT NULL,
    currency TEXT NOT NULL,
    locale TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    country_code TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'SUSPENDED', 'LOCKED', 'PENDING_ACTIVATION')),
    login_mode TEXT NOT NULL CHECK (login_mode IN ('PLAIN', 'OTP', 'QUESTION')),
    security_question TEXT,
    security_answer_hash TEXT,
    self_excluded INTEGER NOT NULL DEFAULT 0,
    vip_level INTEGER NOT NULL DEFAULT 0,
    prefs_json TEXT NOT NULL DEFAULT '{}',
    details_json TEXT NOT NULL DEFAULT '{}',
    real_money_bonuses_json TEXT,
    created_at INTEGER NOT NULL,
    first_login_at INTEGER,
    last_login_at INTEGER,
    terms_accepted_at INTEGER
  );

  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX sessions_account ON sessions(account_id);

  CREATE TABLE wallets (
    account_id TEXT PRIMARY KEY REFERENCES accounts(id),
    currency TEXT NOT NULL,
    balance_minor INTEGER NOT NULL CHECK (balance_minor >= 0),
    promo_minor INTEGER NOT NULL DEFAULT 0 CHECK (promo_minor >= 0)
  );

  CREATE TABLE wallet_transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    kind TEXT NOT NULL,
    pocket TEXT NOT NULL CHECK (pocket IN ('REAL', 'PROMO')),
    amount_minor INTEGER NOT NULL,
    balance_after_minor INTEGER NOT NULL,
    bet_id INTEGER,
    description TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX wallet_transactions_account ON wallet_transactions(account_id, id);

  CREATE TABLE bet_slips (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    uuid TEXT NOT NULL,
    reference TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('SPORTS', 'JACKPOT')),
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED')),
    accept_after INTEGER NOT NULL,
    user_accept_odds TEXT NOT NULL,
    total_cost_minor INTEGER NOT NULL,
    errors_json TEXT NOT NULL DEFAULT '[]',
    request_json TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (account_id, uuid)
  );

  CREATE TABLE bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slip_id INTEGER NOT NULL REFERENCES bet_slips(id),
    account_id TEXT NOT NULL REFERENCES accounts(id),
    ref TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('SINGLE', 'MULTIPLE', 'SYSTEM', 'JACKPOT')),
    bet_type_id INTEGER NOT NULL,
    description TEXT NOT NULL,
    currency TEXT NOT NULL,
    unit_stake_minor INTEGER NOT NULL,
    lines INTEGER NOT NULL,
    stake_minor INTEGER NOT NULL,
    promo_stake_minor INTEGER NOT NULL DEFAULT 0,
    total_odds REAL NOT NULL,
    potential_return_minor INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT', 'REJECTED')),
    return_minor INTEGER NOT NULL DEFAULT 0,
    is_live INTEGER NOT NULL,
    system_size INTEGER,
    jackpot_id INTEGER,
    placed_at INTEGER NOT NULL,
    settled_at INTEGER
  );
  CREATE INDEX bets_account ON bets(account_id, status);
  CREATE INDEX bets_slip ON bets(slip_id);

  CREATE TABLE bet_legs (
    bet_id INTEGER NOT NULL REFERENCES bets(id),
    idx INTEGER NOT NULL,
    outcome_id INTEGER NOT NULL,
    market_id INTEGER NOT NULL,
    event_id INTEGER NOT NULL,
    event_description TEXT NOT NULL,
    market_description TEXT NOT NULL,
    outcome_description TEXT NOT NULL,
    sport_code TEXT NOT NULL,
    start_time TEXT NOT NULL,
    price REAL NOT NULL,
    ordinal INTEGER,
    result TEXT NOT NULL DEFAULT 'OPEN' CHECK (result IN ('OPEN', 'WON', 'LOST', 'VOID')),
    PRIMARY KEY (bet_id, idx)
  );
  CREATE INDEX bet_legs_event ON bet_legs(event_id, result);

  CREATE TABLE server_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE sequences (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  );
  `,
  `
  CREATE TABLE retail_codes (
    code TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('SPORTS', 'JACKPOT')),
    model_json TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  `,
  `
  CREATE TABLE game_bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    provider TEXT NOT NULL,
    round INTEGER NOT NULL,
    pick_json TEXT NOT NULL,
    odds REAL NOT NULL,
    currency TEXT NOT NULL,
    stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
    status TEXT NOT NULL CHECK (status IN ('OPEN', 'WON', 'LOST')),
    win_minor INTEGER NOT NULL DEFAULT 0,
    closes_at INTEGER NOT NULL,
    placed_at INTEGER NOT NULL,
    settled_at INTEGER
  );
  CREATE INDEX game_bets_open ON game_bets(status, closes_at);
  `,
  `
  CREATE TABLE play_limits (
    account_id TEXT NOT NULL REFERENCES accounts(id),
    kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER')),
    period TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
    amount_minor INTEGER CHECK (amount_minor > 0),
    pending_set INTEGER NOT NULL DEFAULT 0,
    pending_minor INTEGER CHECK (pending_minor > 0),
    pending_from INTEGER,
    PRIMARY KEY (account_id, kind, period)
  );
  ALTER TABLE accounts ADD COLUMN break_kind TEXT CHECK (break_kind IN ('TIME_OUT', 'SELF_EXCLUSION'));
  ALTER TABLE accounts ADD COLUMN break_until INTEGER;
  CREATE INDEX wallet_transactions_window ON wallet_transactions(account_id, created_at);
  `,
  `
  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'CANCELLED')),
    requested_at INTEGER NOT NULL,
    pays_at INTEGER NOT NULL,
    decided_at INTEGER
  );
  CREATE INDEX withdrawals_account ON withdrawals(account_id, id);
  `,
  `
  ALTER TABLE accounts ADD COLUMN reality_check_minutes INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE accounts ADD COLUMN session_limit_minutes INTEGER NOT NULL DEFAULT 0;
  `,
  // Every cash-out of a bet, part or whole, and the value at which the book cashes a bet out by itself.
  `
  CREATE TABLE bet_cashouts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    bet_id INTEGER NOT NULL REFERENCES bets(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
    automatic INTEGER NOT NULL DEFAULT 0,
    cashed_out_at INTEGER NOT NULL
  );
  CREATE INDEX bet_cashouts_bet ON bet_cashouts(bet_id, id);
  ALTER TABLE bets ADD COLUMN auto_cashout_minor INTEGER;
  `,
  // An each-way leg's terms and the result of its place part; null on a win-only leg.
  `
  ALTER TABLE bet_legs ADD COLUMN place_numerator INTEGER;
  ALTER TABLE bet_legs ADD COLUMN place_denominator INTEGER;
  ALTER TABLE bet_legs ADD COLUMN places INTEGER;
  ALTER TABLE bet_legs ADD COLUMN place_result TEXT CHECK (place_result IN ('OPEN', 'WON', 'LOST', 'VOID'));
  `,
  // Who holds each account (normalised names, birth date, country, email hash), so a person on a break
  // cannot join again under new details; what the register refused, the mail it would send, and a
  // session limit's raise waiting out its cooling-off like the money limits.
  `
  CREATE TABLE account_identities (
    account_id TEXT PRIMARY KEY REFERENCES accounts(id),
    first_name_key TEXT NOT NULL,
    last_name_key TEXT NOT NULL,
    date_of_birth TEXT,
    country_code TEXT NOT NULL,
    email_hash TEXT NOT NULL
  );
  CREATE INDEX account_identities_person ON account_identities(last_name_key, first_name_key, date_of_birth, country_code);
  CREATE INDEX account_identities_email ON account_identities(email_hash);
  CREATE TABLE audit_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    account_id TEXT REFERENCES accounts(id),
    detail_json TEXT NOT NULL DEFAULT '{}',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE outbox_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    template TEXT NOT NULL,
    locale TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  ALTER TABLE accounts ADD COLUMN session_limit_pending_set INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE accounts ADD COLUMN session_limit_pending_minutes INTEGER;
  ALTER TABLE accounts ADD COLUMN session_limit_pending_from INTEGER;
  `,
  // Each bonus paid and where it stands under the bonus terms (wagered into cash, or forfeited); the
  // bonuses paid before they were kept start being wagered now.
  `
  CREATE TABLE bonuses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CONVERTED', 'FORFEITED')),
    granted_at INTEGER NOT NULL,
    decided_at INTEGER
  );
  CREATE INDEX bonuses_account ON bonuses(account_id, id);
  INSERT INTO bonuses (account_id, amount_minor, status, granted_at)
    SELECT account_id, amount_minor, 'ACTIVE', created_at FROM wallet_transactions
    WHERE kind = 'BONUS' AND pocket = 'PROMO' AND amount_minor > 0 AND description = 'First deposit bonus';
  `,
];

export function openDatabase(dataDir: string): Db {
  const file = dataDir === ':memory:' ? ':memory:' : path.join(dataDir, DB_FILE_NAME);
  if (file !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    throw new Error(
      `database schema version ${version} is newer than this server (${MIGRATIONS.length}); run "pnpm --filter api reset"`,
    );
  }
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

/** A server-wide value created once (the token secret): the stored one, or `create()` stored now. */
export function serverSetting(db: Db, key: string, create: () => string): string {
  db.prepare('INSERT OR IGNORE INTO server_settings (key, value) VALUES (?, ?)').run(key, create());
  return (
    db.prepare<[string], { value: string }>('SELECT value FROM server_settings WHERE key = ?').get(key) as { value: string }
  ).value;
}

/** Next value of a named counter that survives restarts (ids of in-play-only events, slip references). */
export function nextSequence(db: Db, name: string, start: number): number {
  const row = db
    .prepare<[string, number], { value: number }>(
      `INSERT INTO sequences (name, value) VALUES (?, ?)
       ON CONFLICT(name) DO UPDATE SET value = value + 1
       RETURNING value`,
    )
    .get(name, start);
  return (row as { value: number }).value;
}
