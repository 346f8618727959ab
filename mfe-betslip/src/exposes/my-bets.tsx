import type { ExposedModuleProps } from '@sportsbook/contracts';
import type { ComponentType } from 'react';
import { addTranslations } from '@sportsbook/ui';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { betslipTranslations } from '../i18n/translations';
import { MyBets } from '../my-bets/my-bets';

// My Bets shows a few of the slip's strings too (stakes, returns), so it adds both namespaces.
void addTranslations('betslip', betslipTranslations);
void addTranslations(MY_BETS_NS, myBetsTranslations);
// My Bets reads the slip's placements (to refresh after one), so the page's slip starts with it.
betslipRuntime();

export const version = __APP_VERSION__;
/** The contract this build speaks; the shell refuses another major (see CONTRACT_VERSION). */
export { CONTRACT_VERSION as contract } from '@sportsbook/contracts';
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default MyBets satisfies ComponentType<ExposedModuleProps['mfe_betslip/MyBets']>;
