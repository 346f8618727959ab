import type { SportEvent } from '@sportsbook/contracts';
import { fold, searchCatalogue } from './search-catalogue';

const FOOT = { id: 240, description: 'Football', slug: '240-football' };
const VN = { id: 1009, description: 'Vietnam', slug: '1009-vietnam' };
const VL = { id: 3014, description: 'V.League 1', slug: '3014-v-league-1' };
const ENG = { id: 1001, description: 'England', slug: '1001-england' };
const PL = { id: 3001, description: 'Premier League', slug: '3001-premier-league' };

const event = (id: number, description: string, startTime: string, paths = [FOOT, ENG, PL], isOutright = false) =>
  ({ id, description, startTime, sportCode: 'FOOT', eventPaths: paths, isOutright }) as SportEvent;

const book = [
  event(2, 'Kingsport City vs Ashford Rovers', '2026-11-22T15:00:00Z'),
  event(1, 'Ashford Rovers vs Hallam Athletic', '2026-11-21T15:00:00Z'),
  event(3, 'Hải Phòng Port vs Cần Thơ Delta', '2026-11-21T12:00:00Z', [FOOT, VN, VL]),
  event(4, 'Premier League 2026/27 - Winner', '2027-05-01T12:00:00Z', [FOOT, ENG, PL], true),
];

it('ignores accents and case', () => {
  expect(fold('Hải Phòng')).toBe('hai phong');
  expect(searchCatalogue(book, 'HAI PHONG').events.map((e) => e.id)).toEqual([3]);
});

it('finds a team once, linked to its next event', () => {
  const { teams, events } = searchCatalogue(book, 'ashford');
  expect(teams).toEqual([{ name: 'Ashford Rovers', event: book[1] }]);
  expect(events.map((e) => e.id)).toEqual([1, 2]);
});

it('finds leagues by league or country name, each once', () => {
  expect(searchCatalogue(book, 'premier').leagues).toEqual([{ sport: { id: 240, code: 'FOOT' }, country: ENG, league: PL }]);
  expect(searchCatalogue(book, 'vietnam').leagues.map((l) => l.league.id)).toEqual([3014]);
});

it('needs every word to match', () => {
  expect(searchCatalogue(book, 'ashford kingsport').events.map((e) => e.id)).toEqual([2]);
});

it('waits for two characters and caps every list', () => {
  expect(searchCatalogue(book, 'a').events).toEqual([]);
  expect(searchCatalogue(book, 'vs', 1).events).toHaveLength(1);
});
