import { addTranslations } from '@sportsbook/ui';
import { EventSearch } from '../search/event-search';
import { prematchTranslations } from '../i18n/translations';

addTranslations('prematch', prematchTranslations);

export const version = __APP_VERSION__;
export default EventSearch;
