import type { ExposedModuleProps } from '@sportsbook/contracts';
import type { ComponentType } from 'react';
import { addTranslations } from '@sportsbook/ui';
import { accountTranslations } from '../i18n/translations';
import { LoginDialog } from '../login/login-dialog';

addTranslations('account', accountTranslations);

export const version = __APP_VERSION__;
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default LoginDialog satisfies ComponentType<ExposedModuleProps['mfe_account/LoginDialog']>;
