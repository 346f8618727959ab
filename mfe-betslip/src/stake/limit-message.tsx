import { currencyScale, type StakeLimitError } from '@sportsbook/stakes';
import { useTranslation } from '@sportsbook/translation';
import { SLIP_PART } from '../betslip/slip-style';
import { useBetslipSettings, useMoney, useSession } from '../betslip/use-slip';

/** A stake outside the brand's limits (scaled ×1000 for the thousands currencies), or below a multiple's minimum. */
export function LimitMessage({ kind, minOverride }: { kind: StakeLimitError; minOverride?: number | null }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { limits } = useBetslipSettings();
  const scale = currencyScale(useSession().currency);
  const min = Math.max(minOverride ?? 0, limits.min * scale);
  return (
    <p role="alert" className={SLIP_PART.message}>
      {kind === 'below-min'
        ? t('stake-below-min', { amount: money(min) })
        : t('stake-above-max', { amount: money(limits.max * scale) })}
    </p>
  );
}
