import { addTranslations } from '@sportsbook/ui';
import { PrematchPage } from '../prematch-page';
import { prematchTranslations } from '../i18n/translations';

addTranslations('prematch', prematchTranslations);

export const version = __APP_VERSION__;
export default PrematchPage;
