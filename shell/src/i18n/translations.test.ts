import { shellTranslations } from './translations';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

it.each(['es', 'fr', 'pt'] as const)('translates every shell string into %s', (locale) => {
  expect(keys(shellTranslations[locale]).sort()).toEqual(keys(shellTranslations.en).sort());
});
