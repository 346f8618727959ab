import { addTranslations } from '@sportsbook/ui';
import { VirtualGame } from '../games/virtual-game';
import { virtualsTranslations } from '../i18n/translations';

addTranslations('virtuals', virtualsTranslations);

export const version = __APP_VERSION__;
export default VirtualGame;
