import { cashoutValueMinor, stakeAfterTaxMinor, taxedReturn, toMinor } from '@sportsbook/stakes';
import type { BetDetail, CashoutDetailResponse, EventsResponse, PlacedBetslipResponse, SportEvent } from '@sportsbook/contracts';
import { BRANDS } from '../content/brands';
import { freshPlayer, serverAndPlayerForFile, type LoggedIn } from '../testing/test-server';
import { taxOf } from './returns';

/** A Kenyan player's cash out and tax lines: valued net of the stake tax, and the tax shown is the tax withheld. */
const file = serverAndPlayerForFile();
const KENYA = taxOf(BRANDS.ke!);

let eventIndex = 0;
async function placeKenyanSingle(stake: number): Promise<{ player: LoggedIn; bet: BetDetail; event: SportEvent }> {
  const player = freshPlayer(file.server, { brand: 'ke', deposit: 10_000 });
  const res = await file.server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50');
  const event = res.json<EventsResponse>().events.filter((e) => !e.isOutright)[eventIndex++] as SportEvent;
  const outcome = event.markets[0]!.outcomes[0]!;
  const placed = await file.server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=taxed-cashout-${eventIndex}`,
    headers: player.headers,
    payload: { singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: stake }] },
  });
  expect(placed.statusCode).toBe(200);
  return { player, bet: placed.json<PlacedBetslipResponse>().model.bets[0] as BetDetail, event };
}

const cashOut = async (player: LoggedIn, bet: BetDetail) =>
  (
    await file.server.app.inject({
      method: 'POST',
      url: `/xapi/bet/account/${player.accountId}/openbet/${bet.betId}/cashout`,
      headers: player.headers,
      payload: { amount: bet.cashoutAmount },
    })
  ).json<CashoutDetailResponse>();

it('offers an immediate cash out of a taxed KES 1,000 single on its net stake, never the gross', async () => {
  const { bet } = await placeKenyanSingle(1_000);
  const netStake = stakeAfterTaxMinor(100_000, KENYA);
  expect(netStake).toBe(87_500);
  const odds = bet.legs[0]!.decimal;
  expect(toMinor(bet.cashoutAmount ?? 0)).toBe(cashoutValueMinor(100_000, odds, 1 / odds, KENYA, 0.05));
  expect(toMinor(bet.cashoutAmount ?? 0)).toBeLessThanOrEqual(netStake);
});

it('shows the stake tax but no winnings tax once a taxed bet is cashed out', async () => {
  const { player, bet } = await placeKenyanSingle(500);
  const winningsTax = taxedReturn(50_000 * bet.legs[0]!.decimal, 50_000, KENYA).taxDeductionMinor;
  expect(toMinor(bet.winningsTax)).toBe(winningsTax);
  const answer = await cashOut(player, bet);
  expect(answer.status).toBe('SUCCESS');
  expect(answer.bet).toMatchObject({ status: 'CASHED_OUT', result: 'CASHED_OUT', stakeTax: 62.5, winningsTax: 0 });
});

it('shows the tax withheld once settled: on the winnings of a win, none on a loss, none at all on a void', async () => {
  const placed = await Promise.all([placeKenyanSingle(100), placeKenyanSingle(100), placeKenyanSingle(100)]);
  const outcomes: Array<'WON' | 'LOST' | 'VOID'> = ['WON', 'LOST', 'VOID'];
  placed.forEach(({ event }, i) => file.server.ctx.betting.settleEvent(event.id, () => outcomes[i]!));
  const [won, lost, voided] = placed.map(({ bet }) =>
    file.server.ctx.betting.detail(file.server.ctx.betting.store.bet(Number(bet.betId))!),
  );
  const odds = placed[0]!.bet.legs[0]!.decimal;
  expect(won).toMatchObject({
    result: 'WON',
    stakeTax: 12.5,
    winningsTax: taxedReturn(10_000 * odds, 10_000, KENYA).taxDeductionMinor / 100,
  });
  expect(lost).toMatchObject({ result: 'LOST', stakeTax: 12.5, winningsTax: 0 });
  expect(voided).toMatchObject({ result: 'VOID', returns: 100, stakeTax: 0, winningsTax: 0 });
});
