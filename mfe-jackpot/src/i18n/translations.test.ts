import { RESULT_CODES, SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { keysByLocale } from '@sportsbook/ui';
import { jackpotTranslations } from './translations';

it.each(SUPPORTED_LOCALES)('%s has exactly the English keys', async (locale) => {
  const byLocale = await keysByLocale(jackpotTranslations);
  expect(byLocale[locale]).toEqual(byLocale.en);
});

it('has a message for every bet result code of spec §8', () => {
  const { errors } = jackpotTranslations.en as { errors: Record<string, string> };
  for (const code of RESULT_CODES) expect(errors[code]).toBeTruthy();
});
