import { addTranslations } from '@sportsbook/ui';
import { accountTranslations } from '../i18n/translations';
import { LoginDialog } from '../login/login-dialog';

addTranslations('account', accountTranslations);

export const version = __APP_VERSION__;
export default LoginDialog;
