import {
  betslipPricingResponseSchema,
  placedBetslipResponseSchema,
  type BetslipPricingResponse,
  type PlacedBetslipResponse,
} from '@sportsbook/contracts';
import type { EventRecord } from '../catalogue/event-factory';
import { contractViolations } from '../testing/contract-check';
import { freshPlayer, serverAndPlayerForFile } from '../testing/test-server';
import type { LegRow } from './bet-store';

const file = serverAndPlayerForFile();

const outrights = (): EventRecord[] =>
  [...file.server.ctx.catalogue.all()].filter(
    (r) => r.event.isOutright && r.sport.code !== 'GOLF' && r.phase === 'PREMATCH' && r.event.markets[0]?.placeTerms,
  );

let slipNumber = 0;
async function placeEachWay(record: EventRecord, outcomeIndex: number, unitStake = 10, who = file.player) {
  const outcome = record.event.markets[0]!.outcomes[outcomeIndex]!;
  const res = await file.server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${who.accountId}/betslips?withAuth=true&uuid=each-way-${++slipNumber}`,
    headers: who.headers,
    payload: { singles: [{ outcomeId: outcome.id, unitStake, eachWay: true }] },
  });
  const body = res.json<PlacedBetslipResponse>();
  expect(contractViolations(body, placedBetslipResponseSchema)).toEqual([]);
  return { model: body.model, decimal: outcome.consolidatedPrice.currentPrice.decimal, outcomeId: outcome.id };
}

it('offers league outrights each-way at a quarter of the odds for three places', () => {
  expect(outrights().length).toBeGreaterThan(0);
  for (const record of outrights())
    expect(record.event.markets[0]?.placeTerms).toEqual({ numerator: 1, denominator: 4, places: 3 });
});

it('prices an each-way single as two bets of the unit stake: the win part plus a place part at a quarter of the odds', async () => {
  const [record] = outrights();
  const outcome = record!.event.markets[0]!.outcomes[2]!;
  const decimal = outcome.consolidatedPrice.currentPrice.decimal;
  const res = await file.server.app.inject({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    payload: { model: { singles: [{ outcomeId: outcome.id, unitStake: 10, eachWay: true }], multiples: [], systems: [] } },
  });
  const body = res.json<BetslipPricingResponse>();
  expect(contractViolations(body, betslipPricingResponseSchema)).toEqual([]);
  const place = 1 + (decimal - 1) / 4;
  expect(body.model.singles[0]).toMatchObject({
    placeTerms: { numerator: 1, denominator: 4, places: 3 },
    eachWay: true,
    potentialReturns: Math.floor(10 * (decimal + place) * 100 + 1e-6) / 100,
    potentialPlaceWin: Math.floor(10 * place * 100 + 1e-6) / 100,
  });
});

it('books each-way as twice the stake, and settles each part: winner, placed, unplaced, void', async () => {
  const record = outrights()[1]!;
  const balance = () => file.server.ctx.wallets.get(file.player.accountId).balanceMinor;
  const placed = await Promise.all([0, 1, 2, 3].map(async (i) => placeEachWay(record, i)));
  expect(balance()).toBe(100_000 - 4 * 2_000);
  for (const { model } of placed) {
    expect(model.bets[0]).toMatchObject({
      noOfBets: 2,
      totalStake: 20,
      legs: [{ placeTerms: { numerator: 1, denominator: 4, places: 3 } }],
    });
    expect(model.bets[0]?.cashoutAmount).toBeNull();
  }
  const [winner, placer, unplaced, voided] = placed.map((p) => p.outcomeId);
  const result = (leg: LegRow) => (leg.outcome_id === winner ? 'WON' : leg.outcome_id === voided ? 'VOID' : 'LOST');
  const place = (leg: LegRow) => (leg.outcome_id === winner || leg.outcome_id === placer ? 'WON' : 'LOST');
  file.server.ctx.betting.settleEvent(record.event.id, result, place);

  const bets = file.server.ctx.betting.store
    .settledBets(file.player.accountId, 0, 10)
    .map((bet) => file.server.ctx.betting.detail(bet));
  const returnsOf = (outcomeId: number) => bets.find((b) => b.legs[0]?.outcomeId === outcomeId)?.returns;
  const [w, p] = placed.map((b) => b.decimal) as [number, number];
  const cents = (amount: number) => Math.floor(amount * 100 + 1e-6);
  expect(returnsOf(winner!)).toBe(cents(10 * (w + 1 + (w - 1) / 4)) / 100);
  expect(returnsOf(placer!)).toBe(cents(10 * (1 + (p - 1) / 4)) / 100);
  expect(returnsOf(unplaced!)).toBe(0);
  expect(returnsOf(voided!)).toBe(20);
  expect(bets.find((b) => b.legs[0]?.outcomeId === placer)?.legs[0]).toMatchObject({ result: 'LOST', placeResult: 'WON' });
  const resultOf = (outcomeId: number) => bets.find((b) => b.legs[0]?.outcomeId === outcomeId)?.result;
  // The bookmaker's words: a win is Won, a return by the place part alone is Placed.
  expect([winner, placer, unplaced, voided].map((id) => resultOf(id!))).toEqual(['WON', 'PLACED', 'LOST', 'VOID']);
  expect(file.server.ctx.wallets.ledgerTotals(file.player.accountId).real).toBe(balance());
});

it('takes a win bet only where the brand has no each-way or the market no place terms', async () => {
  const kenyan = freshPlayer(file.server, { brand: 'ke', deposit: 10_000 });
  const { model } = await placeEachWay(outrights()[2]!, 0, 100, kenyan);
  expect(model.bets[0]).toMatchObject({ noOfBets: 1, totalStake: 100 });
  expect(model.bets[0]?.legs[0]?.placeTerms).toBeUndefined();
});

it('an each-way double is a win double and a place double: placed legs pay the place double alone', async () => {
  const [first, second] = outrights().slice(3, 5) as [EventRecord, EventRecord];
  const [a, b] = [first.event.markets[0]!.outcomes[0]!, second.event.markets[0]!.outcomes[1]!];
  const res = await file.server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${file.player.accountId}/betslips?withAuth=true&uuid=each-way-double-${file.player.accountId}`,
    headers: file.player.headers,
    payload: {
      singles: [{ outcomeId: a.id }, { outcomeId: b.id }],
      multiples: [{ betTypeId: 200002, unitStake: 10, eachWay: true }],
    },
  });
  const { model } = res.json<PlacedBetslipResponse>();
  const [da, db] = [a, b].map((o) => o.consolidatedPrice.currentPrice.decimal) as [number, number];
  const place = (d: number) => 1 + (d - 1) / 4;
  expect(model.bets[0]).toMatchObject({ kind: 'MULTIPLE', noOfBets: 2, totalStake: 20 });
  expect(model.bets[0]?.potentialReturns).toBe(Math.floor(10 * (da * db + place(da) * place(db)) * 100 + 1e-6) / 100);

  // The first leg only places, the second wins: the win double loses, the place double pays.
  file.server.ctx.betting.settleEvent(
    first.event.id,
    () => 'LOST',
    () => 'WON',
  );
  file.server.ctx.betting.settleEvent(
    second.event.id,
    () => 'WON',
    () => 'WON',
  );
  const [settled] = file.server.ctx.betting.store
    .settledBets(file.player.accountId, 0, 10)
    .map((bet) => file.server.ctx.betting.detail(bet));
  expect(settled).toMatchObject({ result: 'PLACED', returns: Math.floor(10 * place(da) * place(db) * 100 + 1e-6) / 100 });
});

