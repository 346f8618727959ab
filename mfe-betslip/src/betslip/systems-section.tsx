import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { LimitMessage } from '../stake/limit-message';
import { StakeInput } from '../stake/stake-input';
import { BetMessages } from './bet-messages';
import { betslipRuntime } from './betslip-runtime';
import { SLIP_PART } from './slip-style';
import type { SystemLine } from './slip-totals';
import { useMoney, useSlip } from './use-slip';

/** System bets (spec §5): shown on request; each with its number of bets, unit stake and returns. */
export function SystemsSection({ lines, onFocusStake }: { lines: SystemLine[]; onFocusStake: (code: string) => void }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { slip } = betslipRuntime();
  const show = useSlip((s) => s.showSystemBets);
  const stakes = useSlip((s) => s.systemStakes);
  const errors = useSlip((s) => s.errors);
  if (lines.length === 0) return null;
  return (
    <section aria-label={t('systems')}>
      <Button className={SLIP_PART.fullWidth} aria-expanded={show} onClick={slip.toggleSystemBets}>
        {show ? t('hide-systems') : t('show-systems')}
      </Button>
      {show &&
        lines.map((line) => {
          const title = line.system.name ? t(`system.${line.system.name}`) : t('system.fold', { k: line.system.folds[0] });
          return (
            <div key={line.system.code} className={SLIP_PART.stakedRow} data-testid={`system-${line.system.code}`}>
              <span>
                <strong>{title}</strong> <span className={SLIP_PART.muted}>{t('system-bets', { count: line.bets })}</span>
                <br />
                <span className={SLIP_PART.muted}>
                  {t('total-stake-short', { amount: money(line.totalStake) })} ·{' '}
                  {t('returns', { amount: money(line.potentialReturns) })}
                </span>
              </span>
              <StakeInput
                key={line.bets}
                label={t('unit-stake-for', { bet: title })}
                value={stakes[line.system.code] ?? ''}
                invalid={line.limitError !== null}
                onChange={(text, refused) => slip.setSystemStake(line.system.code, text, refused)}
                onFocus={() => onFocusStake(line.system.code)}
              />
              <div className={SLIP_PART.wide}>
                {line.eachWayOffered && (
                  <label className={SLIP_PART.muted}>
                    <input type="checkbox" checked={line.eachWay} onChange={() => slip.toggleSystemEachWay(line.system.code)} />{' '}
                    {t('each-way-system', { bet: title })}
                  </label>
                )}
                {line.limitError && <LimitMessage kind={line.limitError} />}
                <BetMessages errors={errors.filter((e) => e.ref === line.system.code)} />
              </div>
            </div>
          );
        })}
    </section>
  );
}
