import { RESULT_CODES } from '@sportsbook/contracts';
import { jackpotTranslations } from './translations';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

it('translates every key in every locale', () => {
  const english = keysOf(jackpotTranslations.en).sort();
  for (const locale of ['es', 'fr', 'pt'] as const) expect(keysOf(jackpotTranslations[locale]).sort()).toEqual(english);
});

it('has a message for every bet result code of spec §8', () => {
  const { errors } = jackpotTranslations.en as { errors: Record<string, string> };
  for (const code of RESULT_CODES) expect(errors[code]).toBeTruthy();
});
