import { addTranslations } from '@sportsbook/ui';
import { UpcomingEvents } from '../upcoming-events';
import { prematchTranslations } from '../i18n/translations';

addTranslations('prematch', prematchTranslations);

export const version = __APP_VERSION__;
export default UpcomingEvents;
