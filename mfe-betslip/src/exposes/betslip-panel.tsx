import type { ExposedModuleProps } from '@sportsbook/contracts';
import type { ComponentType } from 'react';
import { addTranslations } from '@sportsbook/ui';
import { BetslipPanel } from '../betslip/betslip-panel';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { betslipTranslations } from '../i18n/translations';

void addTranslations('betslip', betslipTranslations);
// Listen from the moment the remote loads, before any panel mounts, so no selection is missed.
betslipRuntime();

export const version = __APP_VERSION__;
/** The contract this build speaks; the shell refuses another major (see CONTRACT_VERSION). */
export { CONTRACT_VERSION as contract } from '@sportsbook/contracts';
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default BetslipPanel satisfies ComponentType<ExposedModuleProps['mfe_betslip/BetslipPanel']>;
