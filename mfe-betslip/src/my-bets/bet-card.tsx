import { css } from '@emotion/react';
import type { BetView } from '@sportsbook/contracts';
import { formatDecimalOdds } from '@sportsbook/odds';
import { buttonStyle, color, formatStartTime } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../betslip/use-slip';

const card = css`
  padding: 10px 0;
  border-bottom: 1px solid ${color('border')};
  font-size: 14px;
`;
const muted = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;

/** One open or settled bet: its legs, stake, returns or result, and the cashout offer where there is one. */
export function BetCard({
  bet,
  onCashout,
  cashingOut,
}: {
  bet: BetView;
  onCashout?: (bet: BetView) => void;
  cashingOut?: boolean;
}) {
  const { t, i18n } = useTranslation('betslip');
  const money = useMoney();
  const offer =
    typeof bet.cashoutAmount === 'number' && Number.isFinite(bet.cashoutAmount) && bet.cashoutAmount > 0
      ? bet.cashoutAmount
      : null;
  const placedAt = Number.isNaN(Date.parse(bet.placedAt)) ? '' : formatStartTime(bet.placedAt, i18n.language);
  return (
    <article css={card} aria-label={t('my-bets.bet', { reference: bet.reference })} data-bet-id={bet.betId}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>{t(`my-bets.type-${bet.legs.length > 1 ? 'multi' : 'single'}`, { count: bet.legs.length })}</strong>
        {bet.result && <span data-testid="bet-result">{t(`my-bets.result-${bet.result}`)}</span>}
      </div>
      {bet.legs.map((leg) => (
        <p key={leg.outcomeId} css={{ margin: '4px 0' }}>
          {leg.outcomeDescription} @ {formatDecimalOdds(leg.decimal)}
          <br />
          <span css={muted}>
            {leg.marketDescription} · {leg.eventDescription}
          </span>
        </p>
      ))}
      <p css={[muted, { margin: '4px 0' }]}>
        {t('my-bets.reference', { reference: bet.reference })} {placedAt && `· ${placedAt}`}
      </p>
      <p css={{ margin: '4px 0' }}>
        {t('total-stake', { amount: money(bet.totalStake) })} ·{' '}
        {bet.result
          ? t('my-bets.returned', { amount: money(bet.returns ?? 0) })
          : t('returns', { amount: money(bet.potentialReturns) })}
      </p>
      {offer !== null && onCashout && (
        <button type="button" css={buttonStyle} disabled={cashingOut} onClick={() => onCashout(bet)}>
          {t('cashout.button', { amount: money(offer) })}
        </button>
      )}
    </article>
  );
}
