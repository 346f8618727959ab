import { addTranslations } from '@sportsbook/ui';
import { liveTranslations } from '../i18n/translations';
import { LiveEvents } from '../live-events/live-events';

addTranslations('live', liveTranslations);

export const version = __APP_VERSION__;
export default LiveEvents;
