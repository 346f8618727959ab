import type { JackpotBetError } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';

/** Spec §8 bet result codes, each with its own message in the 'jackpot' namespace (errors.RES-…). */
export const BET_RESULT_CODES = [
  'RES-00152',
  'RES-00048',
  'RES-00109',
  'RES-00108',
  'RES-00056',
  'RES-00034',
  'RES-00103',
  'RES-00140',
  'RES-00057',
  'RES-00153',
  'RES-00195',
  'RES-00047',
  'RES-00046',
  'RES-00100',
  'RES-00098',
  'RES-00199',
  'RES-00196',
  'RES-00218',
  'RES-00233',
  'RES-00241',
  'RES-00049',
  'RES-00246',
  'RES-00247',
  'RES-00249',
] as const;

export interface SlipFailure {
  /** Translation key under `errors.`. */
  key: string;
  /** Spec §8: a 500 on placement also raises a 10 s toast quoting the request reference. */
  toast: boolean;
}

const isBetResultCode = (code: string | undefined): code is (typeof BET_RESULT_CODES)[number] =>
  (BET_RESULT_CODES as readonly string[]).includes(code ?? '');

/** The message for the first refusal the API listed (a code it did not document reads as generic). */
export function refusalKey(errors: readonly JackpotBetError[]): string {
  const code = errors[0]?.code;
  return isBetResultCode(code) ? code : 'error-500';
}

/**
 * Maps a failed jackpot call as the main betslip maps its own (spec §8): bet result codes to their
 * message, 400 and 404 to their connectivity messages, 401/403 to logging in again, any other HTTP
 * failure to error-500, and anything that is not HTTP to something-went-wrong.
 */
export function slipFailure(error: unknown): SlipFailure {
  if (!(error instanceof HttpError)) return { key: 'something-went-wrong', toast: false };
  if (isBetResultCode(error.body?.code)) return { key: error.body.code, toast: false };
  if (error.status === 400 || error.status === 404) return { key: `error-${error.status}`, toast: false };
  if (error.status === 401 || error.status === 403) return { key: 'login-again', toast: false };
  return { key: 'error-500', toast: error.status >= 500 };
}
