import { css } from '@emotion/react';
import type { Market, Outcome, SportEvent } from '@sportsbook/contracts';
import { color, outcomeGrid } from '@sportsbook/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { OutcomeButton } from '../coupon/outcome-button';

const marketStyle = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 10px 12px;
  margin-bottom: 8px;
  h3 {
    font-size: 14px;
    margin: 0 0 8px;
  }
  p {
    font-size: 13px;
    margin: -4px 0 8px;
    color: ${color('textMuted')};
  }
`;

/**
 * One market of an event page with its shown outcomes. Each is an odds button for the slip unless
 * `renderOutcome` says otherwise (the bet builder's picks).
 */
export function MarketBox({
  event,
  market,
  renderOutcome,
}: {
  event: SportEvent;
  market: Market;
  renderOutcome?: (outcome: Outcome) => ReactNode;
}) {
  const { t } = useTranslation('prematch');
  return (
    <section css={marketStyle} aria-label={market.description}>
      <h3>
        {market.description}
        {market.status === 'SUSPENDED' && ` · ${t('suspended')}`}
      </h3>
      {market.placeTerms && (
        <p data-testid="each-way-terms">
          {t('each-way-terms', {
            numerator: market.placeTerms.numerator,
            denominator: market.placeTerms.denominator,
            places: market.placeTerms.places,
          })}
        </p>
      )}
      <div css={outcomeGrid}>
        {market.outcomes
          .filter((outcome) => !outcome.hidden)
          .map(
            (outcome) =>
              renderOutcome?.(outcome) ?? (
                <OutcomeButton
                  key={outcome.id}
                  event={event}
                  market={market}
                  outcome={outcome}
                  caption={outcome.description}
                  lockedLabel={t('suspended')}
                />
              ),
          )}
      </div>
    </section>
  );
}
