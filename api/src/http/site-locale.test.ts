import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { siteLocale } from './site-locale';

it('recognises every site locale, with or without a region', () => {
  for (const locale of SUPPORTED_LOCALES) expect(siteLocale(locale)).toBe(locale);
  expect(siteLocale('pt-BR')).toBe('pt');
  expect(siteLocale('zh-CN')).toBe('zh');
  expect(siteLocale('VI')).toBe('vi');
});

it('falls back to English for other languages and for none', () => {
  expect(siteLocale('de')).toBe('en');
  expect(siteLocale('thai')).toBe('en');
  expect(siteLocale('')).toBe('en');
  expect(siteLocale(undefined)).toBe('en');
});
