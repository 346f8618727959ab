import { columnThresholds, columnTrack, couponGrid } from './coupon-grid';
import { markerConfigFor } from './sports-marker-config';

it('sizes a column for its outcomes so rows and header line up', () => {
  expect(columnTrack(3)).toBe(200);
  expect(columnTrack(2)).toBe(132);
  expect(columnTrack(0)).toBe(columnTrack(3));
});

it('adds a column only once it fits beside the teams', () => {
  expect(columnThresholds(markerConfigFor('FOOT').columns)).toEqual([420, 560, 700]);
  // A 1280 px desktop leaves the coupon about 640 px: basketball's three two-way columns fit, football's third does not.
  expect(columnThresholds(markerConfigFor('BASK').columns).at(-1)).toBeLessThanOrEqual(640);
});

it('gives every row of a section the same grid, so a render builds no style', () => {
  const football = markerConfigFor('FOOT').columns;
  const sameCounts = football.map((column) => ({ outcomeLabels: [...column.outcomeLabels] }));
  expect(couponGrid(sameCounts)).toBe(couponGrid(football));
  expect(couponGrid(markerConfigFor('BASK').columns)).not.toBe(couponGrid(football));
});
