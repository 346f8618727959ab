import { css } from '@emotion/react';
import { buttonStyle, color } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { useMoney, useSlip } from '../betslip/use-slip';

const box = css`
  padding: 12px;
  margin: 8px 0;
  border-radius: 8px;
  background: ${color('surfaceRaised')};
`;

/** The live-bet delay of spec §3 (Slip model delay): the book decides when it runs out. */
export function PlacementCountdown() {
  const { t } = useTranslation('betslip');
  const countdown = useSlip((s) => s.countdown);
  return (
    <div css={box} role="status" aria-live="polite" data-testid="betslip-countdown">
      {t('countdown', { count: countdown })}
    </div>
  );
}

/** The receipt with the bet's reference; closing it resets the slip (spec §4). */
export function PlacementReceipt({ totalCost }: { totalCost: number }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const reference = useSlip((s) => s.placementReference);
  const keep = useSlip((s) => s.keepSelections);
  const { slip } = betslipRuntime();
  return (
    <div css={box} role="status" data-testid="betslip-receipt">
      <p css={{ margin: '0 0 4px', fontWeight: 700, color: color('success') }}>{t('placed')}</p>
      {reference && <p css={{ margin: '0 0 4px' }}>{t('reference', { reference })}</p>}
      <p css={{ margin: '0 0 8px' }}>{t('total-stake', { amount: money(totalCost) })}</p>
      <button type="button" css={buttonStyle} onClick={slip.leaveReceipt}>
        {keep ? t('done-keep') : t('done')}
      </button>
    </div>
  );
}
