import {
  autoCashoutResponseSchema,
  cashoutDetailResponseSchema,
  type AutoCashoutResponse,
  type CashoutDetailResponse,
  type EventsResponse,
  type PlacedBetslipResponse,
  type SportEvent,
} from '@sportsbook/contracts';
import { contractViolations } from '../testing/contract-check';
import { freshPlayer, serverAndPlayerForFile } from '../testing/test-server';

const file = serverAndPlayerForFile();

let eventIndex = 0;
/** A €100 single on the first outcome of a prematch event not used by another test here. */
async function placeSingle(): Promise<{ betId: string; event: SportEvent; decimal: number }> {
  const res = await file.server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50');
  const event = res.json<EventsResponse>().events.filter((e) => !e.isOutright)[eventIndex++] as SportEvent;
  const outcome = event.markets[0]?.outcomes[0];
  if (!outcome) throw new Error('no outcome');
  const decimal = outcome.consolidatedPrice.currentPrice.decimal;
  const placed = await file.server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${file.player.accountId}/betslips?withAuth=true&uuid=partial-${eventIndex}-${file.player.accountId}`,
    headers: file.player.headers,
    payload: { singles: [{ outcomeId: outcome.id, decimal, unitStake: 100 }] },
  });
  const bet = placed.json<PlacedBetslipResponse>().model.bets[0];
  expect(bet?.cashoutAmount).toBe(95);
  return { betId: bet?.betId ?? '', event, decimal };
}

const cashout = async (betId: string, payload: object) =>
  (
    await file.server.app.inject({
      method: 'POST',
      url: `/xapi/bet/account/${file.player.accountId}/openbet/${betId}/cashout`,
      headers: file.player.headers,
      payload,
    })
  ).json<CashoutDetailResponse>();

const balanceMinor = () => file.server.ctx.wallets.get(file.player.accountId).balanceMinor;

it('cashes out part of a bet: pays the part, leaves the rest of the stake riding, and settlement pays the rest', async () => {
  const { betId, event, decimal } = await placeSingle();
  const part = await cashout(betId, { amount: 95, part: 38 });
  expect(contractViolations(part, cashoutDetailResponseSchema)).toEqual([]);
  // €38 of a €95 offer sells 40% of the €100 stake.
  expect(part).toMatchObject({
    status: 'SUCCESS',
    amount: 38,
    cashoutAmount: 38,
    bet: { status: 'OPEN', totalStake: 60, cashoutAmount: 57, cashouts: [{ amount: 38, stake: 40, automatic: false }] },
  });
  expect(part.bet.potentialReturns).toBe(Math.floor(60 * decimal * 100) / 100);
  expect(balanceMinor()).toBe(90_000 + 3_800);

  file.server.ctx.betting.settleEvent(event.id, () => 'WON');
  const settled = file.server.ctx.betting.detail(file.server.ctx.betting.store.bet(Number(betId))!);
  const winnings = Math.floor(60 * decimal * 100);
  expect(settled).toMatchObject({ status: 'WON', result: 'WON', returns: (3_800 + winnings) / 100 });
  expect(balanceMinor()).toBe(90_000 + 3_800 + winnings);
  expect(file.server.ctx.wallets.ledgerTotals(file.player.accountId).real).toBe(balanceMinor());
});

it('refuses a part of nothing, more than the offer, or one that leaves less than the least stake; the whole offer is a full cash-out', async () => {
  const { betId } = await placeSingle();
  for (const part of [0, 95.5, 94.99])
    expect(await cashout(betId, { amount: 95, part })).toMatchObject({ status: 'INVALID_AMOUNT' });
  expect(await cashout(betId, { amount: 80, part: 10 })).toMatchObject({ status: 'VALUES_CHANGED', cashoutAmount: 95 });
  expect(balanceMinor()).toBe(90_000);
  const whole = await cashout(betId, { amount: 95, part: 95 });
  expect(whole).toMatchObject({
    status: 'SUCCESS',
    bet: { status: 'CASHED_OUT', returns: 95, cashouts: [{ amount: 95, stake: 100, automatic: false }] },
  });
});

it('a later whole cash-out adds to the parts, and the bet returns their sum', async () => {
  const { betId } = await placeSingle();
  await cashout(betId, { amount: 95, part: 19 });
  const rest = await cashout(betId, { amount: 76 });
  expect(rest).toMatchObject({ status: 'SUCCESS', amount: 76, bet: { status: 'CASHED_OUT', returns: 95 } });
  expect(rest.bet.cashouts?.map((c) => [c.amount, c.stake])).toEqual([
    [19, 20],
    [76, 80],
  ]);
  expect(balanceMinor()).toBe(90_000 + 9_500);
});

describe('auto cash-out', () => {
  const setTarget = async (betId: string, target: number | null) => {
    const res = await file.server.app.inject({
      url: `/xapi/bet/account/${file.player.accountId}/openbet/${betId}/autocashout`,
      headers: file.player.headers,
      ...(target === null ? { method: 'DELETE' as const } : { method: 'PUT' as const, payload: { target } }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AutoCashoutResponse>();
    expect(contractViolations(body, autoCashoutResponseSchema)).toEqual([]);
    return body;
  };

  it('takes a target above the offer and within the returns, and the book cashes out by itself when the offer reaches it', async () => {
    const { betId, event, decimal } = await placeSingle();
    expect(await setTarget(betId, 95)).toMatchObject({ status: 'INVALID_AMOUNT', bet: { autoCashoutAt: null } });
    expect(await setTarget(betId, 100 * decimal + 1)).toMatchObject({ status: 'INVALID_AMOUNT' });
    expect(await setTarget(betId, 120)).toMatchObject({ status: 'SUCCESS', bet: { autoCashoutAt: 120 } });

    file.server.ctx.betting.runAutoCashouts();
    expect(balanceMinor()).toBe(90_000);

    // The selection shortens: the bet is worth more, past the target.
    const outcome = file.server.ctx.catalogue.outcome(event.markets[0]!.outcomes[0]!.id)!.outcome;
    const before = outcome.consolidatedPrice;
    outcome.consolidatedPrice = { currentPrice: { decimal: Math.max(1.01, (decimal * 95) / 130) } };
    try {
      file.server.ctx.betting.runAutoCashouts();
    } finally {
      outcome.consolidatedPrice = before;
    }
    const bet = file.server.ctx.betting.detail(file.server.ctx.betting.store.bet(Number(betId))!);
    expect(bet).toMatchObject({ status: 'CASHED_OUT', autoCashoutAt: null, cashouts: [{ automatic: true }] });
    expect(bet.returns).toBeGreaterThanOrEqual(120);
    expect(balanceMinor()).toBe(90_000 + Math.round((bet.returns ?? 0) * 100));
  });

  it('scales the target with a partial cash-out and clears it on request', async () => {
    const { betId } = await placeSingle();
    await setTarget(betId, 150);
    expect((await cashout(betId, { amount: 95, part: 38 })).bet.autoCashoutAt).toBe(90);
    expect(await setTarget(betId, null)).toMatchObject({ status: 'SUCCESS', bet: { autoCashoutAt: null } });
  });

  it("refuses another player's bet and a malformed target by name", async () => {
    const { betId } = await placeSingle();
    const other = freshPlayer(file.server);
    const url = `/xapi/bet/account/${other.accountId}/openbet/${betId}/autocashout`;
    expect(
      (await file.server.app.inject({ method: 'PUT', url, headers: other.headers, payload: { target: 120 } })).statusCode,
    ).toBe(404);
    const bad = await file.server.app.inject({
      method: 'PUT',
      url: `/xapi/bet/account/${file.player.accountId}/openbet/${betId}/autocashout`,
      headers: file.player.headers,
      payload: { target: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('target');
  });
});
