import type { ExposedModuleProps } from '@sportsbook/contracts';
import type { ComponentType } from 'react';
import { addTranslations } from '@sportsbook/ui';
import { AccountPages } from '../pages/account-pages';
import { cashierTranslations } from '../i18n/cashier-translations';
import { registerTranslations } from '../i18n/register-translations';
import { accountTranslations } from '../i18n/translations';

addTranslations('account', accountTranslations);
addTranslations('cashier', cashierTranslations);
addTranslations('register', registerTranslations);

export const version = __APP_VERSION__;
/** The contract this build speaks; the shell refuses another major (see CONTRACT_VERSION). */
export { CONTRACT_VERSION as contract } from '@sportsbook/contracts';
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default AccountPages satisfies ComponentType<ExposedModuleProps['mfe_account/AccountPages']>;
