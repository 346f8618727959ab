import { css } from '@emotion/react';
import { color, mq } from '@sportsbook/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { loadCatalogue, useCatalogueEvents, useCatalogueStatus } from '../catalogue/catalogue-store';
import { eventHref, leagueHref } from '../routing/paths';
import { MIN_QUERY_LENGTH, searchCatalogue } from './search-catalogue';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 250;

const box = css`
  position: relative;
  width: 100%;
  ${mq.desktop} {
    max-width: 360px;
  }
  input {
    width: 100%;
    min-height: 40px;
    padding: 6px 10px 6px 34px;
    border-radius: 6px;
    border: 1px solid ${color('border')};
    background: ${color('surfaceRaised')};
    color: ${color('text')};
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${color('accent')};
  }
`;

const icon = css`
  position: absolute;
  left: 10px;
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  opacity: 0.7;
`;

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

const searchIcon = (
  <svg css={icon} aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="7" cy="7" r="5" />
    <path d="M11 11l4 4" />
  </svg>
);

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

/** The header's search box: events, teams and leagues of the prematch book, debounced. */
export function EventSearch() {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const events = useCatalogueEvents();
  const status = useCatalogueStatus();
  const results = useMemo(() => searchCatalogue(events, settled), [events, settled]);
  const open = query.trim().length >= MIN_QUERY_LENGTH;
  const close = () => setQuery('');
  const found = results.teams.length + results.leagues.length + results.events.length;
  return (
    <div css={box} role="search">
      {searchIcon}
      <input
        type="search"
        value={query}
        aria-label={t('search')}
        placeholder={t('search')}
        autoComplete="off"
        onFocus={() => void loadCatalogue()}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      />
      {open && (
        <div css={panel} aria-label={t('search-results')} role="region" aria-live="polite">
          {status !== 'ready' && <p>{t('searching')}</p>}
          {status === 'ready' && settled === query && found === 0 && <p>{t('no-search-results', { query })}</p>}
          <ResultGroup
            title={t('teams')}
            onPick={close}
            links={results.teams.map((team) => ({ key: team.name, to: eventHref(locale, team.event), label: team.name }))}
          />
          <ResultGroup
            title={t('leagues')}
            onPick={close}
            links={results.leagues.map((hit) => ({
              key: String(hit.league.id),
              to: leagueHref(locale, hit.sport, hit.country, hit.league),
              label: `${hit.country.description} · ${hit.league.description}`,
            }))}
          />
          <ResultGroup
            title={t('events')}
            onPick={close}
            links={results.events.map((event) => ({
              key: String(event.id),
              to: eventHref(locale, event),
              label: event.description,
            }))}
          />
        </div>
      )}
    </div>
  );
}
