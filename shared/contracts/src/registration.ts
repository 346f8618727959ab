/**
 * Joining (issue 23.1): the request, the options a brand offers, and the rules the form shows as the
 * visitor types and the API checks again. Pure functions, one place for both sides.
 */
import * as v from '@sportsbook/schema';

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

/** POST /api/registrations (anonymous): a new account on the request's brand, logged in at once. */
export const registrationRequestSchema = v.object({
  username: v.pipe(v.string(), v.regex(USERNAME_PATTERN)),
  email: v.pipe(v.string(), v.maxLength(200), v.regex(EMAIL_PATTERN)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  firstName: v.pipe(v.string(), v.regex(/\S/), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.regex(/\S/), v.maxLength(100)),
  dateOfBirth: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  acceptTerms: v.literal(true),
  acceptPrivacy: v.literal(true),
});
export type RegistrationRequest = v.InferOutput<typeof registrationRequestSchema>;

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
  /** The same answer for a taken username or email, so nobody learns which accounts exist. */
  refused: 'REGISTRATION_REFUSED',
} as const;
