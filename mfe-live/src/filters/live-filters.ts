/**
 * Live filters of spec §3 and the §4 desktop filter icon transitions, as pure functions. A
 * competition is an event's country path, a league its last path; an event with only a sport and
 * a league path has a league without competition.
 */
import type {
  DesktopCompetitionFilter,
  DesktopLiveFilters,
  EuroMarketSelection,
  EventPath,
  FilterIconState,
  MobileLiveFilters,
} from '@sportsbook/contracts';

export interface EventPlace {
  competitionId: number | null;
  leagueId: number;
}

/** Where an event sits in the sports tree, from its event paths (first sport, then country, last league). */
export function eventPlace(eventPaths: readonly EventPath[]): EventPlace {
  const league = eventPaths[eventPaths.length - 1];
  const competition = eventPaths.length >= 3 ? eventPaths[1] : undefined;
  return { competitionId: competition?.id ?? null, leagueId: league?.id ?? 0 };
}

export const ALL_SELECTED: DesktopLiveFilters = {
  competitionDesktopList: [],
  selectedLeaguesWithoutCompetitionDesktopIds: [],
  allCompetitionsSelected: true,
  allLeaguesWithoutCompetitionSelected: true,
};

export const NO_MOBILE_FILTERS: MobileLiveFilters = {
  selectedCompetitionId: null,
  selectedLeagueIds: [],
  selectedEuroMarket: null,
};

export function iconStateFor(selectedLeagues: number, totalLeagues: number): FilterIconState {
  if (selectedLeagues === 0) return 'none';
  return selectedLeagues >= totalLeagues ? 'selected' : 'partial';
}

/** Spec §4: with nothing chosen the filter goes back to all-selected. */
function settle(competitions: DesktopCompetitionFilter[], leaguesWithoutCompetition: number[]): DesktopLiveFilters {
  const chosen = competitions.filter((c) => c.iconState !== 'none');
  if (chosen.length === 0 && leaguesWithoutCompetition.length === 0) return ALL_SELECTED;
  return {
    competitionDesktopList: chosen,
    selectedLeaguesWithoutCompetitionDesktopIds: leaguesWithoutCompetition,
    allCompetitionsSelected: false,
    allLeaguesWithoutCompetitionSelected: false,
  };
}

export function competitionIcon(filters: DesktopLiveFilters, competitionId: number): FilterIconState {
  return filters.competitionDesktopList.find((c) => c.competitionId === competitionId)?.iconState ?? 'none';
}

/** Spec §4: none or partial moves to selected (every league of it); selected moves to none. */
export function toggleCompetition(
  filters: DesktopLiveFilters,
  competitionId: number,
  leagueIds: readonly number[],
): DesktopLiveFilters {
  const others = filters.competitionDesktopList.filter((c) => c.competitionId !== competitionId);
  const next: DesktopCompetitionFilter[] =
    competitionIcon(filters, competitionId) === 'selected'
      ? others
      : [...others, { competitionId, leagueIds: [...leagueIds], iconState: 'selected' }];
  return settle(next, filters.selectedLeaguesWithoutCompetitionDesktopIds);
}

/** Choosing some of a competition's leagues makes its icon partial; all of them, selected. */
export function toggleLeague(
  filters: DesktopLiveFilters,
  competitionId: number,
  leagueId: number,
  competitionLeagueIds: readonly number[],
): DesktopLiveFilters {
  const current = filters.competitionDesktopList.find((c) => c.competitionId === competitionId)?.leagueIds ?? [];
  const leagueIds = current.includes(leagueId) ? current.filter((id) => id !== leagueId) : [...current, leagueId];
  const others = filters.competitionDesktopList.filter((c) => c.competitionId !== competitionId);
  const iconState = iconStateFor(leagueIds.length, competitionLeagueIds.length);
  return settle([...others, { competitionId, leagueIds, iconState }], filters.selectedLeaguesWithoutCompetitionDesktopIds);
}

export function toggleLeagueWithoutCompetition(filters: DesktopLiveFilters, leagueId: number): DesktopLiveFilters {
  const current = filters.selectedLeaguesWithoutCompetitionDesktopIds;
  const next = current.includes(leagueId) ? current.filter((id) => id !== leagueId) : [...current, leagueId];
  return settle(filters.competitionDesktopList, next);
}

export function isLeagueChosen(filters: DesktopLiveFilters, place: EventPlace): boolean {
  if (place.competitionId === null) return filters.selectedLeaguesWithoutCompetitionDesktopIds.includes(place.leagueId);
  const competition = filters.competitionDesktopList.find((c) => c.competitionId === place.competitionId);
  return competition?.leagueIds.includes(place.leagueId) ?? false;
}

export function matchesDesktopFilters(filters: DesktopLiveFilters, place: EventPlace): boolean {
  return (filters.allCompetitionsSelected && filters.allLeaguesWithoutCompetitionSelected) || isLeagueChosen(filters, place);
}

/** Mobile: picking a competition (or all of them) starts again with all its leagues. */
export const selectCompetition = (filters: MobileLiveFilters, competitionId: number | null): MobileLiveFilters => ({
  ...filters,
  selectedCompetitionId: competitionId,
  selectedLeagueIds: [],
});

export function toggleMobileLeague(filters: MobileLiveFilters, leagueId: number): MobileLiveFilters {
  const ids = filters.selectedLeagueIds;
  return { ...filters, selectedLeagueIds: ids.includes(leagueId) ? ids.filter((id) => id !== leagueId) : [...ids, leagueId] };
}

export const selectEuroMarket = (filters: MobileLiveFilters, market: EuroMarketSelection | null): MobileLiveFilters => ({
  ...filters,
  selectedEuroMarket: market,
});

export function matchesMobileFilters(filters: MobileLiveFilters, place: EventPlace): boolean {
  if (filters.selectedCompetitionId === null) return true;
  if (place.competitionId !== filters.selectedCompetitionId) return false;
  return filters.selectedLeagueIds.length === 0 || filters.selectedLeagueIds.includes(place.leagueId);
}
