import { useTranslation } from '@sportsbook/translation';
import { LimitMessage } from '../stake/limit-message';
import { StakeInput } from '../stake/stake-input';
import { BetMessages } from './bet-messages';
import { TaxLines } from './tax-lines';
import { betslipRuntime } from './betslip-runtime';
import type { MultipleLine } from './slip-totals';
import { SLIP_PART } from './slip-style';
import { MULTIPLE_REF } from './slip-types';
import { useMoney, useOddsText, useSlip } from './use-slip';

export function useMultipleTitle() {
  const { t } = useTranslation('betslip');
  return (line: Pick<MultipleLine, 'name'>) =>
    line.name.kind === 'fold' ? t('multiple.fold', { size: line.name.size }) : t(`multiple.${line.name.kind}`);
}

/** The multiple (spec §3 Multiple bet, ref mul1): one bet on every open selection. */
export function MultipleRow({ line, onFocusStake }: { line: MultipleLine; onFocusStake: () => void }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const title = useMultipleTitle()(line);
  const odds = useOddsText();
  const { slip } = betslipRuntime();
  const stakeText = useSlip((s) => s.multipleStake);
  const errors = useSlip((s) => s.errors).filter((e) => e.ref === MULTIPLE_REF);
  const extra = line.extraWinnings;
  return (
    <div className={SLIP_PART.stakedRow} data-testid="multiple">
      <span>
        <strong>{title}</strong> <span data-testid="multiple-odds">{odds(line.odds)}</span>
        <br />
        <span className={SLIP_PART.muted}>{t('returns', { amount: money(line.potentialReturns) })}</span>
        {extra > 0 && (
          <span className={SLIP_PART.muted} data-testid="extra-winnings">
            {' '}
            · {t('extra-winnings', { amount: money(extra) })}
          </span>
        )}
      </span>
      {/* A fold of other size is another bet: its field starts empty, never with the last one's text. */}
      <StakeInput
        key={line.legs}
        label={t('stake-for', { selection: title })}
        value={stakeText}
        invalid={line.limitError !== null}
        onChange={(text, refused) => slip.setMultipleStake(text, refused)}
        onFocus={onFocusStake}
      />
      <div className={SLIP_PART.wide}>
        {line.eachWayOffered && (
          <label className={SLIP_PART.muted}>
            <input type="checkbox" checked={line.eachWay} onChange={() => slip.toggleMultipleEachWay()} />{' '}
            {t('each-way-multiple')}
          </label>
        )}
        {line.limitError && <LimitMessage kind={line.limitError} minOverride={line.minStake} />}
        <TaxLines
          stake={line.stake}
          stakeAfterTax={line.stakeAfterTax}
          taxDeduction={line.potentialTaxDeduction}
          testId="multiple-tax"
        />
        <BetMessages errors={errors} />
      </div>
    </div>
  );
}
