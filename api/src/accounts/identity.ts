/**
 * Who holds an account, apart from the username and address they chose: the normalised names, the
 * birth date, the country and a hash of the email. Two accounts with the same identity belong to one
 * person, so a break taken on one holds for every other, and a person-wide rule (one bonus per
 * person) can count across accounts.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { Account } from './account-store';

/** The details a person gives when joining; the birth date is null on accounts opened before it was kept. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  countryCode: string;
  email: string;
}

/** The matchable form of PersonDetails, as stored per account. */
export interface IdentityKey {
  firstNameKey: string;
  lastNameKey: string;
  dateOfBirth: string | null;
  countryCode: string;
  emailHash: string;
}

/**
 * A name as it matches: NFC, case-folded (upper then lower, so "ß" and "SS" meet), trimmed, inner
 * runs of white space as one space.
 */
export const normalisedName = (name: string): string =>
  name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC').trim().replace(/\s+/gu, ' ');

/** SHA-256 (hex) of the address as it matches: NFC, trimmed, lower case, as the login's lookup treats it. */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email.normalize('NFC').trim().toLowerCase(), 'utf8').digest('hex');

export const identityKey = (person: PersonDetails): IdentityKey => ({
  firstNameKey: normalisedName(person.firstName),
  lastNameKey: normalisedName(person.lastName),
  dateOfBirth: person.dateOfBirth,
  countryCode: person.countryCode.toUpperCase(),
  emailHash: emailHash(person.email),
});

/** The identity of an account from its own columns, for accounts opened before identities were kept. */
export const identityOfAccount = (account: Account): IdentityKey => {
  const born = account.details['dateOfBirth'];
  return identityKey({ ...account, dateOfBirth: typeof born === 'string' ? born : null });
};

export function recordIdentity(db: Db, accountId: string, identity: IdentityKey): void {
  db.prepare(
    `INSERT INTO account_identities (account_id, first_name_key, last_name_key, date_of_birth, country_code, email_hash)
     VALUES (@accountId, @firstNameKey, @lastNameKey, @dateOfBirth, @countryCode, @emailHash)
     ON CONFLICT (account_id) DO UPDATE SET first_name_key = @firstNameKey, last_name_key = @lastNameKey,
       date_of_birth = @dateOfBirth, country_code = @countryCode, email_hash = @emailHash`,
  ).run({ accountId, ...identity });
}

/** Records the identity of an account that has none yet (opened before they were kept, or seeded). */
export function ensureIdentity(db: Db, account: Account): void {
  db.prepare(
    `INSERT INTO account_identities (account_id, first_name_key, last_name_key, date_of_birth, country_code, email_hash)
     VALUES (@accountId, @firstNameKey, @lastNameKey, @dateOfBirth, @countryCode, @emailHash)
     ON CONFLICT (account_id) DO NOTHING`,
  ).run({ accountId: account.id, ...identityOfAccount(account) });
}

export function recordMissingIdentities(db: Db, accounts: readonly Account[]): void {
  for (const account of accounts) ensureIdentity(db, account);
}

/**
 * Same person: the same email, or the same names, birth date and country. Names alone are not
 * enough (two people may share them), so a row without a birth date matches by email only.
 */
const SAME_PERSON_SQL = `(i.email_hash = @emailHash OR (i.date_of_birth IS NOT NULL AND i.date_of_birth = @dateOfBirth
  AND i.first_name_key = @firstNameKey AND i.last_name_key = @lastNameKey AND i.country_code = @countryCode))`;

/**
 * The ids of every account held by the person with this identity, oldest first; empty when the
 * identity has no account yet. Registration asks it before opening an account, and any rule that
 * holds per person rather than per account (a break taken on one account, one welcome bonus per
 * person) asks it to find the person's other accounts: pass `identityOfPerson(db, accountId)` for an
 * existing account. Runs inside the caller's transaction, so a check and the write it guards are one.
 */
export function accountsOfPerson(db: Db, identity: IdentityKey): string[] {
  return db
    .prepare<IdentityKey, { account_id: string }>(
      `SELECT i.account_id FROM account_identities i JOIN accounts a ON a.id = i.account_id
       WHERE ${SAME_PERSON_SQL} ORDER BY a.created_at, a.id`,
    )
    .all(identity)
    .map((r) => r.account_id);
}

/** The stored identity of an account; undefined for an unknown id. */
export function identityOfPerson(db: Db, accountId: string): IdentityKey | undefined {
  return db
    .prepare<[string], IdentityKey>(
      `SELECT first_name_key AS firstNameKey, last_name_key AS lastNameKey, date_of_birth AS dateOfBirth,
         country_code AS countryCode, email_hash AS emailHash
       FROM account_identities WHERE account_id = ?`,
    )
    .get(accountId);
}

/**
 * Every account held by the same person as `accountId`, itself included, oldest first: what "one
 * bonus per person" counts. An account whose identity is not stored yet counts as a person alone.
 */
export function accountsOfSamePerson(db: Db, accountId: string): string[] {
  const identity = identityOfPerson(db, accountId);
  return identity ? accountsOfPerson(db, identity) : [accountId];
}

/** An account of this person on a break (time-out or self-exclusion) at `now`, if there is one. */
export function accountOnBreak(db: Db, identity: IdentityKey, now: number): string | undefined {
  const row = db
    .prepare<IdentityKey & { now: number }, { account_id: string }>(
      `SELECT i.account_id FROM account_identities i JOIN accounts a ON a.id = i.account_id
       WHERE ${SAME_PERSON_SQL} AND a.break_kind IS NOT NULL AND a.break_until > @now LIMIT 1`,
    )
    .get({ ...identity, now });
  return row?.account_id;
}

/** The accounts registered with this email address (by its hash), oldest first. */
export function accountsWithEmail(db: Db, email: string): string[] {
  return db
    .prepare<[string], { account_id: string }>(
      `SELECT i.account_id FROM account_identities i JOIN accounts a ON a.id = i.account_id
       WHERE i.email_hash = ? ORDER BY a.created_at, a.id`,
    )
    .all(emailHash(email))
    .map((r) => r.account_id);
}
