import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { keysByLocale } from '@sportsbook/ui';
import { virtualsTranslations } from './translations';

it.each(SUPPORTED_LOCALES)('%s has exactly the English keys', async (locale) => {
  const byLocale = await keysByLocale(virtualsTranslations);
  expect(byLocale[locale]).toEqual(byLocale.en);
});
