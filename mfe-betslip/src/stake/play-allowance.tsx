import type { PlayLimitsResponse } from '@sportsbook/contracts';
import { STAKE_LIMIT_KINDS, tightestAllowance } from '@sportsbook/stakes';
import { color, useBusState, useServerData } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useMoney, useSession } from '../betslip/use-slip';

/** The account's limits; an answer of another shape shows nothing rather than a wrong figure. */
async function fetchPlayLimits(signal: AbortSignal): Promise<PlayLimitsResponse> {
  const { call, playLimitsEndpoint } = await import('../checked-calls');
  return call(playLimitsEndpoint, { signal });
}

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
  const limits = useServerData(['play-limits', accountId, balance], fetchPlayLimits, { enabled: accountId !== null });
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
