/**
 * Live filters of spec §3: what a player narrowed the in-play overview to. Competitions are the
 * country paths (second event path) and leagues the last path of a live event.
 */

/** A market column chosen for the overview rows, e.g. full-time match result. */
export interface EuroMarketSelection {
  periodAbbreviation: string;
  marketTypeCode: string;
}

/** Mobile: one competition at a time, some of its leagues, one market column. */
export interface MobileLiveFilters {
  selectedCompetitionId: number | null;
  selectedLeagueIds: number[];
  selectedEuroMarket: EuroMarketSelection | null;
}

/** Spec §4 Desktop filter icon. */
export type FilterIconState = 'none' | 'partial' | 'selected';

export interface DesktopCompetitionFilter {
  competitionId: number;
  leagueIds: number[];
  iconState: FilterIconState;
}

/** Desktop: a tree of competitions with their chosen leagues, plus leagues that have no competition. */
export interface DesktopLiveFilters {
  competitionDesktopList: DesktopCompetitionFilter[];
  selectedLeaguesWithoutCompetitionDesktopIds: number[];
  allCompetitionsSelected: boolean;
  allLeaguesWithoutCompetitionSelected: boolean;
}
