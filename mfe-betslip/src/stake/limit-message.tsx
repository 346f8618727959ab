import { currencyScale, type StakeLimitError } from '@sportsbook/stakes';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useBetslipSettings, useMoney, useSession } from '../betslip/use-slip';

/** A stake outside the brand's limits (scaled ×1000 for the thousands currencies), or below a multiple's minimum. */
export function LimitMessage({ kind, minOverride }: { kind: StakeLimitError; minOverride?: number | null }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { limits } = useBetslipSettings();
  const scale = currencyScale(useSession().currency);
  const min = Math.max(minOverride ?? 0, limits.min * scale);
  return (
    <p role="alert" css={{ margin: '4px 0 0', fontSize: 13, color: color('danger') }}>
      {kind === 'below-min'
        ? t('stake-below-min', { amount: money(min) })
        : t('stake-above-max', { amount: money(limits.max * scale) })}
    </p>
  );
}
