import type { SportEvent } from '@sportsbook/contracts';
import { couponSections } from './coupon-sections';

const FOOT = { id: 240, description: 'Football', slug: '240-football' };
const TENN = { id: 239, description: 'Tennis', slug: '239-tennis' };
const ENG = { id: 1001, description: 'England', slug: '1001-england' };
const PL = { id: 3001, description: 'Premier League', slug: '3001-premier-league' };
const CH = { id: 3002, description: 'Championship', slug: '3002-championship' };

const event = (id: number, sportCode: string, ...eventPaths: (typeof FOOT)[]) => ({ id, sportCode, eventPaths }) as SportEvent;

it('groups runs of one league under a "country · league" header', () => {
  const sections = couponSections(
    [event(1, 'FOOT', FOOT, ENG, PL), event(2, 'FOOT', FOOT, ENG, PL), event(3, 'FOOT', FOOT, ENG, CH)],
    'league',
  );
  expect(sections.map((s) => [s.title, s.events.map((e) => e.id)])).toEqual([
    ['England · Premier League', [1, 2]],
    ['England · Championship', [3]],
  ]);
});

it('groups a time-sorted list by sport so each run gets its sport’s columns', () => {
  const sections = couponSections(
    [
      event(1, 'FOOT', FOOT, ENG, PL),
      event(2, 'FOOT', FOOT, ENG, CH),
      event(3, 'TENN', TENN, ENG, PL),
      event(4, 'FOOT', FOOT, ENG, PL),
    ],
    'sport',
  );
  expect(sections.map((s) => [s.title, s.sportCode, s.events.length])).toEqual([
    ['Football', 'FOOT', 2],
    ['Tennis', 'TENN', 1],
    ['Football', 'FOOT', 1],
  ]);
});
