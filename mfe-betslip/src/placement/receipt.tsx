import { css } from '@emotion/react';
import { roundMoney, sumMoney } from '@sportsbook/stakes';
import { Button, addTranslations, color, formatStartTime } from '@sportsbook/ui';
import { useMemo } from 'react';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { StakeRows } from '../betslip/stake-rows';
import { useMoney, useSlip } from '../betslip/use-slip';
import { MY_BETS_NS, myBetsTranslations } from '../i18n/my-bets-translations';
import { BetCard } from '../my-bets/bet-card';
import type { ListedBet } from '../my-bets/jackpot-bet';
import { useMyBetsTranslation } from '../my-bets/use-my-bets-translation';

/** The bets of a placement answer that are bets: anything else is left out rather than shown wrong. */
function placedBetsOf(bets: readonly unknown[]): ListedBet[] {
  return bets.filter(
    (bet): bet is ListedBet =>
      typeof bet === 'object' &&
      bet !== null &&
      typeof (bet as ListedBet).reference === 'string' &&
      Number.isFinite((bet as ListedBet).totalStake) &&
      Array.isArray((bet as ListedBet).legs),
  );
}

/** The receipt shows bets as My Bets does, in its words: they load with this chunk, before it renders. */
export const receiptStringsReady = addTranslations(MY_BETS_NS, myBetsTranslations);

const box = css`
  padding: 12px;
  margin: 8px 0;
  border-radius: 8px;
  background: ${color('surfaceRaised')};
`;
const totals = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px;
  margin: 8px 0;
`;

/**
 * The receipt (spec §4): reference and time, every bet the API stored with its legs, odds, cash and
 * free stake and tax lines, then the totals, and the ways on: keep the selections, reuse them with
 * their stakes, or done.
 */
export function PlacementReceipt({ totalCost }: { totalCost: number }) {
  const { t, i18n } = useMyBetsTranslation();
  const money = useMoney();
  const reference = useSlip((s) => s.placementReference);
  const answered = useSlip((s) => s.placedBets);
  const bets = useMemo(() => placedBetsOf(answered), [answered]);
  // The API's cost counts free-bet stakes too; the receipt shows them apart, as the slip did.
  const cost = useSlip((s) => s.placedCost);
  const free = sumMoney(bets.map((bet) => bet.freeMoneyStake ?? 0));
  const keepsSelections = useSlip((s) => s.keepSelections);
  const { slip } = betslipRuntime();
  const placedAt = bets[0] && !Number.isNaN(Date.parse(bets[0].placedAt)) ? formatStartTime(bets[0].placedAt, i18n.language) : '';
  return (
    <div css={box} role="status" data-testid="betslip-receipt">
      <p css={{ margin: '0 0 4px', fontWeight: 700, color: color('success') }}>{t('placed')}</p>
      {reference && <p css={{ margin: '0 0 4px' }}>{t('reference', { reference })}</p>}
      {placedAt && <p css={{ margin: '0 0 4px' }}>{t('receipt.placed-at', { time: placedAt })}</p>}
      {bets.length > 0 && (
        <section aria-label={t('receipt.bets')}>
          {bets.map((bet) => (
            <BetCard key={bet.betId} bet={bet} />
          ))}
        </section>
      )}
      <div css={totals}>
        <StakeRows cash={cost > 0 ? Math.max(0, roundMoney(cost - free)) : totalCost} free={free} testIdPrefix="receipt" />
        {bets.length > 0 && (
          <>
            <span>{t('potential-returns-label')}</span>
            <strong data-testid="receipt-potential-returns">{money(sumMoney(bets.map((bet) => bet.potentialReturns)))}</strong>
          </>
        )}
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button onClick={() => slip.leaveReceipt('keep')}>{t('receipt.keep')}</Button>
        <Button onClick={() => slip.leaveReceipt('reuse')}>{t('receipt.reuse')}</Button>
        <Button onClick={slip.finishReceipt}>{keepsSelections ? t('done-keep') : t('done')}</Button>
      </div>
    </div>
  );
}
