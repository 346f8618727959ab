import { SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';
import { keysByLocale, type Translations } from '@sportsbook/ui';
import fs from 'node:fs';
import path from 'node:path';
import { cashierTranslations } from './cashier-translations';
import { registerTranslations } from './register-translations';
import { accountTranslations } from './translations';

const SRC = path.resolve(__dirname, '..');
const english = accountTranslations.en as Record<string, string>;
const NAMESPACES = [
  ['account', accountTranslations],
  ['cashier', cashierTranslations],
  ['register', registerTranslations],
] as const;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** A locale's strings, its chunk loaded if it ships as one. */
async function stringsOf(translations: Translations, locale: Locale): Promise<Record<string, string>> {
  const bundle = translations[locale];
  const strings = typeof bundle === 'function' ? (await bundle()).default : bundle;
  return (strings ?? {}) as Record<string, string>;
}

const variablesOf = (text: string): string[] => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();

describe.each(NAMESPACES)('the %s strings', (_, translations) => {
  it.each(SUPPORTED_LOCALES)('%s has exactly the English keys', async (locale) => {
    const byLocale = await keysByLocale(translations);
    expect(byLocale[locale]).toEqual(byLocale.en);
  });

  it.each(SUPPORTED_LOCALES)('%s leaves no string empty and keeps every {{variable}}', async (locale) => {
    const strings = await stringsOf(translations, locale);
    for (const [key, text] of Object.entries(translations.en as Record<string, string>)) {
      expect(String(strings[key]).trim()).not.toBe('');
      expect({ key, variables: variablesOf(String(strings[key])) }).toEqual({ key, variables: variablesOf(text) });
    }
  });
});

it('every literal key the code translates exists', () => {
  const used = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\('([a-z0-9_-]+)'/gi)) used.add(match[1] ?? '');
  }
  const missing = [...used].filter((key) => !NAMESPACES.some(([, translations]) => key in (translations.en as object)));
  expect(missing).toEqual([]);
});

it('every key a login error can map to is translated', () => {
  for (const key of [
    'login-error-401',
    'login-error-402',
    'login-error-403',
    'login-error-INT003',
    'login-error-INT009',
    'login-error-INT008',
    'login-error-INT001',
    'login-error-INT051',
    'login-error-INT056',
    'login-error-INT090',
    'error-400',
    'error-404',
    'error-500',
    'something-went-wrong',
    'error-invalid-login-credentials',
    'otp-error-empty',
    'otp-error-numeric',
    'otp-error-minimum',
    'otp-error-maximum',
    'answer-error-empty',
  ]) {
    expect(english).toHaveProperty([key]);
  }
});
