import { css } from '@emotion/react';
import type { MobileLiveFilters } from '@sportsbook/contracts';
import { Button, color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import type { FilterTree } from './filter-tree';
import { selectCompetition, toggleMobileLeague } from './live-filters';

const bar = css`
  display: grid;
  gap: 8px;
  & select {
    min-height: 40px;
    width: 100%;
    min-width: 0;
    font: inherit;
    background: ${color('surfaceRaised')};
    color: ${color('text')};
    border: 1px solid ${color('border')};
    border-radius: 6px;
    padding: 0 8px;
  }
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  & button[aria-pressed='true'] {
    background: ${color('selected')};
    color: ${color('selectedText')};
  }
`;

/** Mobile live filters: one competition, then any of its leagues. */
export function MobileFilters({
  tree,
  filters,
  onChange,
}: {
  tree: FilterTree;
  filters: MobileLiveFilters;
  onChange: (filters: MobileLiveFilters) => void;
}) {
  const { t } = useTranslation('live');
  const competition = tree.competitions.find((c) => c.id === filters.selectedCompetitionId);
  return (
    <div css={bar}>
      <select
        aria-label={t('competition')}
        value={filters.selectedCompetitionId ?? ''}
        onChange={(e) => onChange(selectCompetition(filters, e.target.value === '' ? null : Number(e.target.value)))}
      >
        <option value="">{t('all-competitions')}</option>
        {tree.competitions.map((c) => (
          <option key={c.id} value={c.id}>
            {c.sport} · {c.title}
          </option>
        ))}
      </select>
      {competition && (
        <div css={chips} role="group" aria-label={t('leagues')}>
          {competition.leagues.map((league) => (
            <Button
              key={league.id}
              aria-pressed={filters.selectedLeagueIds.includes(league.id)}
              onClick={() => onChange(toggleMobileLeague(filters, league.id))}
            >
              {league.title}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
