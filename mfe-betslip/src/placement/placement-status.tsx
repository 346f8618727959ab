import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useSlip } from '../betslip/use-slip';

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
