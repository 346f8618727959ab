import { eventIdFromSegment, liveEventPath, liveSportPath } from './live-event-path';

it('links a live event as live/{id}-{slug} under the locale and reads the id back', () => {
  const path = liveEventPath('es', { id: 50000037, slug: 'seaford-villa-vs-ashford-rovers' });
  expect(path).toBe('/es/live/50000037-seaford-villa-vs-ashford-rovers');
  expect(eventIdFromSegment(path.split('/').pop())).toBe(50000037);
  expect(eventIdFromSegment('50000037')).toBe(50000037);
});

it('finds no event in segments without a leading id', () => {
  expect([eventIdFromSegment('sport'), eventIdFromSegment('12abc'), eventIdFromSegment(undefined)]).toEqual([null, null, null]);
});

it('links the overview and the sport tabs', () => {
  expect(liveSportPath('en')).toBe('/en/live/sport/');
  expect(liveSportPath('en', '240-FOOT')).toBe('/en/live/sport/240-FOOT');
});
