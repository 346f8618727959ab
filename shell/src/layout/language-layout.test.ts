import { flagOf, languageColumns, showLanguageSelector } from './language-layout';

it('uses one column up to 7 languages and a grid above', () => {
  expect(languageColumns(7)).toBe(1);
  expect(languageColumns(8)).toBeGreaterThan(1);
});

it('shows the selector only with more than one language', () => {
  expect(showLanguageSelector(1)).toBe(false);
  expect(showLanguageSelector(2)).toBe(true);
});

it("shows each language with its country's flag, and the British one for a language it does not know", () => {
  expect(flagOf('en').country).toBe('gb');
  expect(flagOf('zh').country).toBe('cn');
  expect(flagOf('vi').country).toBe('vn');
  expect(flagOf('xx')).toEqual({ country: 'gb', glyph: '' });
});
