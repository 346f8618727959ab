import { virtualsTranslations } from './translations';

it('translates every key in every locale', () => {
  const english = Object.keys(virtualsTranslations.en).sort();
  for (const locale of ['es', 'fr', 'pt'] as const) expect(Object.keys(virtualsTranslations[locale]).sort()).toEqual(english);
});
