import { useTranslation } from '@sportsbook/translation';
import { useMoney } from './use-slip';

/**
 * The stake rows of the slip's and the receipt's totals, in the same words on both: the cash the
 * bets cost and, where a free bet stakes them, the free bet apart ("Cash stake €0.00 · Free bet
 * €10.00"), never a free bet counted as cash on one and left out on the other.
 */
export function StakeRows({ cash, free, testIdPrefix }: { cash: number; free: number; testIdPrefix: string }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  return (
    <>
      <span>{free > 0 ? t('cash-stake-label') : t('total-stake-label')}</span>
      <strong data-testid={`${testIdPrefix}-total-stake`}>{money(cash)}</strong>
      {free > 0 && (
        <>
          <span>{t('free-stake-label')}</span>
          <strong data-testid={`${testIdPrefix}-free-stake`}>{money(free)}</strong>
        </>
      )}
    </>
  );
}
