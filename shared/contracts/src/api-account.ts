/**
 * Authentication, session, account and wallet shapes of spec §7 (entities of spec §3: Session
 * response, Login details, Session tokens, Profile, Player details, Account preferences, Account info,
 * Wallet). Where §7 shows no shape, these are the API's documented design (api/README.md).
 *
 * Bases of §7 as this API serves them (all under /api so the shell proxies them):
 * auth base `/api/auth`, accounts base, operator and wallet base `/api`.
 */

/** Login failure codes of spec §8 carried in ApiError.code and ApiError.responseCode. */
export const LOGIN_ERROR_CODES = {
  invalidCredentials: 'INT003',
  suspended: 'INT009',
  locked: 'INT008',
  pendingActivation: 'INT056',
  providerError: 'INT001',
  quotaExceeded: 'INT051',
  /** The account belongs to another brand's site (each brand keeps its own players, currency and rules). */
  otherBrand: 'INT090',
} as const;

export const SESSION_COOKIE = 'sb_session';
/**
 * A cookie script can read, set and cleared with the HttpOnly session cookie and living as long: it
 * says a session may exist, so a visitor's page never asks /api/session for a 401. It grants nothing.
 */
export const SESSION_HINT_COOKIE = 'sb_signed_in';
/** Whether a Cookie header (or document.cookie) holds the session hint: a player's page, as far as it can tell. */
export const hasSessionHint = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
/** Short-lived cookie that carries a login between the password step and the code/question step. */
export const LOGIN_COOKIE = 'sb_login';
