import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useExtraWinnings } from '../promotions/use-extra-winnings';
import { LimitMessage } from '../stake/limit-message';
import { StakeInput } from '../stake/stake-input';
import { BetMessages } from './bet-messages';
import { betslipRuntime } from './betslip-runtime';
import type { MultipleLine } from './slip-totals';
import { MULTIPLE_REF } from './slip-types';
import { useMoney, useOddsText, useSlip } from './use-slip';

export const betRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(90px, 130px);
  gap: 4px 8px;
  align-items: center;
  padding: 8px 0;
  border-bottom: 1px solid ${color('border')};
`;
export const muted = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;

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
  const promotion = useExtraWinnings(line.legs, line.stake, line.potentialReturns);
  // The promotion pays on accumulators; an each-way one is two bets, which it does not cover.
  const extra = line.eachWay ? 0 : promotion;
  return (
    <div css={betRow} data-testid="multiple">
      <span>
        <strong>{title}</strong> <span data-testid="multiple-odds">{odds(line.odds)}</span>
        <br />
        <span css={muted}>{t('returns', { amount: money(line.potentialReturns) })}</span>
        {extra > 0 && (
          <span css={muted} data-testid="extra-winnings">
            {' '}
            · {t('extra-winnings', { amount: money(extra) })}
          </span>
        )}
      </span>
      <StakeInput
        label={t('stake-for', { selection: title })}
        value={stakeText}
        invalid={line.limitError !== null}
        onChange={(text) => slip.setMultipleStake(text)}
        onFocus={onFocusStake}
      />
      <div css={{ gridColumn: '1 / -1' }}>
        {line.eachWayOffered && (
          <label css={muted}>
            <input type="checkbox" checked={line.eachWay} onChange={() => slip.toggleMultipleEachWay()} />{' '}
            {t('each-way-multiple')}
          </label>
        )}
        {line.limitError && <LimitMessage kind={line.limitError} minOverride={line.minStake} />}
        {line.stakeAfterTax > 0 && line.stakeAfterTax !== line.stake && (
          <p css={[muted, { margin: '2px 0 0' }]} data-testid="multiple-tax">
            {t('stake-after-tax', { amount: money(line.stakeAfterTax) })} ·{' '}
            {t('tax-on-winnings', { amount: money(line.potentialTaxDeduction) })}
          </p>
        )}
        <BetMessages errors={errors} />
      </div>
    </div>
  );
}
