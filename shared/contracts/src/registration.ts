/**
 * Joining: the request, the options a brand offers, and the rules the form shows as the
 * visitor types and the API checks again. Pure functions, one place for both sides.
 */
import * as v from '@sportsbook/schema';
import { sessionResponseSchema } from './account-schema';

export const MINIMUM_AGE = 18;

/** What a password must have; the form ticks each off as it is typed. */
export const PASSWORD_RULES = ['length', 'letter', 'digit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
export const MIN_PASSWORD_LENGTH = 8;

/** The rules a password breaks, in the order the form lists them. */
export function passwordProblems(password: string): PasswordRule[] {
  const met: Record<PasswordRule, boolean> = {
    length: [...password].length >= MIN_PASSWORD_LENGTH,
    letter: /\p{L}/u.test(password),
    digit: /\p{Nd}/u.test(password),
  };
  return PASSWORD_RULES.filter((rule) => !met[rule]);
}

/** Whole years from a YYYY-MM-DD birth date to `today` (a UTC date), by the calendar; NaN for no such date. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return Number.NaN;
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
/** One @, something either side, a dot in the domain: the address is proved by use, not by a pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters that show nothing or change how the rest shows: controls, format characters (zero-width
 * spaces and joiners, bidi overrides such as U+202E), line separators, private-use and lone
 * surrogates, and the Hangul fillers that render blank. A name or address holding one can look
 * identical to another.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;
/** What markup and scripts are made of; no one's name needs them. */
const MARKUP = /[<>&"`\\/{}=]/;

/** What is wrong with a first or last name: no letter at all, an invisible character, or markup. */
export type NameProblem = 'required' | 'invisible' | 'markup';

export function nameProblem(name: string): NameProblem | undefined {
  const text = name.normalize('NFC');
  if (INVISIBLE.test(text)) return 'invisible';
  if (MARKUP.test(text)) return 'markup';
  if (!/\p{L}/u.test(text)) return 'required';
  return undefined;
}

/** What is wrong with an email address: not an address, or a character that does not show. */
export function emailProblem(email: string): 'invalid' | 'invisible' | undefined {
  if (INVISIBLE.test(email)) return 'invisible';
  return EMAIL_PATTERN.test(email.normalize('NFC')) ? undefined : 'invalid';
}

/** No one alive was born earlier; a later date of birth is a typing slip. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** What is wrong with a date of birth on `today`: no such date, before 1900 or in the future, or too young. */
export function birthDateProblem(dateOfBirth: string, today: Date): 'date' | 'implausible' | 'age' | undefined {
  const age = ageOn(dateOfBirth, today);
  if (Number.isNaN(age)) return 'date';
  if (dateOfBirth < EARLIEST_BIRTH_DATE || age < 0 || dateOfBirth > today.toISOString().slice(0, 10)) return 'implausible';
  return age < MINIMUM_AGE ? 'age' : undefined;
}

/** What the API says of a refused name (the form says it in the player's language). */
const NAME_PROBLEM_TEXT: Record<NameProblem, string> = {
  required: 'needs at least one letter',
  invisible: 'holds a control or invisible character',
  markup: 'holds a markup character',
};

const personName = v.pipe(
  v.string(),
  v.maxLength(100),
  v.check(
    (name) => nameProblem(name) === undefined,
    (issue) => NAME_PROBLEM_TEXT[nameProblem(String(issue.input)) ?? 'required'],
  ),
);

/** POST /api/registrations (anonymous): a new account on the request's brand, logged in at once. */
export const registrationRequestSchema = v.strictObject({
  username: v.pipe(v.string(), v.regex(USERNAME_PATTERN)),
  email: v.pipe(
    v.string(),
    v.maxLength(200),
    v.regex(EMAIL_PATTERN),
    v.check((email) => emailProblem(email) === undefined, 'holds a control or invisible character'),
  ),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  firstName: personName,
  lastName: personName,
  dateOfBirth: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  acceptTerms: v.literal(true),
  acceptPrivacy: v.literal(true),
});
export type RegistrationRequest = v.InferOutput<typeof registrationRequestSchema>;

/**
 * The answer to a registration the rules accept. OPENED: the account, logged in. CHECK_EMAIL: the
 * address already has an account, whose owner is emailed instead, so the answer does not tell a third
 * party the address is known. USERNAME_UNAVAILABLE: free usernames to choose from, saying nothing of
 * who holds the one asked for.
 */
export const registrationResponseSchema = v.variant('outcome', [
  v.object({ outcome: v.literal('OPENED'), session: sessionResponseSchema }),
  v.object({ outcome: v.literal('CHECK_EMAIL') }),
  v.object({ outcome: v.literal('USERNAME_UNAVAILABLE'), suggestions: v.array(v.pipe(v.string(), v.regex(USERNAME_PATTERN))) }),
]);
export type RegistrationResponse = v.InferOutput<typeof registrationResponseSchema>;

/** GET /api/registrations/options: the countries and currencies this brand takes players from. */
export const registrationOptionsSchema = v.object({
  countries: v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  currencies: v.array(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
});
export type RegistrationOptions = v.InferOutput<typeof registrationOptionsSchema>;

export const REGISTRATION_ERROR_CODES = {
  weakPassword: 'WEAK_PASSWORD',
  underAge: 'UNDER_AGE',
  notOffered: 'NOT_OFFERED',
  invalidDate: 'INVALID_DATE',
  implausibleDate: 'IMPLAUSIBLE_DATE',
  /** The username is not free (taken or reserved); the answer carries free ones to choose from. */
  usernameUnavailable: 'USERNAME_UNAVAILABLE',
  /** A refusal that says no more, so nobody learns what a third party's details are tied to. */
  refused: 'REGISTRATION_REFUSED',
} as const;
