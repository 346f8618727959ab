import type { ExposedModuleProps } from '@sportsbook/contracts';
import type { ComponentType } from 'react';
import { addTranslations } from '@sportsbook/ui';
import { liveTranslations } from '../i18n/translations';
import { LivePage } from '../live-page/live-page';

addTranslations('live', liveTranslations);

export const version = __APP_VERSION__;
// Typed against the shell's contract: a change to these props fails this remote's own typecheck.
export default LivePage satisfies ComponentType<ExposedModuleProps['mfe_live/LivePage']>;
