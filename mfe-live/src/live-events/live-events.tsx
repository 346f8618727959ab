import { css } from '@emotion/react';
import type { SportEvent } from '@sportsbook/contracts';
import { EmptyState, ErrorState, LoadingState, OddsButton, color, mq, useApiData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockLine, scoreLine } from './scoreboard';
import { getLiveEvents } from './get-live-events';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${color('surface')};
  border-radius: 8px;
`;

const row = css`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 8px;
  padding: 10px 12px;
  border-bottom: 1px solid ${color('border')};
  ${mq.desktop} {
    grid-template-columns: 72px minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const clock = css`
  color: ${color('danger')};
  font-weight: 700;
  font-size: 13px;
`;

const odds = css`
  grid-column: 1 / -1;
  display: flex;
  gap: 6px;
  & > button {
    flex: 1;
  }
  ${mq.desktop} {
    grid-column: auto;
  }
`;

function LiveEventRow({ event }: { event: SportEvent }) {
  const { t } = useTranslation('live');
  const market = event.markets.find((m) => m.status === 'OPEN' || m.status === 'SUSPENDED');
  return (
    <li css={row} data-event-id={event.id}>
      <span css={clock}>{clockLine(event, t('finished'))}</span>
      <span>
        {event.description} <strong>{scoreLine(event)}</strong>
      </span>
      {market && (
        <div css={odds} role="group" aria-label={`${event.description}: ${market.description}`}>
          {market.outcomes
            .filter((o) => !o.hidden)
            .map((outcome) => (
              <OddsButton
                key={outcome.id}
                caption={outcome.description}
                locked={market.status === 'SUSPENDED'}
                selection={{
                  outcomeId: outcome.id,
                  marketId: market.id,
                  eventId: event.id,
                  eventDescription: event.description,
                  marketDescription: market.description,
                  outcomeDescription: outcome.description,
                  decimal: outcome.consolidatedPrice.currentPrice.decimal,
                  isLive: true,
                }}
              />
            ))}
        </div>
      )}
    </li>
  );
}

export function LiveEvents({ limit }: { limit?: number }) {
  const { t } = useTranslation('live');
  const [reload, setReload] = useState(0);
  const state = useApiData(getLiveEvents, [reload]);
  if (state.status === 'loading') return <LoadingState label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('error')}
      </ErrorState>
    );
  }
  const events = limit === undefined ? state.data.events : state.data.events.slice(0, limit);
  if (events.length === 0) return <EmptyState>{t('no-events')}</EmptyState>;
  return (
    <ul css={list} aria-label={t('live-events')}>
      {events.map((event) => (
        <LiveEventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
