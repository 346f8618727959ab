import { css } from '@emotion/react';
import { HOME_HIGHLIGHTS_QUERY, type SportEvent } from '@sportsbook/contracts';
import {
  HIGHLIGHT_CARD_STYLES,
  HIGHLIGHT_CARDS_STYLES,
  HIGHLIGHT_META_STYLES,
  HIGHLIGHT_ODDS_STYLES,
  prefetchServerData,
  useServerData,
} from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { getEvents } from '../api-calls/events';
import { EventsRequest } from '../coupon/events-request';
import { OutcomeButton } from '../coupon/outcome-button';
import { marketForColumn, markerConfigFor } from '../coupon/sports-marker-config';
import { StartTime } from '../coupon/start-time';
import { eventHref, leaguePathOf } from '../routing/paths';
import { loadOddsConfig } from '../odds/odds-config-store';
import { useBrandPricing } from '../settings/use-brand-pricing';

const cards = css(HIGHLIGHT_CARDS_STYLES);
const card = css(HIGHLIGHT_CARD_STYLES);
const meta = css(HIGHLIGHT_META_STYLES);
const odds = css(HIGHLIGHT_ODDS_STYLES);

function HighlightCard({ event }: { event: SportEvent }) {
  const { t, i18n } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const [main] = markerConfigFor(event.sportCode).columns;
  const market = main ? marketForColumn(event, main) : undefined;
  return (
    <li css={card} data-event-id={event.id}>
      <div css={meta}>
        <span>{leaguePathOf(event)?.description}</span>
        <StartTime iso={event.startTime} locale={i18n.language} />
      </div>
      <Link to={eventHref(locale, event)}>{event.description}</Link>
      {market && (
        <div css={odds} role="group" aria-label={`${event.description}: ${market.description}`}>
          {market.outcomes
            .filter((outcome) => !outcome.hidden)
            .map((outcome) => (
              <OutcomeButton
                key={outcome.id}
                event={event}
                market={market}
                outcome={outcome}
                caption={outcome.description}
                lockedLabel={t('suspended')}
              />
            ))}
        </div>
      )}
    </li>
  );
}

/**
 * Highlights are the first of the homepage pseudo-sport's events (featured leagues, next 48 h). The
 * query is the contract's, as the shell's server writes its answer into the home page.
 */
const loadHighlights = (signal: AbortSignal) => getEvents(HOME_HIGHLIGHTS_QUERY, signal);
/** Prematch prices move slowly; a prefetched answer this recent is shown, not asked for again. */
const HIGHLIGHTS_FRESH = { freshMs: 30_000, everyone: true };

/**
 * Asks for the highlights and what their prices depend on as the module loads: the home page's
 * largest paint is a highlight, and this saves waiting for the page's first render.
 */
export function prefetchHomeHighlights(): void {
  prefetchServerData(['home-highlights', 0], loadHighlights, HIGHLIGHTS_FRESH);
  void loadOddsConfig();
}

/** The home page's highlights: a swipeable row on a phone, a grid on desktop. */
export function HomeHighlights() {
  const { t } = useTranslation('prematch');
  const [reload, setReload] = useState(0);
  const priced = useBrandPricing();
  const state = useServerData(['home-highlights', reload], loadHighlights, HIGHLIGHTS_FRESH);
  return (
    <EventsRequest state={state} priced={priced} onRetry={() => setReload((n) => n + 1)}>
      {(events) => (
        <ul css={cards} aria-label={t('highlights')}>
          {events.map((event) => (
            <HighlightCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </EventsRequest>
  );
}
