import { HttpError } from '@sportsbook/http';

const CODED_STATUSES = new Set([401, 402, 403, 421, 500]);
const UNCODED_STATUSES = new Set([401, 402, 403]);

/**
 * The translation key for a failed login, exactly as spec §8 maps it: a response code where the
 * status carries one, else the status, else a generic HTTP or non-HTTP error.
 */
export function loginErrorKey(error: unknown): string {
  if (!(error instanceof HttpError)) return 'something-went-wrong';
  const code = error.body?.code;
  const hasCode = typeof code === 'string' && code.length > 0 && code !== 'UNKNOWN';
  if (CODED_STATUSES.has(error.status) && hasCode) return `login-error-${code}`;
  if (UNCODED_STATUSES.has(error.status)) return `login-error-${error.status}`;
  if (error.status === 400 || error.status === 404) return `error-${error.status}`;
  return 'error-500';
}

/** Spec §5: trimmed username and password are both required. */
export function validateCredentials(username: string, password: string): string | null {
  return username.trim() && password.trim() ? null : 'error-invalid-login-credentials';
}
