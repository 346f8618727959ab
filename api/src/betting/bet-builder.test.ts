import {
  BET_BUILDER_BET_TYPE_ID,
  betslipPricingResponseSchema,
  builderPriceResponseSchema,
  placedBetslipResponseSchema,
  type BetDetail,
  type BetslipPricingResponse,
  type BuilderPriceResponse,
  type PlacedBetslipResponse,
} from '@sportsbook/contracts';
import type { EventRecord } from '../catalogue/event-factory';
import { contractViolations } from '../testing/contract-check';
import { serverAndPlayerForFile } from '../testing/test-server';
import type { LegRow } from './bet-store';

const file = serverAndPlayerForFile();

/** Football fixtures far enough ahead not to start during the test. */
const matches = (): EventRecord[] =>
  [...file.server.ctx.catalogue.all()].filter((r) => r.event.betBuilderEvent === true && r.phase === 'PREMATCH').slice(-20);
const outcome = (record: EventRecord, key: string, index: number): number =>
  record.marketsByKey.get(key)?.outcomes[index]?.id ?? 0;
const priceOf = async (outcomeIds: number[]) => {
  const res = await file.server.app.inject({ method: 'POST', url: '/xapi/rest/betbuilder/price', payload: { outcomeIds } });
  const body = res.json<BuilderPriceResponse>();
  expect(contractViolations(body, builderPriceResponseSchema)).toEqual([]);
  return body;
};

it('prices legs that go together above the product of their prices, and refuses ones that cannot (RES-00218)', async () => {
  const record = matches()[0]!;
  const home = outcome(record, 'MRES:FT', 0);
  const scorer = outcome(record, 'AGS:FT', 0);
  const together = await priceOf([home, scorer]);
  const apart = [home, scorer].map((id) => file.server.ctx.catalogue.outcome(id)!.outcome.consolidatedPrice.currentPrice.decimal);
  expect(together.errors).toEqual([]);
  // The favourite's best scorer scoring makes its win likelier, so the pair pays less than its prices multiplied.
  expect(together.decimal).toBeLessThan(apart[0]! * apart[1]!);
  const contradiction = await priceOf([scorer, outcome(record, 'ALTG:FT:0.5', 1)]);
  expect(contradiction).toEqual({
    decimal: null,
    errors: [{ code: 'RES-00218', message: 'These selections cannot all win together' }],
  });
  expect((await priceOf([home, outcome(matches()[1]!, 'BTTS:FT', 0)])).errors[0]?.code).toBe('RES-00218');
  const tooMany = await file.server.app.inject({
    method: 'POST',
    url: '/xapi/rest/betbuilder/price',
    payload: { outcomeIds: Array.from({ length: 9 }, (_, i) => home + i) },
  });
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json<{ message: string }>().message).toMatch(/outcomeIds/);
});

it('books a builder from the slip as one bet at its price, and settles it on all its legs', async () => {
  const record = matches()[2]!;
  const outcomeIds = [outcome(record, 'MRES:FT', 0), outcome(record, 'BTTS:FT', 1), outcome(record, 'CRNR:FT:9.5', 0)];
  const { decimal } = await priceOf(outcomeIds);
  const priced = await file.server.app.inject({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    payload: { model: { singles: [], builders: [{ outcomeIds, unitStake: 10 }] } },
  });
  const pricing = priced.json<BetslipPricingResponse>();
  expect(contractViolations(pricing, betslipPricingResponseSchema)).toEqual([]);
  expect(pricing.model.builders?.[0]).toMatchObject({ decimal, unitStake: 10, message: null, eventId: record.event.id });
  expect(pricing.model.totalCost).toBe(10);

  const before = file.server.ctx.wallets.get(file.player.accountId).balanceMinor;
  const placed = await file.server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${file.player.accountId}/betslips?withAuth=true&uuid=builder-1`,
    headers: file.player.headers,
    payload: { singles: [], builders: [{ outcomeIds, unitStake: 10, decimal }] },
  });
  const body = placed.json<PlacedBetslipResponse>();
  expect(contractViolations(body, placedBetslipResponseSchema)).toEqual([]);
  expect(body.model.errors).toEqual([]);
  const bet = body.model.bets[0]!;
  expect(bet).toMatchObject({
    betTypeId: BET_BUILDER_BET_TYPE_ID,
    description: 'Bet builder',
    totalOdds: decimal,
    totalStake: 10,
  });
  expect(bet.legs.map((leg) => leg.outcomeId)).toEqual(outcomeIds);
  expect(bet.cashoutAmount).toBeNull();
  expect(file.server.ctx.wallets.get(file.player.accountId).balanceMinor).toBe(before - 1_000);

  const allWon = (leg: LegRow) => (outcomeIds.includes(leg.outcome_id) ? 'WON' : 'LOST');
  file.server.ctx.betting.settleEvent(record.event.id, allWon);
  const settled = (
    await file.server.app.inject({
      url: `/xapi/bet/account/${file.player.accountId}/openbet/${bet.betId}`,
      headers: file.player.headers,
    })
  ).json<BetDetail>();
  expect(settled).toMatchObject({ status: 'WON', returns: bet.potentialReturns });
  expect(settled.returns).toBeCloseTo(10 * (decimal ?? 0), 2);
});

it('refuses to book a builder whose price moved when the player takes no changes, or whose legs cannot go together', async () => {
  const record = matches()[3]!;
  const outcomeIds = [outcome(record, 'MRES:FT', 2), outcome(record, 'OU:FT', 0)];
  const place = (payload: object, uuid: string) =>
    file.server.app.inject({
      method: 'POST',
      url: `/xapi/rest/accounts/${file.player.accountId}/betslips?withAuth=true&uuid=${uuid}`,
      headers: file.player.headers,
      payload,
    });
  const moved = (
    await place({ singles: [], builders: [{ outcomeIds, unitStake: 5, decimal: 1.01 }] }, 'builder-2')
  ).json<PlacedBetslipResponse>();
  expect(moved.model.errors.map((e) => e.code)).toEqual(['RES-00152']);
  const clash = [outcome(record, 'MRES:FT', 0), outcome(record, 'WNLA:FT', 0)];
  const refused = (
    await place({ singles: [], builders: [{ outcomeIds: clash, unitStake: 5 }] }, 'builder-3')
  ).json<PlacedBetslipResponse>();
  expect(refused.model.errors).toContainEqual({
    code: 'RES-00218',
    ref: 'bb1',
    message: 'These selections cannot all win together',
  });
  expect(refused.model.bets).toEqual([]);
});
