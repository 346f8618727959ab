import { addTranslations } from '@sportsbook/ui';
import { AccountPages } from '../account/account-pages';
import { accountTranslations } from '../i18n/translations';

addTranslations('account', accountTranslations);

export const version = __APP_VERSION__;
export default AccountPages;
