import { isResultCode } from '@sportsbook/contracts';

/** The translation key of a code; an unknown code reads as the generic failure, never as a raw code. */
export const resultMessageKey = (code: string): string =>
  isResultCode(code) ? `res.${code}` : code === 'network' ? 'res.network' : 'res.unknown';
