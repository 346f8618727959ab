import { addTranslations } from '@sportsbook/ui';
import { HomeHighlights } from '../home/home-highlights';
import { prematchTranslations } from '../i18n/translations';

addTranslations('prematch', prematchTranslations);

export const version = __APP_VERSION__;
export default HomeHighlights;
