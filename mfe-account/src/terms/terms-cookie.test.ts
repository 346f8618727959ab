import { TERMS_POPUP_FLAG, readTermsAnswer, termsCookie, termsPopupFlagged } from './terms-cookie';

it('reads the stored answer among other cookies', () => {
  expect(readTermsAnswer('a=1; sb_terms=accepted; b=2')).toBe('accepted');
  expect(readTermsAnswer('sb_terms=declined')).toBe('declined');
  expect(readTermsAnswer('sb_terms=maybe')).toBeNull();
  expect(readTermsAnswer('')).toBeNull();
});

it('writes a site-wide cookie for a year', () => {
  expect(termsCookie('accepted')).toBe('sb_terms=accepted; path=/; max-age=31536000; samesite=lax');
});

it('the popup shows on login only when flagged', () => {
  localStorage.clear();
  expect(termsPopupFlagged(localStorage)).toBe(false);
  localStorage.setItem(TERMS_POPUP_FLAG, 'true');
  expect(termsPopupFlagged(localStorage)).toBe(true);
});
