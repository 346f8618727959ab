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
