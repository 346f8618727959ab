import { liveTranslations } from './translations';

it('has every string in en, es, fr and pt', () => {
  const keys = Object.keys(liveTranslations.en).sort();
  for (const locale of ['es', 'fr', 'pt'] as const) expect(Object.keys(liveTranslations[locale]).sort()).toEqual(keys);
});
