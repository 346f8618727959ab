import { isResultCode, type JackpotBetError, type ResultCode } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';

/** A failure's message: a key under `errors.` of the jackpot strings, each one checked by the typecheck. */
export type FailureKey = ResultCode | 'error-400' | 'error-404' | 'error-500' | 'something-went-wrong' | 'login-again';

export interface SlipFailure {
  key: FailureKey;
  /** Spec §8: a 500 on placement also raises a 10 s toast quoting the request reference. */
  toast: boolean;
}

/** The message for the first refusal the API listed (a code it did not document reads as generic). */
export function refusalKey(errors: readonly JackpotBetError[]): FailureKey {
  const code = errors[0]?.code;
  return isResultCode(code) ? code : 'error-500';
}

/**
 * Maps a failed jackpot call as the main betslip maps its own (spec §8): bet result codes to their
 * message, 400 and 404 to their connectivity messages, 401/403 to logging in again, any other HTTP
 * failure to error-500, and anything that is not HTTP to something-went-wrong.
 */
export function slipFailure(error: unknown): SlipFailure {
  if (!(error instanceof HttpError)) return { key: 'something-went-wrong', toast: false };
  if (isResultCode(error.body?.code)) return { key: error.body.code, toast: false };
  if (error.status === 400 || error.status === 404)
    return { key: error.status === 400 ? 'error-400' : 'error-404', toast: false };
  if (error.status === 401 || error.status === 403) return { key: 'login-again', toast: false };
  return { key: 'error-500', toast: error.status >= 500 };
}
