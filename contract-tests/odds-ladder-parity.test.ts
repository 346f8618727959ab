import { parseOddsLadder, priceWithLadderAndMargins, snapToLadder } from '@sportsbook/odds';
import fc from 'fast-check';
import { LADDER, snapDown } from '../api/src/catalogue/odds-ladder';
import { testServer, type TestServer } from '../api/src/testing/test-server';

/**
 * The book's prices and the prices a client shows after applying the served ladder are snapped by
 * one rule (@sportsbook/odds snapToLadder): for any price, the API's snap and the client's snap on
 * the ladder the API serves agree, never rise above the price, land on a step, and keep a price
 * below the first step as it is (docs/decisions/odds-ladder-floor.md).
 */
let server: TestServer;
let served: readonly number[];
beforeAll(async () => {
  server = await testServer();
  const answer = (await server.app.inject('/xapi/rest/oddsLadderAndMargins/1')).json<{ odds: string }>();
  served = parseOddsLadder(answer.odds).get('DEFAULT') ?? [];
});
afterAll(() => server.app.close());

const price = fc.double({ min: 0.5, max: 1_200, noNaN: true });
const first = LADDER[0] as number;

it('serves the ladder the book prices on', () => {
  expect(served).toEqual(LADDER);
});

it('snaps every price the same on both sides, never above it and onto a step', () => {
  fc.assert(
    fc.property(price, (decimal) => {
      const book = snapDown(decimal);
      expect(snapToLadder(decimal, served)).toBe(book);
      expect(book).toBeLessThanOrEqual(decimal + 1e-9);
      if (decimal >= first) expect(LADDER).toContain(book);
      else expect(book).toBe(decimal);
    }),
    { numRuns: 3_000 },
  );
});

it('keeps a price on a step, and the step below it from just above', () => {
  fc.assert(
    fc.property(fc.nat(LADDER.length - 2), (i) => {
      const step = LADDER[i] as number;
      const next = LADDER[i + 1] as number;
      expect(snapDown(step)).toBe(step);
      expect(snapToLadder((step + next) / 2, served)).toBe(step);
    }),
  );
});

it('prices a client quote of the book price, without margin, at the book price', () => {
  const config = { margins: [{ brandMarginType: 'DEFAULT', margin: 0 }], ladders: new Map([['DEFAULT', served]]) };
  const key = { marketTypeId: 1, leagueId: 1, outcomeId: 1, eventId: 1 };
  fc.assert(
    fc.property(fc.constantFrom(...LADDER), (decimal) => {
      expect(priceWithLadderAndMargins(decimal, key, config)).toBe(decimal);
    }),
  );
});
