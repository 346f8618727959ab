import { languageColumns, showLanguageSelector } from './language-layout';

it('uses one column up to 7 languages and a grid above', () => {
  expect(languageColumns(7)).toBe(1);
  expect(languageColumns(8)).toBeGreaterThan(1);
});

it('shows the selector only with more than one language', () => {
  expect(showLanguageSelector(1)).toBe(false);
  expect(showLanguageSelector(2)).toBe(true);
});
