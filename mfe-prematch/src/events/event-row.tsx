import { css } from '@emotion/react';
import type { SelectionRequest, SportEvent } from '@sportsbook/contracts';
import { OddsButton, color, formatStartTime, mq } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { leagueName, mainMarket } from './main-market';

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  padding: 10px 12px;
  border-bottom: 1px solid ${color('border')};
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const meta = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;

const odds = css`
  display: flex;
  gap: 6px;
  & > button {
    flex: 1;
  }
`;

export function EventRow({ event }: { event: SportEvent }) {
  const { i18n } = useTranslation();
  const market = mainMarket(event);
  return (
    <li css={row} data-event-id={event.id}>
      <div>
        <div css={meta}>
          <time dateTime={event.startTime}>{formatStartTime(event.startTime, i18n.language)}</time> · {leagueName(event)}
        </div>
        <div>{event.description}</div>
      </div>
      {market && (
        <div css={odds} role="group" aria-label={`${event.description}: ${market.description}`}>
          {market.outcomes
            .filter((outcome) => !outcome.hidden)
            .map((outcome) => {
              const selection: SelectionRequest = {
                outcomeId: outcome.id,
                marketId: market.id,
                eventId: event.id,
                eventDescription: event.description,
                marketDescription: market.description,
                outcomeDescription: outcome.description,
                decimal: outcome.consolidatedPrice.currentPrice.decimal,
                isLive: false,
              };
              return (
                <OddsButton
                  key={outcome.id}
                  selection={selection}
                  caption={outcome.description}
                  locked={market.status === 'SUSPENDED'}
                />
              );
            })}
        </div>
      )}
    </li>
  );
}
