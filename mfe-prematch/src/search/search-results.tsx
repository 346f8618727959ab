import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useMemo } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { useCatalogueEvents, useCatalogueStatus } from '../catalogue/catalogue-store';
import { eventHref, leagueHref } from '../routing/paths';
import { searchCatalogue } from './search-catalogue';

const panel = css`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  max-height: 70vh;
  overflow-y: auto;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: 8px;
  padding: 4px 0;
  h3 {
    font-size: 11px;
    text-transform: uppercase;
    color: ${color('textMuted')};
    margin: 8px 12px 2px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 8px 12px;
    min-height: 36px;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${color('surfaceRaised')};
  }
  p {
    margin: 8px 12px;
    color: ${color('textMuted')};
  }
`;

/** One kind of hit (teams, leagues or events) under its heading; nothing when there is none. */
function ResultGroup({
  title,
  links,
  onPick,
}: {
  title: string;
  links: Array<{ key: string; to: string; label: string }>;
  onPick: () => void;
}) {
  if (links.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} onClick={onPick}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the search finds (teams, leagues, events) for the query typing paused on; loaded with the first search. */
export function SearchResults({ query, settled, onPick }: { query: string; settled: string; onPick: () => void }) {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const events = useCatalogueEvents();
  const status = useCatalogueStatus();
  const results = useMemo(() => searchCatalogue(events, settled), [events, settled]);
  const found = results.teams.length + results.leagues.length + results.events.length;
  return (
    <div css={panel} aria-label={t('search-results')} role="region" aria-live="polite">
      {status !== 'ready' && <p>{t('searching')}</p>}
      {status === 'ready' && settled === query && found === 0 && <p>{t('no-search-results', { query })}</p>}
      <ResultGroup
        title={t('teams')}
        onPick={onPick}
        links={results.teams.map((team) => ({ key: team.name, to: eventHref(locale, team.event), label: team.name }))}
      />
      <ResultGroup
        title={t('leagues')}
        onPick={onPick}
        links={results.leagues.map((hit) => ({
          key: String(hit.league.id),
          to: leagueHref(locale, hit.sport, hit.country, hit.league),
          label: `${hit.country.description} · ${hit.league.description}`,
        }))}
      />
      <ResultGroup
        title={t('events')}
        onPick={onPick}
        links={results.events.map((event) => ({
          key: String(event.id),
          to: eventHref(locale, event),
          label: event.description,
        }))}
      />
    </div>
  );
}
