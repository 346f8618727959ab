import { css } from '@emotion/react';
import type { SportEvent } from '@sportsbook/contracts';
import { color, composed } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { FavouriteToggle } from '../favourites/favourite-toggle';
import { PowerOddsBadge } from '../odds/power-odds-badge';
import { eventHref, leaguePathOf } from '../routing/paths';
import { columnClass, couponGrid, GRID_PART, NARROW_MAX } from './coupon-grid';
import { OutcomeButton } from './outcome-button';
import { marketForColumn, moreMarketsCount, outcomeLine, type SportMarkerConfig } from './sports-marker-config';
import { StartTime } from './start-time';
import { teamsOf } from './teams';

/** A row's own parts, styled through the row (see GRID_PART). */
const ROW_PART = { names: 'sb-coupon-names', cell: 'sb-coupon-cell', empty: 'sb-coupon-empty' } as const;

/**
 * On a phone-narrow coupon a row off screen is skipped by style, layout and paint, and holds its
 * height meanwhile: an event's row on the sports home is 147.5 px there (measured; the placeholder is
 * the content's, inside the padding and border, and a row once shown keeps its own). Other rows
 * (a league page's, without the league line; an outright's) are shorter: they render before they
 * come into view, so the page does not move, only the scrollbar's length corrects itself. A wider
 * coupon's rows differ in height with their names and markets, so a placeholder there would move
 * the rows under it. Focus rings sit inside the row's padding, so the paint containment this brings
 * clips none.
 */
const row = css`
  padding: 8px 12px;
  border-bottom: 1px solid ${color('border')};
  @container (max-width: ${NARROW_MAX}px) {
    content-visibility: auto;
    contain-intrinsic-size: auto 130.5px;
  }
  & > .${GRID_PART.info} {
    display: flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
  }
  & .${ROW_PART.names} {
    min-width: 0;
    display: flex;
    flex-direction: column;
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover span,
    &:focus-visible span {
      text-decoration: underline;
    }
  }
  & > .${ROW_PART.cell} {
    display: flex;
    gap: 4px;
    & > button {
      flex: 1;
      min-width: 0;
    }
  }
  & .${ROW_PART.empty} {
    text-align: center;
    color: ${color('textMuted')};
  }
  & > .${GRID_PART.more} {
    font-size: 13px;
    color: ${color('textMuted')};
    text-align: center;
    min-height: 44px;
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

interface CouponRowProps {
  event: SportEvent;
  config: SportMarkerConfig;
  showLeague?: boolean;
}

export function CouponRow({ event, config, showLeague = false }: CouponRowProps) {
  const { t, i18n } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const lockedLabel = t('suspended');
  const href = eventHref(locale, event);
  const extra = moreMarketsCount(event, config);
  return (
    <li css={composed(row, couponGrid(config.columns))} data-event-id={event.id}>
      <div className={GRID_PART.info}>
        <FavouriteToggle eventId={event.id} eventName={event.description} />
        <Link to={href} className={ROW_PART.names}>
          <span>
            <StartTime iso={event.startTime} locale={i18n.language} />
            <PowerOddsBadge eventId={event.id} />
          </span>
          {teamsOf(event.description).map((team) => (
            <span key={team}>{team}</span>
          ))}
          {showLeague && <small>{leaguePathOf(event)?.description}</small>}
        </Link>
      </div>
      {config.columns.map((column, index) => {
        const market = marketForColumn(event, column);
        return (
          <div
            key={column.id}
            className={`${ROW_PART.cell} ${columnClass(index)}`}
            role="group"
            aria-label={`${event.description}: ${market?.description ?? t(column.labelKey)}`}
          >
            {market ? (
              market.outcomes
                .filter((outcome) => !outcome.hidden)
                .map((outcome) => (
                  <OutcomeButton
                    key={outcome.id}
                    event={event}
                    market={market}
                    outcome={outcome}
                    caption={outcomeLine(market, outcome.description)}
                    lockedLabel={lockedLabel}
                  />
                ))
            ) : (
              <span className={ROW_PART.empty}>–</span>
            )}
          </div>
        );
      })}
      <Link to={href} className={GRID_PART.more} aria-label={t('more-markets', { count: extra, event: event.description })}>
        {extra > 0 ? `+${extra}` : '›'}
      </Link>
    </li>
  );
}
