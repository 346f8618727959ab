import type { ExposedModuleProps } from '@sportsbook/contracts';
import type { ComponentType } from 'react';
import { addTranslations } from '@sportsbook/ui';
import { accountTranslations } from '../i18n/translations';
import { AccountServices } from '../session/account-services';

addTranslations('account', accountTranslations);

export const version = __APP_VERSION__;
/** The contract this build speaks; the shell refuses another major (see CONTRACT_VERSION). */
export { CONTRACT_VERSION as contract } from '@sportsbook/contracts';
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default AccountServices satisfies ComponentType<ExposedModuleProps['mfe_account/AccountServices']>;
