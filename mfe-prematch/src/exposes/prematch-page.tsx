import type { ExposedModuleProps } from '@sportsbook/contracts';
import type { ComponentType } from 'react';
import { addTranslations } from '@sportsbook/ui';
import { PrematchPage } from '../prematch-page';
import { prematchTranslations } from '../i18n/translations';

addTranslations('prematch', prematchTranslations);

export const version = __APP_VERSION__;
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default PrematchPage satisfies ComponentType<ExposedModuleProps['mfe_prematch/PrematchPage']>;
