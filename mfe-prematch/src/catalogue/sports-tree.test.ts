import type { SportEvent } from '@sportsbook/contracts';
import { buildSportsTree } from './sports-tree';

const path = (id: number, description: string, slug: string) => ({ id, description, slug });
const FOOT = path(240, 'Football', '240-football');
const TENN = path(239, 'Tennis', '239-tennis');
const ENG = path(1001, 'England', '1001-england');
const ESP = path(1002, 'Spain', '1002-spain');
const PL = path(3001, 'Premier League', '3001-premier-league');
const CH = path(3002, 'Championship', '3002-championship');
const LL = path(3004, 'LaLiga', '3004-laliga');
const VIE = path(3201, 'ATP Vienna', '3201-atp-vienna');
const AUT = path(1201, 'Austria', '1201-austria');

const event = (sportCode: string, ...eventPaths: ReturnType<typeof path>[]) => ({ sportCode, eventPaths }) as SportEvent;

it('counts events per sport, country and league in the order they come', () => {
  const tree = buildSportsTree([
    event('FOOT', FOOT, ENG, PL),
    event('FOOT', FOOT, ENG, PL),
    event('FOOT', FOOT, ENG, CH),
    event('FOOT', FOOT, ESP, LL),
    event('TENN', TENN, AUT, VIE),
  ]);
  expect(tree.map((s) => [s.code, s.name, s.count])).toEqual([
    ['FOOT', 'Football', 4],
    ['TENN', 'Tennis', 1],
  ]);
  const [england, spain] = tree[0]!.countries;
  expect([england!.name, england!.count, spain!.name, spain!.count]).toEqual(['England', 3, 'Spain', 1]);
  expect(england!.leagues.map((l) => [l.path.description, l.count])).toEqual([
    ['Premier League', 2],
    ['Championship', 1],
  ]);
});

it('skips events without a country level', () => {
  expect(buildSportsTree([event('FOOT', FOOT, PL)])).toEqual([]);
});
