import { HttpError } from '@sportsbook/http';
import { MissingSessionTokenError } from '../session/session-state';

const CODED_STATUSES = new Set([401, 402, 403, 421, 500]);
const UNCODED_STATUSES = new Set([401, 402, 403]);
const LOGIN_CODE = /^INT\d{3}$/;

/** reasonJson.responseCode of spec §8; an operator that sends the login code only as `code` is read too. */
function responseCodeOf(error: HttpError): string | undefined {
  const body = error.body;
  if (body?.responseCode) return body.responseCode;
  return body && LOGIN_CODE.test(body.code) ? body.code : undefined;
}

/**
 * The translation key for a failed login, exactly as spec §8 maps it: a response code where the
 * status carries one, else the status, else a generic HTTP or non-HTTP error.
 */
export function loginErrorKey(error: unknown): string {
  if (error instanceof MissingSessionTokenError) return 'error-500';
  if (!(error instanceof HttpError)) return 'something-went-wrong';
  const code = responseCodeOf(error);
  if (code && CODED_STATUSES.has(error.status)) return `login-error-${code}`;
  if (UNCODED_STATUSES.has(error.status)) return `login-error-${error.status}`;
  if (error.status === 400 || error.status === 404) return `error-${error.status}`;
  return 'error-500';
}
