import { addTranslations } from '@sportsbook/ui';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { betslipTranslations } from '../i18n/translations';
import { MyBets } from '../my-bets/my-bets';

addTranslations('betslip', betslipTranslations);
// My Bets reads the slip's placements (to refresh after one), so the page's slip starts with it.
betslipRuntime();

export const version = __APP_VERSION__;
export default MyBets;
