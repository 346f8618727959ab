import { addTranslations } from '@sportsbook/ui';
import { jackpotTranslations } from '../i18n/translations';
import { ActiveJackpots } from '../jackpots/active-jackpots';

addTranslations('jackpot', jackpotTranslations);

export const version = __APP_VERSION__;
export default ActiveJackpots;
