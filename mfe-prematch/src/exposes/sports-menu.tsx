import { addTranslations } from '@sportsbook/ui';
import { SportsMenu } from '../sports-menu/sports-menu';
import { prematchTranslations } from '../i18n/translations';

addTranslations('prematch', prematchTranslations);

export const version = __APP_VERSION__;
export default SportsMenu;
