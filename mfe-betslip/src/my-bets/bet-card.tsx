import { useState } from 'react';
import { css } from '@emotion/react';
import { buttonStyle, color, formatStartTime } from '@sportsbook/ui';
import { useMoney, useOddsText } from '../betslip/use-slip';
import { jackpotBetOf, type JackpotBetView, type ListedBet } from './jackpot-bet';
import { useMyBetsTranslation } from './use-my-bets-translation';
import { betTypeLabel } from './bet-type-label';

const card = css`
  padding: 10px 0;
  border-bottom: 1px solid ${color('border')};
  font-size: 14px;
`;
const muted = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;

/** A jackpot bet's picks match by match, in the jackpot's order, and its lines × the line stake. */
function JackpotPicks({ jackpot }: { jackpot: JackpotBetView }) {
  const { t } = useMyBetsTranslation();
  const money = useMoney();
  return (
    <>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('my-bets.jackpot-picks')}>
        {jackpot.matches.map((match) => (
          <li key={match.ordinal} css={{ margin: '4px 0' }} data-ordinal={match.ordinal}>
            {match.picks.join(', ')}
            <br />
            <span css={muted}>{t('my-bets.jackpot-match', { ordinal: match.ordinal, event: match.eventDescription })}</span>
          </li>
        ))}
      </ul>
      <p css={{ margin: '4px 0' }} data-testid="jackpot-bet-lines">
        {t('my-bets.jackpot-lines', { count: jackpot.lines, amount: money(jackpot.lineStake) })}
      </p>
    </>
  );
}

/**
 * One open or settled bet: its legs, stake, returns or result, and the cashout offer where there is
 * one. A jackpot bet shows as one, with its picks per match and lines, and never offers a cashout.
 */
export function BetCard({
  bet,
  onCashout,
  cashingOut,
}: {
  bet: ListedBet;
  onCashout?: (bet: ListedBet) => void;
  cashingOut?: boolean;
}) {
  const { t, i18n } = useMyBetsTranslation();
  const money = useMoney();
  const jackpot = jackpotBetOf(bet);
  const label = betTypeLabel(bet);
  const odds = useOddsText();
  const offer =
    !jackpot && typeof bet.cashoutAmount === 'number' && Number.isFinite(bet.cashoutAmount) && bet.cashoutAmount > 0
      ? bet.cashoutAmount
      : null;
  const placedAt = Number.isNaN(Date.parse(bet.placedAt)) ? '' : formatStartTime(bet.placedAt, i18n.language);
  return (
    <article css={card} aria-label={t('my-bets.bet', { reference: bet.reference })} data-bet-id={bet.betId}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>
          {jackpot
            ? jackpot.name
              ? t('my-bets.type-jackpot-named', { name: jackpot.name })
              : t('my-bets.type-jackpot')
            : t(label.key, label.values)}
        </strong>
        {bet.result && <span data-testid="bet-result">{t(`my-bets.result-${bet.result}`)}</span>}
      </div>
      {jackpot ? (
        <JackpotPicks jackpot={jackpot} />
      ) : (
        bet.legs.map((leg) => (
          <p key={leg.outcomeId} css={{ margin: '4px 0' }}>
            {leg.outcomeDescription} @ {odds(leg.decimal)}
            <br />
            <span css={muted}>
              {leg.marketDescription} · {leg.eventDescription}
            </span>
          </p>
        ))
      )}
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
        <CashoutControl amount={money(offer)} disabled={cashingOut === true} onConfirm={() => onCashout(bet)} />
      )}
    </article>
  );
}

/** Spec §9 lightweight cashout confirm: the offer first, then one confirmation naming the amount. */
function CashoutControl({ amount, disabled, onConfirm }: { amount: string; disabled: boolean; onConfirm: () => void }) {
  const { t } = useMyBetsTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" css={buttonStyle} disabled={disabled} onClick={() => setConfirming(true)}>
        {t('cashout.button', { amount })}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('cashout.question', { amount })}
      css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
    >
      <span>{t('cashout.question', { amount })}</span>
      <button
        type="button"
        css={buttonStyle}
        disabled={disabled}
        onClick={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {t('cashout.confirm', { amount })}
      </button>
      <button type="button" css={buttonStyle} onClick={() => setConfirming(false)}>
        {t('cashout.keep')}
      </button>
    </div>
  );
}
