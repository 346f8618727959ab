import { css } from '@emotion/react';
import type { DesktopLiveFilters, FilterIconState } from '@sportsbook/contracts';
import { color, mq } from '@sportsbook/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { FilterTree } from './filter-tree';
import {
  ALL_SELECTED,
  competitionIcon,
  isLeagueChosen,
  toggleCompetition,
  toggleLeague,
  toggleLeagueWithoutCompetition,
} from './live-filters';

const panel = css`
  min-width: 0;
  border: 0;
  margin: 0;
  padding: 12px;
  background: ${color('surface')};
  border-radius: 8px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 6px 12px;
  align-items: start;
  max-height: 280px;
  overflow-y: auto;
  ${mq.wide} {
    grid-template-columns: minmax(0, 1fr);
    max-height: none;
  }
  & > label:first-of-type {
    grid-column: 1 / -1;
  }
  & h3 {
    margin: 8px 0 0;
    font-size: 12px;
    text-transform: uppercase;
    color: ${color('textMuted')};
  }
  & legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: 6px;
  }
  & ul {
    list-style: none;
    margin: 0 0 0 20px;
    padding: 0;
  }
  & label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
    cursor: pointer;
  }
  & input:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 2px;
  }
`;

/** A checkbox showing the §4 icon state: partial is the indeterminate (mixed) state. */
function IconCheckbox({ state, label, onToggle }: { state: FilterIconState; label: string; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'partial';
  }, [state]);
  return (
    <label data-icon-state={state}>
      <input ref={ref} type="checkbox" checked={state === 'selected'} onChange={onToggle} />
      {label}
    </label>
  );
}

/** Desktop live filters: competitions with their leagues, and leagues without competition. */
export function DesktopFilters({
  tree,
  filters,
  onChange,
}: {
  tree: FilterTree;
  filters: DesktopLiveFilters;
  onChange: (filters: DesktopLiveFilters) => void;
}) {
  const { t } = useTranslation('live');
  const all = filters.allCompetitionsSelected && filters.allLeaguesWithoutCompetitionSelected;
  return (
    <fieldset css={panel} aria-label={t('filters')}>
      <legend>{t('filters')}</legend>
      <IconCheckbox state={all ? 'selected' : 'none'} label={t('all-competitions')} onToggle={() => onChange(ALL_SELECTED)} />
      {tree.competitions.map((competition, index) => {
        const leagueIds = competition.leagues.map((l) => l.id);
        const firstOfSport = tree.competitions[index - 1]?.sport !== competition.sport;
        return (
          <div key={competition.id} role="group" aria-label={`${competition.sport} · ${competition.title}`}>
            {firstOfSport && <h3>{competition.sport}</h3>}
            <IconCheckbox
              state={competitionIcon(filters, competition.id)}
              label={competition.title}
              onToggle={() => onChange(toggleCompetition(filters, competition.id, leagueIds))}
            />
            <ul>
              {competition.leagues.map((league) => (
                <li key={league.id}>
                  <IconCheckbox
                    state={isLeagueChosen(filters, { competitionId: competition.id, leagueId: league.id }) ? 'selected' : 'none'}
                    label={league.title}
                    onToggle={() => onChange(toggleLeague(filters, competition.id, league.id, leagueIds))}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {tree.leaguesWithoutCompetition.map((league) => (
        <IconCheckbox
          key={league.id}
          state={isLeagueChosen(filters, { competitionId: null, leagueId: league.id }) ? 'selected' : 'none'}
          label={league.title}
          onToggle={() => onChange(toggleLeagueWithoutCompetition(filters, league.id))}
        />
      ))}
    </fieldset>
  );
}
