import { SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';
import { keysByLocale } from '@sportsbook/ui';
import i18next from 'i18next';
import { setUpShellI18n } from '../testing/i18n';
import { LANGUAGE_NAMES, shellTranslations } from './translations';

/** A locale's strings as `key.path → text`, its chunk loaded if it ships as one. */
async function textsOf(locale: Locale): Promise<Map<string, string>> {
  const bundle = shellTranslations[locale];
  const strings = typeof bundle === 'function' ? (await bundle()).default : bundle;
  const texts = new Map<string, string>();
  const walk = (value: unknown, prefix: string): void => {
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${prefix}${key}.`);
    } else texts.set(prefix.slice(0, -1), String(value));
  };
  walk(strings, '');
  return texts;
}

const variablesOf = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();

it.each(SUPPORTED_LOCALES)('%s has exactly the English keys', async (locale) => {
  const byLocale = await keysByLocale(shellTranslations);
  expect(byLocale[locale]).toEqual(byLocale.en);
});

it.each(SUPPORTED_LOCALES)('%s leaves no string empty and keeps every {{variable}}', async (locale) => {
  const [english, texts] = await Promise.all([textsOf('en'), textsOf(locale)]);
  for (const [key, text] of english) {
    expect(texts.get(key)?.trim()).toBeTruthy();
    expect({ key, variables: variablesOf(texts.get(key)) }).toEqual({ key, variables: variablesOf(text) });
  }
});

it.each(SUPPORTED_LOCALES)('the language selector names %s in its own language', (locale) => {
  expect(LANGUAGE_NAMES[locale]?.trim()).toBeTruthy();
  expect(LANGUAGE_NAMES[locale]).not.toBe(locale);
});

it("loads an extra locale's chunk when the page starts in it", async () => {
  await setUpShellI18n('vi');
  expect(i18next.t('shell:login')).toBe('Đăng nhập');
  expect(i18next.t('shell:my-account-of', { name: 'An' })).toBe('Tài khoản của tôi (An)');
});
