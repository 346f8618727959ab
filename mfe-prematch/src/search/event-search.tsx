import { css } from '@emotion/react';
import { color, mq } from '@sportsbook/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { loadCatalogue } from '../catalogue/catalogue-store';
import { MIN_QUERY_LENGTH } from './search-catalogue';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 250;

// The box is on every page; what it finds, and the code that finds it, arrive with the first search.
const searchResults = () => import('./search-results');
const SearchResults = lazy(() => searchResults().then((m) => ({ default: m.SearchResults })));

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

const searchIcon = (
  <svg css={icon} aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="7" cy="7" r="5" />
    <path d="M11 11l4 4" />
  </svg>
);

/** The header's search box: events, teams and leagues of the prematch book, debounced. */
export function EventSearch() {
  const { t } = useTranslation('prematch');
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const open = query.trim().length >= MIN_QUERY_LENGTH;
  const close = () => setQuery('');
  return (
    <div css={box} role="search">
      {searchIcon}
      <input
        type="search"
        value={query}
        aria-label={t('search')}
        placeholder={t('search')}
        autoComplete="off"
        onFocus={() => {
          void loadCatalogue();
          void searchResults();
        }}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <SearchResults query={query} settled={settled} onPick={close} />
        </Suspense>
      )}
    </div>
  );
}
