/**
 * The in-play overview's structure: sport tabs, and events grouped by sport, competition and
 * league, with the e-sports bot events (EFOT and EBSK, slug suffix ---bots) in one group of their own.
 */
import { BOT_SLUG_SUFFIX, BOT_SPORT_CODES, type SportCode } from '@sportsbook/contracts';
import { eventPlace } from '../filters/live-filters';
import type { LiveEventEntity } from '../store/live-data';

/** Spec §9 in-play overview page size. */
export const LIVE_PAGE_SIZE = 50;
export const BOTS_GROUP = 'bots';

export type GroupableEvent = Pick<LiveEventEntity, 'id' | 'slug' | 'sportCode' | 'eventPaths'>;

export interface LeagueGroup {
  id: number;
  title: string;
  eventIds: number[];
}

export interface CompetitionGroup {
  id: number | null;
  title: string;
  leagues: LeagueGroup[];
}

export interface SportGroup {
  /** The sport's path id, or BOTS_GROUP. */
  key: string;
  /** Empty for the bots group, whose title the page translates. */
  title: string;
  competitions: CompetitionGroup[];
}

export interface SportTab {
  /** Route segment of spec §2: live/sport/{id}-{CODE}. */
  segment: string;
  sportCode: SportCode;
  title: string;
  count: number;
}

export const isBotEvent = (event: Pick<LiveEventEntity, 'slug' | 'sportCode'>): boolean =>
  BOT_SPORT_CODES.includes(event.sportCode) && event.slug.endsWith(BOT_SLUG_SUFFIX);

export const sportSegment = (event: GroupableEvent): string => `${event.eventPaths[0]?.id ?? 0}-${event.sportCode}`;

export function sportTabs(events: readonly GroupableEvent[]): SportTab[] {
  const tabs = new Map<string, SportTab>();
  for (const event of events) {
    const segment = sportSegment(event);
    const tab = tabs.get(segment);
    if (tab) tab.count++;
    else
      tabs.set(segment, {
        segment,
        sportCode: event.sportCode,
        title: event.eventPaths[0]?.description ?? event.sportCode,
        count: 1,
      });
  }
  return [...tabs.values()];
}

/** Groups in order of first appearance, so the API's ranking of sports and leagues is kept. */
export function groupEvents(events: readonly GroupableEvent[]): SportGroup[] {
  const sports = new Map<string, SportGroup>();
  for (const event of events) {
    const bot = isBotEvent(event);
    const key = bot ? BOTS_GROUP : String(event.eventPaths[0]?.id ?? event.sportCode);
    let sport = sports.get(key);
    if (!sport) {
      sport = { key, title: bot ? '' : (event.eventPaths[0]?.description ?? event.sportCode), competitions: [] };
      sports.set(key, sport);
    }
    const place = eventPlace(event.eventPaths);
    const competitionPath = place.competitionId === null ? undefined : event.eventPaths[1];
    let competition = sport.competitions.find((c) => c.id === place.competitionId);
    if (!competition) {
      competition = { id: place.competitionId, title: competitionPath?.description ?? '', leagues: [] };
      sport.competitions.push(competition);
    }
    let league = competition.leagues.find((l) => l.id === place.leagueId);
    if (!league) {
      league = { id: place.leagueId, title: event.eventPaths[event.eventPaths.length - 1]?.description ?? '', eventIds: [] };
      competition.leagues.push(league);
    }
    league.eventIds.push(event.id);
  }
  return [...sports.values()];
}
