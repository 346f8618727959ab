import { addTranslations } from '@sportsbook/ui';
import { jackpotTranslations } from '../i18n/translations';
import { JackpotPage } from '../jackpots/jackpot-page';

addTranslations('jackpot', jackpotTranslations);

export const version = __APP_VERSION__;
export default JackpotPage;
