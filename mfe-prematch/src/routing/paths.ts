import type { EventPath, SportCode, SportEvent } from '@sportsbook/contracts';
import { PSEUDO_SPORT, SPORT_CODES } from '@sportsbook/contracts';

/** Links of spec §2, all under the player's locale: sports/{id}-{CODE}, events/{id}-{slug}. */
export const sportsHome = (locale: string): string => `/${locale}/sports`;

export const sportHref = (locale: string, sport: { id: number; code: string }): string =>
  `/${locale}/sports/${sport.id}-${sport.code}`;

/** Country and league pages hang under their sport so the page knows the sport's coupon layout. */
export const countryHref = (locale: string, sport: { id: number; code: string }, country: EventPath): string =>
  `${sportHref(locale, sport)}/${country.slug}`;

export const leagueHref = (locale: string, sport: { id: number; code: string }, country: EventPath, league: EventPath): string =>
  `${countryHref(locale, sport, country)}/${league.slug}`;

/** An event's page: contracts', as the shell's server links the home page's highlights it paints. */
export { eventHref } from '@sportsbook/contracts';

export const pseudoSportHref = (locale: string, id: number): string =>
  id === PSEUDO_SPORT.jackpot ? `/${locale}/jackpot` : `/${locale}/sports/${id}`;

/** The leading numeric id of a path segment such as "240-FOOT" or "12345-a-vs-b". */
export function leadingId(segment: string | undefined): number | null {
  const match = /^(\d{1,12})(?:-|$)/.exec(segment ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/** "240-FOOT" → { id: 240, code: 'FOOT' }; anything else is not a sport page. */
export function parseSportKey(segment: string | undefined): { id: number; code: SportCode } | null {
  const match = /^(\d{1,12})-([A-Z]+)$/.exec(segment ?? '');
  const code = match?.[2];
  if (!match?.[1] || !code || !(SPORT_CODES as readonly string[]).includes(code)) return null;
  return { id: Number(match[1]), code: code as SportCode };
}

/** Slug words this short are initialisms ("usa", "uk"), not names. */
const INITIALISM_MAX = 3;

/** Spec §3: the country name is the part of the country path's slug after the dash ("1001-england" → "England"). */
export function countryNameFromSlug(slug: string): string {
  const name = slug.slice(slug.indexOf('-') + 1);
  return name
    .split('-')
    .filter(Boolean)
    .map((word) => (word.length <= INITIALISM_MAX ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** First path is the sport, second the country, last the league (spec §3 Event). */
export const sportPathOf = (event: SportEvent): EventPath | undefined => event.eventPaths[0];
export const countryPathOf = (event: SportEvent): EventPath | undefined =>
  event.eventPaths.length > 2 ? event.eventPaths[1] : undefined;
export const leaguePathOf = (event: SportEvent): EventPath | undefined => event.eventPaths.at(-1);
