import { RESULT_CODES, SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';
import { keysByLocale, type Translations } from '@sportsbook/ui';
import { resultMessageKey } from '../placement/result-codes';
import { myBetsTranslations } from './my-bets-translations';
import { betslipTranslations } from './translations';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

const parts = { slip: betslipTranslations, 'my bets': myBetsTranslations };
const en = keys(betslipTranslations.en as Tree).sort();

/** A locale's strings by key, its chunk loaded if it ships as one. */
async function stringsOf(part: Translations, locale: Locale): Promise<Map<string, string>> {
  const bundle = part[locale];
  const tree = (typeof bundle === 'function' ? (await bundle()).default : bundle) as Tree;
  const flat = new Map<string, string>();
  const walk = (node: Tree, prefix: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return flat;
}

const placeholders = (text: string): string[] => (text.match(/{{\w+}}/g) ?? []).sort();

describe.each(Object.entries(parts))('the %s strings', (_, part) => {
  it.each(SUPPORTED_LOCALES)('%s has exactly the English keys', async (locale) => {
    const byLocale = await keysByLocale(part);
    expect(byLocale[locale]).toEqual(byLocale.en);
  });

  it.each(SUPPORTED_LOCALES)('%s keeps every placeholder of the English string it translates', async (locale) => {
    const [english, translated] = await Promise.all([stringsOf(part, 'en'), stringsOf(part, locale)]);
    const differing = [...english].filter(
      ([key, text]) => placeholders(translated.get(key) ?? '').join() !== placeholders(text).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

it('gives My Bets no key the slip has, so its namespace never hides one of the slip strings it falls back to', () => {
  const myBets = keys(myBetsTranslations.en as Tree);
  expect(myBets.filter((key) => en.includes(key))).toEqual([]);
});

it('has a message for every §8 result code', () => {
  for (const code of RESULT_CODES) expect(en).toContain(resultMessageKey(code));
  expect(resultMessageKey('RES-99999')).toBe('res.unknown');
});

it('carries the spec wording of the slip messages', () => {
  const english = betslipTranslations.en as Tree;
  expect(english['not-available']).toBe('Your selection is not available anymore');
  expect(english['error-500']).toBe('Betslip: Something went wrong');
  expect(english['request-reference']).toBe('Req. ref: {{uuid}}');
});
