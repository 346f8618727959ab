/** Errors the API answers on purpose, always in the contract's ApiError shape. */
import type { ApiError } from '@sportsbook/contracts';

export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Facts the client shows with the message, e.g. when a break ends. */
    readonly details: Pick<ApiError, 'until'> = {},
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }

  toJSON(): ApiError {
    // Login failures also carry the code as responseCode, where the spec's login dialog reads it.
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...this.details,
      ...(/^INT\d{3}$/.test(this.code) ? { responseCode: this.code } : {}),
    };
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new ApiHttpError(400, code, message);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') => new ApiHttpError(401, code, message);
export const forbidden = (message = 'Forbidden', code = 'FORBIDDEN') => new ApiHttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new ApiHttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new ApiHttpError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') =>
  new ApiHttpError(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
