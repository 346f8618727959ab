import type { EventPath, SportCode, SportEvent } from '@sportsbook/contracts';
import { countryPathOf, leaguePathOf, sportPathOf } from '../routing/paths';

export interface LeagueNode {
  path: EventPath;
  count: number;
}

export interface CountryNode {
  path: EventPath;
  /** Spec §3: taken from the country path's slug. */
  name: string;
  count: number;
  leagues: LeagueNode[];
}

export interface SportNode {
  id: number;
  code: SportCode;
  name: string;
  count: number;
  countries: CountryNode[];
}

/**
 * Sports, then countries, then leagues with their event counts, in the order the events come
 * (the API's sortByEventpath order is the book's display order).
 */
export function buildSportsTree(events: readonly SportEvent[]): SportNode[] {
  const sports = new Map<number, SportNode>();
  for (const event of events) {
    const sportPath = sportPathOf(event);
    const countryPath = countryPathOf(event);
    const leaguePath = leaguePathOf(event);
    if (!sportPath || !countryPath || !leaguePath) continue;
    let sport = sports.get(sportPath.id);
    if (!sport) {
      sport = { id: sportPath.id, code: event.sportCode, name: sportPath.description, count: 0, countries: [] };
      sports.set(sport.id, sport);
    }
    sport.count += 1;
    let country = sport.countries.find((c) => c.path.id === countryPath.id);
    if (!country) {
      country = { path: countryPath, name: countryPath.description, count: 0, leagues: [] };
      sport.countries.push(country);
    }
    country.count += 1;
    let league = country.leagues.find((l) => l.path.id === leaguePath.id);
    if (!league) {
      league = { path: leaguePath, count: 0 };
      country.leagues.push(league);
    }
    league.count += 1;
  }
  return [...sports.values()];
}
