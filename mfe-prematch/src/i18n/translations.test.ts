import { SPORTS_MARKER_CONFIG } from '../coupon/sports-marker-config';
import { PERIOD_FILTERS } from '../filters/period-filter';
import { prematchTranslations } from './translations';

const keys = (locale: 'en' | 'es' | 'fr' | 'pt') => Object.keys(prematchTranslations[locale]).sort();

it.each(['es', 'fr', 'pt'] as const)('%s has exactly the English keys', (locale) => {
  expect(keys(locale)).toEqual(keys('en'));
});

it('has a label for every coupon column and outcome of the sports marker config', () => {
  const used = Object.values(SPORTS_MARKER_CONFIG).flatMap((config) =>
    config.columns.flatMap((column) => [column.labelKey, ...column.outcomeLabels.filter((l) => l.startsWith('outcome-'))]),
  );
  for (const key of used) expect(keys('en')).toContain(key);
});

it('has a label for every named period filter', () => {
  for (const period of PERIOD_FILTERS.filter((p) => !p.endsWith('h'))) expect(keys('en')).toContain(`period-${period}`);
});
