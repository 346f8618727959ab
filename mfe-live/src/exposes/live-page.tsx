import { addTranslations } from '@sportsbook/ui';
import { liveTranslations } from '../i18n/translations';
import { LivePage } from '../live-page/live-page';

addTranslations('live', liveTranslations);

export const version = __APP_VERSION__;
export default LivePage;
