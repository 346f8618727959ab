import type { AccountKey } from '../../i18n/account-key';
/** Spec §5 and §9: the one-time code is exactly 6 digits. */
export const CODE_LENGTH = 6;

export type CodeStatus = 'default' | 'error-empty' | 'error-numeric' | 'error-minimum' | 'error-maximum' | 'success';

/** The input's status (spec §4): untouched and empty stays default, so the form opens without an error. */
export function codeStatus(code: string, touched: boolean): CodeStatus {
  if (code === '') return touched ? 'error-empty' : 'default';
  if (!/^\d+$/.test(code)) return 'error-numeric';
  if (code.length < CODE_LENGTH) return 'error-minimum';
  if (code.length > CODE_LENGTH) return 'error-maximum';
  return 'success';
}

/** Translation key of the message under the input (spec §5 wording), none for default and success. */
export function codeStatusMessage(status: CodeStatus): AccountKey | null {
  return status === 'default' || status === 'success' ? null : `otp-${status}`;
}

export const canSubmitCode = (status: CodeStatus): boolean => status === 'success';
