import { median, pairedRatioInterval } from './repeated-loads';

it('takes the upper middle of an even count', () => {
  expect(median([4, 1, 3, 2])).toBe(3);
});

it('gives a point where every pair of loads has the same ratio', () => {
  const monolith = [200, 250, 300, 350, 400];
  const [low, high] = pairedRatioInterval(
    monolith.map((ms) => ms * 1.2),
    monolith,
  );
  expect(low).toBeCloseTo(1.2, 10);
  expect(high).toBeCloseTo(1.2, 10);
});

it('holds the ratio of the medians and widens with the spread of the loads', () => {
  const monolith = [250, 260, 270, 280, 290, 300, 310, 320, 330];
  const steady = monolith.map((ms) => ms * 1.1);
  const noisy = steady.map((ms, i) => ms + (i % 2 === 0 ? 120 : -120));
  const [steadyLow, steadyHigh] = pairedRatioInterval(steady, monolith);
  const [noisyLow, noisyHigh] = pairedRatioInterval(noisy, monolith);
  const ratio = median(noisy) / median(monolith);
  expect(noisyLow).toBeLessThanOrEqual(ratio);
  expect(noisyHigh).toBeGreaterThanOrEqual(ratio);
  expect(noisyHigh - noisyLow).toBeGreaterThan(steadyHigh - steadyLow);
});

it('gives the same interval for the same loads', () => {
  const federated = [312, 280, 455, 390, 301];
  const monolith = [248, 300, 260, 410, 255];
  expect(pairedRatioInterval(federated, monolith)).toEqual(pairedRatioInterval(federated, monolith));
});
