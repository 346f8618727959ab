import { addTranslations } from '@sportsbook/ui';
import { accountTranslations } from '../i18n/translations';
import { AccountServices } from '../services/account-services';

addTranslations('account', accountTranslations);

export const version = __APP_VERSION__;
export default AccountServices;
