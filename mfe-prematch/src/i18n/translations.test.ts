import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { keysByLocale } from '@sportsbook/ui';
import { SPORTS_MARKER_CONFIG } from '../coupon/sports-marker-config';
import { PERIOD_FILTERS } from '../filters/period-filter';
import { prematchTranslations } from './translations';

const englishKeys = Object.keys(prematchTranslations.en);

it.each(SUPPORTED_LOCALES)('%s has exactly the English keys', async (locale) => {
  const byLocale = await keysByLocale(prematchTranslations);
  expect(byLocale[locale]).toEqual(byLocale.en);
});

it('has a label for every coupon column and outcome of the sports marker config', () => {
  const used = Object.values(SPORTS_MARKER_CONFIG).flatMap((config) =>
    config.columns.flatMap((column) => [column.labelKey, ...column.outcomeLabels.filter((l) => l.startsWith('outcome-'))]),
  );
  for (const key of used) expect(englishKeys).toContain(key);
});

it('has a label for every named period filter', () => {
  for (const period of PERIOD_FILTERS.filter((p) => !p.endsWith('h'))) expect(englishKeys).toContain(`period-${period}`);
});
