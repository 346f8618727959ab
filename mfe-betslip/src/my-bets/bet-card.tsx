import { css } from '@emotion/react';
import { color, formatStartTime } from '@sportsbook/ui';
import { useMoney, useOddsText } from '../betslip/use-slip';
import { jackpotBetOf, type JackpotBetView, type ListedBet } from './jackpot-bet';
import { useMyBetsTranslation } from './use-my-bets-translation';
import { betTypeLabel, isBetBuilder } from './bet-type-label';
import { AutoCashoutControl, CashoutControl } from './cashout-control';

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
  onAutoCashout,
  cashingOut,
}: {
  bet: ListedBet;
  /** All of the offer, or the part given. */
  onCashout?: (bet: ListedBet, part?: number) => void;
  onAutoCashout?: (bet: ListedBet, target: number | null) => void;
  cashingOut?: boolean;
}) {
  const { t, i18n } = useMyBetsTranslation();
  const jackpot = jackpotBetOf(bet);
  const label = betTypeLabel(bet);
  const odds = useOddsText();
  // A builder's price is its own (its legs are priced together), so it is the bet's odds and its legs are parts.
  const builderOdds = isBetBuilder(bet) && typeof bet.totalOdds === 'number' && bet.totalOdds > 1 ? bet.totalOdds : null;
  const offer =
    !jackpot && typeof bet.cashoutAmount === 'number' && Number.isFinite(bet.cashoutAmount) && bet.cashoutAmount > 0
      ? bet.cashoutAmount
      : null;
  const placedAt = Number.isNaN(Date.parse(bet.placedAt)) ? '' : formatStartTime(bet.placedAt, i18n.language);
  return (
    <article css={card} aria-label={t('my-bets.bet', { reference: bet.reference })} data-bet-id={bet.betId}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span>
          <strong>
            {jackpot
              ? jackpot.name
                ? t('my-bets.type-jackpot-named', { name: jackpot.name })
                : t('my-bets.type-jackpot')
              : t(label.key, label.values)}
          </strong>
          {builderOdds !== null && (
            <>
              {' @ '}
              <span data-testid="bet-odds">{odds(builderOdds)}</span>
            </>
          )}
        </span>
        {bet.result && <span data-testid="bet-result">{t(`my-bets.result-${bet.result}`)}</span>}
      </div>
      {jackpot ? <JackpotPicks jackpot={jackpot} /> : <BetLegs legs={bet.legs} priced={builderOdds === null} />}
      <p css={[muted, { margin: '4px 0' }]}>
        {t('my-bets.reference', { reference: bet.reference })} {placedAt && `· ${placedAt}`}
      </p>
      <BetFigures bet={bet} />
      {offer !== null && onCashout && (
        <CashoutControl bet={bet} offer={offer} disabled={cashingOut === true} onCashout={(part) => onCashout(bet, part)} />
      )}
      {offer !== null && onAutoCashout && (
        <AutoCashoutControl
          bet={bet}
          offer={offer}
          disabled={cashingOut === true}
          onSet={(target) => onAutoCashout(bet, target)}
        />
      )}
    </article>
  );
}

/**
 * A bet's legs, each with its price in the player's odds format (unless `priced` is false: a bet
 * builder's legs are parts of one price) and, once settled, its result.
 */
function BetLegs({ legs, priced }: { legs: ListedBet['legs']; priced: boolean }) {
  const odds = useOddsText();
  return legs.map((leg) => (
    <p key={leg.outcomeId} css={{ margin: '4px 0' }} data-leg-result={leg.result}>
      {leg.outcomeDescription}
      {priced && ` @ ${odds(leg.decimal)}`}
      {leg.result && leg.result !== 'OPEN' && <LegMark result={leg.result} />}
      {leg.placeTerms && <EachWayTerms terms={leg.placeTerms} result={leg.placeResult} />}
      <br />
      <span css={muted}>
        {leg.marketDescription} · {leg.eventDescription}
      </span>
    </p>
  ));
}

/** An each-way leg's place terms and, once settled, whether it placed. */
function EachWayTerms({ terms, result }: { terms: NonNullable<ListedBet['legs'][number]['placeTerms']>; result?: string }) {
  const { t } = useMyBetsTranslation();
  const settled = result === 'WON' || result === 'LOST' || result === 'VOID';
  return (
    <span css={[muted, { display: 'block' }]} data-testid="each-way-terms">
      {t('my-bets.each-way', { numerator: terms.numerator, denominator: terms.denominator, places: terms.places })}
      {settled && ` · ${t(`my-bets.place-${result}`)}`}
    </span>
  );
}

const LEG_MARKS = { WON: '✓', LOST: '✗', VOID: '–' } as const;

/** A settled leg's result: a mark for the eye, the word for everyone (and screen readers). */
function LegMark({ result }: { result: keyof typeof LEG_MARKS }) {
  const { t } = useMyBetsTranslation();
  return (
    <span css={[muted, { marginLeft: 6 }]} data-testid="leg-result">
      <span aria-hidden="true">{LEG_MARKS[result]}</span> {t(`my-bets.result-${result}`)}
    </span>
  );
}

const amountOf = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Stake, free-bet stake, the brand's tax lines and the return, as the API stored them: a free bet is
 * marked and its stake shown apart from cash, and a tax line appears only where the brand taxes.
 */
function BetFigures({ bet }: { bet: ListedBet }) {
  const { t } = useMyBetsTranslation();
  const money = useMoney();
  const free = amountOf(bet.freeMoneyStake);
  const cash = Math.max(0, amountOf(bet.totalStake) - free);
  const line = { margin: '2px 0' };
  return (
    <div css={{ margin: '4px 0' }} data-testid="bet-figures">
      {/* A free bet is named as the slip and its totals name it: the cash it cost, then the free bet apart. */}
      {free > 0 && (
        <p css={line}>
          {t('cash-stake-label')} {money(cash)} · <strong data-testid="free-bet-mark">{t('free-stake-label')}</strong>{' '}
          {money(free)}
        </p>
      )}
      {amountOf(bet.stakeTax) > 0 && (
        <p css={[muted, line]}>{t('my-bets.stake-tax', { amount: money(amountOf(bet.stakeTax)) })}</p>
      )}
      {amountOf(bet.winningsTax) > 0 && (
        <p css={[muted, line]}>{t('my-bets.winnings-tax', { amount: money(amountOf(bet.winningsTax)) })}</p>
      )}
      {(bet.cashouts ?? []).map((part) => (
        <p key={part.cashedOutAt + part.amount} css={line} data-testid="cashout-part">
          {t(part.automatic ? 'my-bets.cashed-out-auto' : 'my-bets.cashed-out-part', {
            amount: money(part.amount),
            stake: money(part.stake),
          })}
        </p>
      ))}
      <p css={line}>
        {free === 0 && `${t('total-stake', { amount: money(bet.totalStake) })} · `}
        {bet.result
          ? t('my-bets.returned', { amount: money(bet.returns ?? 0) })
          : t('returns', { amount: money(bet.potentialReturns) })}
      </p>
    </div>
  );
}
