import { isResultCode } from '@sportsbook/contracts';
import type { BetslipKey } from '../i18n/betslip-key';

/** The translation key of a code; an unknown code reads as the generic failure, never as a raw code. */
export const resultMessageKey = (code: string): BetslipKey =>
  isResultCode(code) ? `res.${code}` : code === 'network' || code === 'unreadable' ? `res.${code}` : 'res.unknown';
