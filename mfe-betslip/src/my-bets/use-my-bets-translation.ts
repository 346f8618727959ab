import { useTranslation } from 'react-i18next';
import { MY_BETS_NAMESPACES } from '../i18n/my-bets-translations';

/** My Bets' own strings first, then the slip's (stakes, returns) for the ones both show. */
export const useMyBetsTranslation = () => useTranslation(MY_BETS_NAMESPACES, { nsMode: 'fallback' });
