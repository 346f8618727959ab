import { STAKE_LIMIT_KINDS, tightestAllowance } from '@sportsbook/stakes';
import { color, useBusState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { usePlayLimits } from '../api-calls/play-limits';
import { useMoney, useSession } from '../betslip/use-slip';

/**
 * What the player's own stake and loss limits still allow, under the slip's totals, so a
 * refusal at Place never comes as a surprise. Read again whenever the balance moves: a bet placed or
 * settled changes what is left.
 */
export function PlayAllowance({ totalCost }: { totalCost: number }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { accountId } = useSession();
  const balance = useBusState('wallet/balance')?.balance;
  const limits = usePlayLimits(accountId, balance);
  const tightest = limits.status === 'ready' ? tightestAllowance(limits.data.limits, STAKE_LIMIT_KINDS) : undefined;
  if (!tightest) return null;
  const over = totalCost > tightest.remaining;
  return (
    <p data-testid="play-allowance" css={{ margin: '0 0 8px', fontSize: 13, color: over ? color('danger') : color('textMuted') }}>
      {t(`allowance-${tightest.kind === 'LOSS' ? 'LOSS' : 'WAGER'}`, {
        amount: money(tightest.remaining),
        period: t(`allowance-period-${tightest.period}`),
      })}
    </p>
  );
}
