import { css } from '@emotion/react';
import { OddsButton, outcomeGrid } from '@sportsbook/ui';
import { memo } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useLiveEvent } from '../live-book/use-live-book';
import { isMarketLocked } from './market-status';

const group = css`
  display: flex;
  gap: 6px;
  & > button {
    flex: 1 1 0;
    min-width: 0;
  }
`;

/**
 * One outcome's odds button; it re-renders only when this outcome or its market's lock changes. The
 * lock's name comes from the market: a price change re-renders this button alone, many times a
 * second at full load, and asks for no words.
 */
const LiveOutcomeButton = memo(function LiveOutcomeButton({
  outcomeId,
  marketId,
  locked,
  lockedLabel,
  eventId,
  eventDescription,
  marketDescription,
}: {
  outcomeId: number;
  marketId: number;
  locked: boolean;
  lockedLabel: string;
  eventId: number;
  eventDescription: string;
  marketDescription: string;
}) {
  const outcome = useLiveEvent(eventId, (state) => state.outcomes.get(outcomeId));
  if (!outcome) return null;
  // A withdrawn outcome keeps its place, locked, so its neighbours never move under a finger.
  return (
    <OddsButton
      caption={outcome.description}
      locked={locked || outcome.hidden}
      lockedLabel={lockedLabel}
      selection={{
        outcomeId,
        marketId,
        eventId,
        eventDescription,
        marketDescription,
        outcomeDescription: outcome.description,
        decimal: outcome.consolidatedPrice.currentPrice.decimal,
        isLive: true,
      }}
    />
  );
});

/** A market's odds buttons, locked while the market is suspended or its feed is on alert (spec §4). */
export const MarketOdds = memo(function MarketOdds({
  marketId,
  eventId,
  eventDescription,
  label,
}: {
  marketId: number;
  eventId: number;
  eventDescription: string;
  label?: string;
}) {
  const { t } = useTranslation('live');
  const market = useLiveEvent(eventId, (state) => state.markets.get(marketId));
  if (!market) return null;
  const locked = isMarketLocked(market);
  return (
    <div
      // Many outcomes (correct score, goalscorers) go in rows, so a phone never scrolls sideways.
      css={market.outcomeIds.length > 3 ? outcomeGrid : group}
      role="group"
      aria-label={label ?? `${eventDescription}: ${market.description}`}
      data-market-id={marketId}
    >
      {market.outcomeIds.map((outcomeId) => (
        <LiveOutcomeButton
          key={outcomeId}
          outcomeId={outcomeId}
          marketId={marketId}
          locked={locked}
          lockedLabel={t('suspended')}
          eventId={eventId}
          eventDescription={eventDescription}
          marketDescription={market.description}
        />
      ))}
    </div>
  );
});
