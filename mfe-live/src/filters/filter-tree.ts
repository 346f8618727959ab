/** The competitions and leagues a filter offers, from the events listed, in the order they appear. */
import type { EventPath } from '@sportsbook/contracts';
import { eventPlace } from './live-filters';

export interface FilterLeague {
  id: number;
  title: string;
}

export interface FilterCompetition {
  id: number;
  title: string;
  /** Countries repeat across sports (England in football and cricket), so the sport names them apart. */
  sport: string;
  leagues: FilterLeague[];
}

export interface FilterTree {
  competitions: FilterCompetition[];
  leaguesWithoutCompetition: FilterLeague[];
}

export function filterTree(events: ReadonlyArray<{ eventPaths: readonly EventPath[] }>): FilterTree {
  const competitions = new Map<number, FilterCompetition>();
  const loose = new Map<number, FilterLeague>();
  for (const { eventPaths } of events) {
    const place = eventPlace(eventPaths);
    const league = { id: place.leagueId, title: eventPaths[eventPaths.length - 1]?.description ?? '' };
    if (place.competitionId === null) {
      loose.set(league.id, league);
      continue;
    }
    let competition = competitions.get(place.competitionId);
    if (!competition) {
      competition = {
        id: place.competitionId,
        title: eventPaths[1]?.description ?? '',
        sport: eventPaths[0]?.description ?? '',
        leagues: [],
      };
      competitions.set(place.competitionId, competition);
    }
    if (!competition.leagues.some((l) => l.id === league.id)) competition.leagues.push(league);
  }
  return { competitions: [...competitions.values()], leaguesWithoutCompetition: [...loose.values()] };
}
