import fc from 'fast-check';
import { drawFinishingOrder } from './finishing-order';

it('places every entrant once', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1, maxLength: 30 }),
      fc.integer(),
      (weights, seed) => {
        let state = seed;
        const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) < 0 ? -state : state) / 2147483648;
        expect([...drawFinishingOrder(weights, next)].sort((a, b) => a - b)).toEqual(weights.map((_, i) => i));
      },
    ),
  );
});

it('draws the winner with the priced chances, and the places among those left in the same proportions', () => {
  // Rolls land at fixed points of the weight line: 0.1 of 10 falls in the first entrant's share of 2.
  expect(drawFinishingOrder([2, 5, 3], () => 0.1)).toEqual([0, 1, 2]);
  expect(drawFinishingOrder([2, 5, 3], () => 0.95)).toEqual([2, 1, 0]);
  const rolls = [0.5, 0.0];
  expect(drawFinishingOrder([2, 5, 3], () => rolls.shift() ?? 0)).toEqual([1, 0, 2]);
});
