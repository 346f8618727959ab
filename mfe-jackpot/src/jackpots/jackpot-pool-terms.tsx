import type { Jackpot } from '@sportsbook/contracts';
import { formatMoney } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { muted } from './styles';

/** Under the pool's amount: the operator's guarantee, the stakes' share the winning lines split, the player's cap. */
export function JackpotPoolTerms({ jackpot }: { jackpot: Jackpot }) {
  const { t, i18n } = useTranslation('jackpot');
  const { guarantee, returnPercent, lineCap } = jackpot.pool;
  return (
    <p css={[muted, { margin: '4px 0' }]} data-testid="jackpot-pool-terms">
      {t('pool-terms', { guarantee: formatMoney(guarantee, jackpot.currency, i18n.language), percent: returnPercent })}
      <br />
      {t('line-cap', { count: lineCap })}
    </p>
  );
}
