import { addTranslations } from '@sportsbook/ui';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { betslipTranslations } from '../i18n/translations';

// My Bets shows a few of the slip's strings too (stakes, returns), so it adds both namespaces.
void addTranslations('betslip', betslipTranslations);
void addTranslations(MY_BETS_NS, myBetsTranslations);
// My Bets reads the slip's placements (to refresh after one), so the page's slip starts with it.
betslipRuntime();

export { MyBets } from './my-bets';
