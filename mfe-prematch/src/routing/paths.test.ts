import type { SportEvent } from '@sportsbook/contracts';
import {
  countryNameFromSlug,
  countryPathOf,
  eventHref,
  leadingId,
  leagueHref,
  leaguePathOf,
  parseSportKey,
  pseudoSportHref,
  sportHref,
} from './paths';

const football = { id: 240, code: 'FOOT' };
const england = { id: 1001, description: 'England', slug: '1001-england' };
const premier = { id: 3001, description: 'Premier League', slug: '3001-premier-league' };

it('builds the spec §2 routes under the locale', () => {
  expect(sportHref('en', football)).toBe('/en/sports/240-FOOT');
  expect(leagueHref('es', football, england, premier)).toBe('/es/sports/240-FOOT/1001-england/3001-premier-league');
  expect(eventHref('fr', { id: 42, slug: 'a-vs-b' })).toBe('/fr/events/42-a-vs-b');
});

it('sends the jackpot pseudo-sport to the jackpot remote', () => {
  expect(pseudoSportHref('en', 10002)).toBe('/en/jackpot');
  expect(pseudoSportHref('en', 10000)).toBe('/en/sports/10000');
});

it('parses sport keys and ids, rejecting anything else', () => {
  expect(parseSportKey('240-FOOT')).toEqual({ id: 240, code: 'FOOT' });
  expect(parseSportKey('240-XXXX')).toBeNull();
  expect(parseSportKey('fixtures')).toBeNull();
  expect(leadingId('123-a-vs-b')).toBe(123);
  expect(leadingId('123')).toBe(123);
  expect(leadingId('abc')).toBeNull();
});

it('takes the country name from the slug after the dash', () => {
  expect(countryNameFromSlug('1001-england')).toBe('England');
  expect(countryNameFromSlug('1013-international-clubs')).toBe('International Clubs');
  expect(countryNameFromSlug('1101-usa')).toBe('USA');
});

it('reads sport, country and league from the event paths', () => {
  const event = { eventPaths: [{ id: 240, description: 'Football', slug: '240-football' }, england, premier] } as SportEvent;
  expect(countryPathOf(event)).toBe(england);
  expect(leaguePathOf(event)).toBe(premier);
  expect(countryPathOf({ eventPaths: [england, premier] } as SportEvent)).toBeUndefined();
});