it('an each-way trixie is four win lines and their four place twins: priced as the slip does and settled line by line', async () => {
  const legs = outrights().slice(5, 8);
  expect(legs).toHaveLength(3);
  const outcomes = legs.map((record, i) => record.event.markets[0]!.outcomes[i]!);
  const payload = {
    singles: outcomes.map((o) => ({ outcomeId: o.id })),
    systems: [{ ref: '057', unitStake: 1, eachWay: true }],
  };
  const priced = await file.server.app.inject({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    payload: { model: { ...payload, multiples: [] } },
  });
  const trixie = priced.json<BetslipPricingResponse>().model.systems.find((s) => s.ref === '057');
  const [a, b, c] = outcomes.map((o) => o.consolidatedPrice.currentPrice.decimal) as [number, number, number];
  const place = (d: number) => 1 + (d - 1) / 4;
  const lines = (x: number, y: number, z: number) => x * y + x * z + y * z + x * y * z;
  expect(trixie).toMatchObject({ noOfBets: 8, totalStake: 8, eachWay: true });
  expect(trixie?.potentialReturns).toBe(Math.floor((lines(a, b, c) + lines(place(a), place(b), place(c))) * 100 + 1e-6) / 100);

  const res = await file.server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${file.player.accountId}/betslips?withAuth=true&uuid=each-way-trixie-${file.player.accountId}`,
    headers: file.player.headers,
    payload,
  });
  const { model } = res.json<PlacedBetslipResponse>();
  expect(model.bets[0]).toMatchObject({ kind: 'SYSTEM', noOfBets: 8, totalStake: 8 });
  expect(model.bets[0]?.potentialReturns).toBe(trixie?.potentialReturns);
  // The first wins, the others only place: every win line has a loser, every place line pays.
  legs.forEach((record, i) =>
    file.server.ctx.betting.settleEvent(
      record.event.id,
      () => (i === 0 ? 'WON' : 'LOST'),
      () => 'WON',
    ),
  );
  const [settled] = file.server.ctx.betting.store
    .settledBets(file.player.accountId, 0, 10)
    .map((bet) => file.server.ctx.betting.detail(bet));
  expect(settled).toMatchObject({
    result: 'PLACED',
    returns: Math.floor(lines(place(a), place(b), place(c)) * 100 + 1e-6) / 100,
  });
});
