import { RESULT_CODES } from '@sportsbook/contracts';
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

describe.each(Object.entries(parts))('the %s strings', (_, part) => {
  it.each(['es', 'fr', 'pt'] as const)('%s has exactly the English keys', (locale) => {
    expect(keys(part[locale] as Tree).sort()).toEqual(keys(part.en as Tree).sort());
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
