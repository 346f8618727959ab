/** Spec §4 Terms of use: the player's answer lives in a cookie, readable by every page of the site. */
const TERMS_COOKIE = 'sb_terms';
export type TermsAnswer = 'accepted' | 'declined';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function readTermsAnswer(cookies: string): TermsAnswer | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === TERMS_COOKIE && (value === 'accepted' || value === 'declined')) return value;
  }
  return null;
}

export const termsCookie = (answer: TermsAnswer): string =>
  `${TERMS_COOKIE}=${answer}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;

/** The stored flag that asks for the terms popup on the next login (spec §4). */
export const TERMS_POPUP_FLAG = 'sb.termsPopup';

export const termsPopupFlagged = (storage: Storage): boolean => storage.getItem(TERMS_POPUP_FLAG) === 'true';
