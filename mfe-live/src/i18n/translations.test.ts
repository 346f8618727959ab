import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { keysByLocale } from '@sportsbook/ui';
import { liveTranslations } from './translations';

it.each(SUPPORTED_LOCALES)('%s has exactly the English keys', async (locale) => {
  const byLocale = await keysByLocale(liveTranslations);
  expect(byLocale[locale]).toEqual(byLocale.en);
});
