import { RESULT_CODES } from '@sportsbook/contracts';
import { resultMessageKey } from '../placement/result-codes';
import { betslipTranslations } from './translations';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

const en = keys(betslipTranslations.en as Tree).sort();

it.each(['es', 'fr', 'pt'] as const)('%s has exactly the English keys', (locale) => {
  expect(keys(betslipTranslations[locale] as Tree).sort()).toEqual(en);
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
