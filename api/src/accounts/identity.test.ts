import { openDatabase, type Db } from '../db/database';
import { AccountStore, type NewAccount } from './account-store';
import {
  accountOnBreak,
  accountsOfPerson,
  accountsOfSamePerson,
  emailHash,
  identityKey,
  normalisedName,
  recordIdentity,
  recordMissingIdentities,
  type PersonDetails,
} from './identity';

let db: Db;
let accounts: AccountStore;
beforeEach(() => {
  db = openDatabase(':memory:');
  accounts = new AccountStore(db);
});
afterEach(() => db.close());

const ANA: PersonDetails = {
  firstName: 'Ana',
  lastName: 'Silva',
  dateOfBirth: '1990-05-17',
  countryCode: 'MT',
  email: 'ana@example.test',
};

function open(id: string, person: PersonDetails, createdAt = Number(id)): void {
  const account: NewAccount = {
    id,
    username: `user${id}`,
    passwordSalt: 's',
    passwordHash: 'h',
    brand: 'eu',
    currency: 'EUR',
    locale: 'en',
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    countryCode: person.countryCode,
    status: 'ACTIVE',
    loginMode: 'PLAIN',
    securityQuestion: null,
    securityAnswerHash: null,
    selfExcluded: false,
    vipLevel: 0,
    createdAt,
  };
  accounts.insert(account);
  recordIdentity(db, id, identityKey(person));
}

it.each([
  ['  ANA   maria ', 'ana maria'],
  ['Stra\u00DFe', 'strasse'],
  ['Jos\u0065\u0301', 'jos\u00E9'],
  ['\u00C9lodie\tDu\u00A0Pont', '\u00E9lodie du pont'],
])('the name %p matches as %p', (name, key) => {
  expect(normalisedName(name)).toBe(key);
});

it('hashes an email as the login finds it: case, spaces and composition do not matter', () => {
  expect(emailHash(' Ana@Example.TEST ')).toBe(emailHash('ana@example.test'));
  expect(emailHash('ana@example.test')).toMatch(/^[0-9a-f]{64}$/);
  expect(emailHash('ana@example.test')).not.toBe(emailHash('ana2@example.test'));
});

it('finds every account of a person by names, birth date and country, or by email; and no one else', () => {
  open('1', ANA);
  open('2', { ...ANA, firstName: ' ana ', lastName: 'SILVA', email: 'other@example.test' });
  open('3', { ...ANA, firstName: 'Bea', dateOfBirth: '1980-01-01', email: 'ANA@example.test' });
  open('4', { ...ANA, email: 'twin@example.test', dateOfBirth: '1990-05-18' });
  open('5', { ...ANA, email: 'abroad@example.test', countryCode: 'IE' });
  expect(accountsOfPerson(db, identityKey(ANA))).toEqual(['1', '2', '3']);
  expect(accountsOfSamePerson(db, '2')).toEqual(['1', '2']);
  expect(accountsOfSamePerson(db, '4')).toEqual(['4']);
  expect(accountsOfPerson(db, identityKey({ ...ANA, firstName: 'Zoe', email: 'z@example.test' }))).toEqual([]);
});

it('an account opened before identities were kept matches by email only, never by names without a birth date', () => {
  open('1', { ...ANA, dateOfBirth: null });
  expect(accountsOfPerson(db, identityKey({ ...ANA, email: 'new@example.test' }))).toEqual([]);
  expect(accountsOfPerson(db, identityKey({ ...ANA, email: 'ANA@example.test' }))).toEqual(['1']);
});

it('records the identity of seeded or older accounts that have none', () => {
  open('1', ANA);
  db.prepare('DELETE FROM account_identities').run();
  recordMissingIdentities(db, accounts.all());
  expect(accountsOfPerson(db, identityKey({ ...ANA, dateOfBirth: '2000-01-01' }))).toEqual(['1']);
});

it('names the account of a person on a break, until the break ends', () => {
  open('1', ANA);
  const identity = identityKey({ ...ANA, email: 'fresh@example.test' });
  expect(accountOnBreak(db, identity, 1000)).toBeUndefined();
  accounts.startBreak('1', 'SELF_EXCLUSION', 5000);
  expect(accountOnBreak(db, identity, 1000)).toBe('1');
  expect(accountOnBreak(db, identity, 5000)).toBeUndefined();
});
