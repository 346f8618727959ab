import { showBackToTop } from './back-to-top-rule';

it('shows after more than 200 px of scrolling', () => {
  expect(showBackToTop(200, '/en/sports')).toBe(false);
  expect(showBackToTop(201, '/en/sports')).toBe(true);
});

it('never shows on excluded paths', () => {
  expect(showBackToTop(5000, '/en/sports/kiron')).toBe(false);
  expect(showBackToTop(5000, '/fr/lotto')).toBe(false);
});
