import type { UserAcceptOdds } from '@sportsbook/contracts';
import { parseStake } from '@sportsbook/stakes';
import { Button } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { saveDefaultStake } from '../api-calls/account-prefs';
import { betslipRuntime } from './betslip-runtime';
import { SLIP_PART } from './slip-style';
import { useBetslipSettings, useMoney, useSession, useSlip } from './use-slip';

const ACCEPT_ODDS: readonly UserAcceptOdds[] = ['D', 'H', 'A'];

/**
 * The account's default stake (spec §3 accountPrefs default_stake) as the slip shows it, with a way to
 * make the stake just typed the new default.
 */
function DefaultStakeOption({ accountId, stake }: { accountId: string; stake: number }) {
  const { t } = useTranslation('betslip');
  const { slip } = betslipRuntime();
  const money = useMoney();
  const defaultStake = useSlip((s) => s.defaultStake);
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const save = () => {
    setStatus('saving');
    saveDefaultStake(accountId, stake).then(
      (prefs) => {
        slip.setDefaultStake(typeof prefs.default_stake === 'number' ? prefs.default_stake : stake);
        setStatus('idle');
      },
      (error: unknown) => {
        console.warn('[betslip] default stake not saved', error);
        setStatus('failed');
      },
    );
  };
  return (
    <>
      {defaultStake > 0 && <span data-testid="default-stake">{t('default-stake', { amount: money(defaultStake) })}</span>}
      {stake > 0 && stake !== defaultStake && (
        <Button disabled={status === 'saving'} onClick={save}>
          {t('save-default-stake', { amount: money(stake) })}
        </Button>
      )}
      {status === 'failed' && (
        <span role="alert" className={SLIP_PART.warning}>
          {t('default-stake-failed')}
        </span>
      )}
    </>
  );
}

/**
 * The player's slip preferences: which price changes to accept, whether to keep selections after
 * placing, and the stakes new selections start with (a remembered one on this slip, the account's
 * default) where the brand offers them (spec §9).
 */
export function SlipOptions() {
  const { t } = useTranslation('betslip');
  const { slip } = betslipRuntime();
  const { defaultStakeEnabled, rememberStakeEnabled } = useBetslipSettings();
  const { loggedIn, accountId } = useSession();
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
    <div className={SLIP_PART.options}>
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
      {rememberStakeEnabled && rememberable > 0 && (
        <label>
          <input
            type="checkbox"
            checked={remembered > 0}
            onChange={(event) => slip.setRememberedStake(event.target.checked ? rememberable : 0)}
          />{' '}
          {t('remember-stake', { amount: money(rememberable) })}
        </label>
      )}
      {defaultStakeEnabled && loggedIn && accountId && <DefaultStakeOption accountId={accountId} stake={firstStake} />}
    </div>
  );
}
