import type { EventPath } from '@sportsbook/contracts';
import {
  ALL_SELECTED,
  NO_MOBILE_FILTERS,
  competitionIcon,
  eventPlace,
  iconStateFor,
  matchesDesktopFilters,
  matchesMobileFilters,
  selectCompetition,
  selectEuroMarket,
  toggleCompetition,
  toggleLeague,
  toggleLeagueWithoutCompetition,
  toggleMobileLeague,
} from './live-filters';

const path = (id: number): EventPath => ({ id, description: `p${id}`, slug: `${id}-p` });
const england = 1001;
const [premier, championship] = [3001, 3002];
const leaguesOfEngland = [premier, championship];

describe('spec §4 desktop filter icon', () => {
  it('none moves to selected on toggle, choosing every league of the competition', () => {
    const next = toggleCompetition(ALL_SELECTED, england, leaguesOfEngland);
    expect(competitionIcon(next, england)).toBe('selected');
    expect(next.competitionDesktopList).toEqual([{ competitionId: england, leagueIds: leaguesOfEngland, iconState: 'selected' }]);
    expect(next.allCompetitionsSelected).toBe(false);
  });

  it('partial moves to selected on toggle', () => {
    const partial = toggleLeague(ALL_SELECTED, england, premier, leaguesOfEngland);
    expect(competitionIcon(partial, england)).toBe('partial');
    expect(competitionIcon(toggleCompetition(partial, england, leaguesOfEngland), england)).toBe('selected');
  });

  it('selected moves to none on toggle', () => {
    const selected = toggleCompetition(toggleCompetition(ALL_SELECTED, 1002, [3005]), england, leaguesOfEngland);
    expect(competitionIcon(toggleCompetition(selected, england, leaguesOfEngland), england)).toBe('none');
  });

  it('is partial when some leagues are chosen and selected when all of them are', () => {
    const one = toggleLeague(ALL_SELECTED, england, premier, leaguesOfEngland);
    expect(competitionIcon(one, england)).toBe('partial');
    const both = toggleLeague(one, england, championship, leaguesOfEngland);
    expect(competitionIcon(both, england)).toBe('selected');
    expect(competitionIcon(toggleLeague(both, england, premier, leaguesOfEngland), england)).toBe('partial');
  });

  it('goes back to all-selected when nothing is chosen any more', () => {
    const selected = toggleCompetition(ALL_SELECTED, england, leaguesOfEngland);
    expect(toggleCompetition(selected, england, leaguesOfEngland)).toEqual(ALL_SELECTED);
    const league = toggleLeague(ALL_SELECTED, england, premier, leaguesOfEngland);
    expect(toggleLeague(league, england, premier, leaguesOfEngland)).toEqual(ALL_SELECTED);
    const loose = toggleLeagueWithoutCompetition(ALL_SELECTED, 3900);
    expect(loose.allLeaguesWithoutCompetitionSelected).toBe(false);
    expect(toggleLeagueWithoutCompetition(loose, 3900)).toEqual(ALL_SELECTED);
  });

  it('maps chosen league counts to icon states', () => {
    expect([iconStateFor(0, 3), iconStateFor(1, 3), iconStateFor(3, 3)]).toEqual(['none', 'partial', 'selected']);
  });
});

describe('desktop filtering', () => {
  const inPremier = eventPlace([path(240), path(england), path(premier)]);
  const inChampionship = eventPlace([path(240), path(england), path(championship)]);
  const looseLeague = eventPlace([path(2301), path(3900)]);

  it('shows everything while all are selected', () => {
    expect([inPremier, inChampionship, looseLeague].every((p) => matchesDesktopFilters(ALL_SELECTED, p))).toBe(true);
  });

  it('shows only the chosen leagues, with or without competition', () => {
    const filters = toggleLeagueWithoutCompetition(toggleLeague(ALL_SELECTED, england, premier, leaguesOfEngland), 3900);
    expect(matchesDesktopFilters(filters, inPremier)).toBe(true);
    expect(matchesDesktopFilters(filters, inChampionship)).toBe(false);
    expect(matchesDesktopFilters(filters, looseLeague)).toBe(true);
  });

  it('reads the competition from the country path and the league from the last path', () => {
    expect(inPremier).toEqual({ competitionId: england, leagueId: premier });
    expect(looseLeague).toEqual({ competitionId: null, leagueId: 3900 });
  });
});

describe('mobile filters', () => {
  const place = { competitionId: england, leagueId: premier };

  it('filters by the selected competition and, when some are chosen, by league', () => {
    const competition = selectCompetition(NO_MOBILE_FILTERS, england);
    expect(matchesMobileFilters(competition, place)).toBe(true);
    expect(matchesMobileFilters(competition, { competitionId: 1002, leagueId: 3005 })).toBe(false);
    const league = toggleMobileLeague(competition, championship);
    expect(matchesMobileFilters(league, place)).toBe(false);
    expect(matchesMobileFilters(toggleMobileLeague(league, championship), place)).toBe(true);
  });

  it('starts the league choice over when the competition changes, and keeps the market column', () => {
    const market = { periodAbbreviation: 'FT', marketTypeCode: 'MRES' };
    const filters = toggleMobileLeague(selectEuroMarket(selectCompetition(NO_MOBILE_FILTERS, england), market), premier);
    expect(selectCompetition(filters, 1002)).toEqual({
      selectedCompetitionId: 1002,
      selectedLeagueIds: [],
      selectedEuroMarket: market,
    });
    expect(matchesMobileFilters(selectCompetition(filters, null), place)).toBe(true);
  });
});
