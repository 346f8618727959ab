import { nextRealityCheck } from './reality-check-timing';

const START = Date.UTC(2026, 10, 26, 12);
const MIN = 60_000;

it('falls on each interval mark from the session start, the first after now', () => {
  expect(nextRealityCheck(START, 30, START)).toBe(START + 30 * MIN);
  expect(nextRealityCheck(START, 30, START + 29 * MIN)).toBe(START + 30 * MIN);
  expect(nextRealityCheck(START, 30, START + 30 * MIN)).toBe(START + 60 * MIN);
  expect(nextRealityCheck(START, 30, START + 95 * MIN)).toBe(START + 120 * MIN);
});

it('has none when the player chose none', () => {
  expect(nextRealityCheck(START, 0, START)).toBeNull();
  expect(nextRealityCheck(Number.NaN, 30, START)).toBeNull();
});
