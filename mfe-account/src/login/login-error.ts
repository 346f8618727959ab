import { PLAY_SAFETY_ERROR_CODES } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';
import { formatDateTime } from '../shared-ui/format';
import { MissingSessionTokenError } from '../session/session-state';
import type { AccountKey } from '../i18n/account-key';

const CODED_STATUSES = new Set([401, 402, 403, 421, 500]);
const LOGIN_CODE = /^INT\d{3}$/;
/** The spec §8 login codes with a message of their own; another code reads by its HTTP status. */
const LOGIN_ERROR_CODES = ['INT001', 'INT003', 'INT008', 'INT009', 'INT051', 'INT056', 'INT090'] as const;
const isLoginErrorCode = (code: string | undefined): code is (typeof LOGIN_ERROR_CODES)[number] =>
  (LOGIN_ERROR_CODES as readonly (string | undefined)[]).includes(code);

/** reasonJson.responseCode of spec §8; an operator that sends the login code only as `code` is read too. */
function responseCodeOf(error: HttpError): string | undefined {
  const body = error.body;
  if (body?.responseCode) return body.responseCode;
  return body && LOGIN_CODE.test(body.code) ? body.code : undefined;
}

/** The page is shown inside another site's page, where a browser may refuse this site's cookies. */
const framedByAnotherPage = (): boolean => {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
};

/**
 * The translation key for a failed login, exactly as spec §8 maps it: a response code where the
 * status carries one, else the status, else a generic HTTP or non-HTTP error. A later step that
 * finds no login in progress (the API's LOGIN_REQUIRED) is not a wrong password: the first step's
 * cookie did not come back, which a browser does to a site framed by another one.
 */
export function loginErrorKey(error: unknown, framed = framedByAnotherPage()): AccountKey {
  if (error instanceof MissingSessionTokenError) return 'error-500';
  if (!(error instanceof HttpError)) return 'something-went-wrong';
  if (error.status === 401 && error.body?.code === 'LOGIN_REQUIRED') {
    return framed ? 'login-error-cookies-framed' : 'login-error-interrupted';
  }
  if (error.status === 403 && error.body?.code === PLAY_SAFETY_ERROR_CODES.onBreak) return 'login-error-PLAY_BREAK';
  const code = responseCodeOf(error);
  if (isLoginErrorCode(code) && CODED_STATUSES.has(error.status)) return `login-error-${code}`;
  if (error.status === 401 || error.status === 402 || error.status === 403) return `login-error-${error.status}`;
  if (error.status === 400 || error.status === 404) return `error-${error.status}`;
  return 'error-500';
}

/** When the break that refused a login ends, for its message; undefined for any other failure. */
export const breakEndOf = (error: unknown): string | undefined =>
  error instanceof HttpError && error.body?.code === PLAY_SAFETY_ERROR_CODES.onBreak ? error.body.until : undefined;

/** What a failed login's message names besides its key: the end of the break, in the player's locale. */
export function loginErrorValues(error: unknown, locale: string): { until?: string } {
  const until = breakEndOf(error);
  return until ? { until: formatDateTime(until, locale) ?? until } : {};
}
