import type { UserAcceptOdds } from '@sportsbook/contracts';
import { parseStake } from '@sportsbook/stakes';
import { color } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { betslipRuntime } from './betslip-runtime';
import { useMoney, useSlip } from './use-slip';

const ACCEPT_ODDS: readonly UserAcceptOdds[] = ['D', 'H', 'A'];

/**
 * The player's slip preferences: which price changes to accept, whether to keep selections after
 * placing, and a remembered stake that new selections start with.
 */
export function SlipOptions() {
  const { t } = useTranslation('betslip');
  const { slip } = betslipRuntime();
  const userAcceptOdds = useSlip((s) => s.userAcceptOdds);
  const keep = useSlip((s) => s.keepSelections);
  const remembered = useSlip((s) => s.rememberedStake);
  const money = useMoney();
  const firstStake = useSlip((s) => {
    const first = s.selections.find((x) => parseStake(s.singleStakes[x.outcomeId] ?? '') > 0);
    return first ? parseStake(s.singleStakes[first.outcomeId] ?? '') : 0;
  });
  const rememberable = remembered > 0 ? remembered : firstStake;
  return (
    <div css={{ display: 'grid', gap: 6, marginTop: 8, fontSize: 13, color: color('textMuted') }}>
      <label>
        {t('accept-odds')}{' '}
        <select value={userAcceptOdds} onChange={(event) => slip.setUserAcceptOdds(event.target.value as UserAcceptOdds)}>
          {ACCEPT_ODDS.map((value) => (
            <option key={value} value={value}>
              {t(`accept-odds-${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={keep} onChange={(event) => slip.setKeepSelections(event.target.checked)} />{' '}
        {t('keep-selections')}
      </label>
      {rememberable > 0 && (
        <label>
          <input
            type="checkbox"
            checked={remembered > 0}
            onChange={(event) => slip.setRememberedStake(event.target.checked ? rememberable : 0)}
          />{' '}
          {t('remember-stake', { amount: money(rememberable) })}
        </label>
      )}
    </div>
  );
}
