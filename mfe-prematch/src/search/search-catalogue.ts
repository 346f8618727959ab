import { compareCodes } from '@sportsbook/contracts';
import type { EventPath, SportEvent } from '@sportsbook/contracts';
import { teamsOf } from '../coupon/teams';
import { countryPathOf, leaguePathOf, sportPathOf } from '../routing/paths';

export interface LeagueHit {
  sport: { id: number; code: string };
  country: EventPath;
  league: EventPath;
}

export interface SearchResults {
  teams: Array<{ name: string; event: SportEvent }>;
  leagues: LeagueHit[];
  events: SportEvent[];
}

/** Searches start from this many characters: one letter matches half the book. */
export const MIN_QUERY_LENGTH = 2;

/** Case- and accent-blind text, so "sao" finds "São" and "hai phong" finds "Hải Phòng". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

/** Every word of the query appears somewhere in the text. */
const matches = (text: string, words: readonly string[]): boolean => {
  const folded = fold(text);
  return words.every((word) => folded.includes(word));
};

/**
 * Events, teams and leagues matching a query, soonest event first, each list capped at `limit`.
 * A team links to its next event; a league to its page.
 */
export function searchCatalogue(events: readonly SportEvent[], query: string, limit = 5): SearchResults {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const results: SearchResults = { teams: [], leagues: [], events: [] };
  if (query.trim().length < MIN_QUERY_LENGTH) return results;
  const byTime = [...events].sort((a, b) => compareCodes(a.startTime, b.startTime));
  const seenTeams = new Set<string>();
  const seenLeagues = new Set<number>();
  for (const event of byTime) {
    if (results.events.length < limit && matches(event.description, words)) results.events.push(event);
    for (const team of event.isOutright ? [] : teamsOf(event.description)) {
      if (results.teams.length < limit && !seenTeams.has(team) && matches(team, words)) {
        seenTeams.add(team);
        results.teams.push({ name: team, event });
      }
    }
    const sport = sportPathOf(event);
    const country = countryPathOf(event);
    const league = leaguePathOf(event);
    if (!sport || !country || !league || seenLeagues.has(league.id) || results.leagues.length >= limit) continue;
    if (matches(`${country.description} ${league.description}`, words)) {
      seenLeagues.add(league.id);
      results.leagues.push({ sport: { id: sport.id, code: event.sportCode }, country, league });
    }
  }
  return results;
}
