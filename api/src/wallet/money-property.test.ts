/**
 * Property test on money: whatever players do (deposits, bets accepted and refused, live bets
 * accepted or rejected after their delay, cash-outs, settlements), every account's transactions
 * add up to its balance and no balance ever goes below zero. Sequences come from seeded randomness
 * so a failure names the seed that reproduces it.
 */
import type { BetDetailsResponse, EventsResponse, SportEvent } from '@sportsbook/contracts';
import { Random } from '../catalogue/random';
import { freshPlayer, testServer, type LoggedIn, type TestServer } from '../testing/test-server';

const SEEDS = [1, 2, 3];
/** Bet outcomes the sequences reached, so the property is known to cover every money movement. */
const seenStatuses = new Set<string>();
const STEPS = 70;

interface Player extends LoggedIn {
  brand: 'eu' | 'ke' | 'vn';
}

function checkInvariants(server: TestServer, players: Player[], context: string): void {
  for (const player of players) {
    const wallet = server.ctx.wallets.get(player.accountId);
    const ledger = server.ctx.wallets.ledgerTotals(player.accountId);
    const label = `${context}, account ${player.accountId}`;
    expect({ label, real: ledger.real, promo: ledger.promo }).toEqual({
      label,
      real: wallet.balanceMinor,
      promo: wallet.promoMinor,
    });
    expect(wallet.balanceMinor).toBeGreaterThanOrEqual(0);
    expect(server.ctx.wallets.transactions(player.accountId, 10_000).every((t) => t.balance_after_minor >= 0)).toBe(true);
  }
}

async function runSequence(seed: number): Promise<void> {
  const random = new Random(seed);
  const server = await testServer({
    seed,
    live: { speed: 120 },
    liveBetDelaySeconds: 2,
    auth: { sessionTtlSeconds: 30 * 86_400 },
  });
  try {
    const players: Player[] = (['eu', 'ke', 'vn'] as const).map((brand) => ({
      ...freshPlayer(server, { brand, deposit: brand === 'vn' ? 2_000_000 : brand === 'ke' ? 20_000 : 200 }),
      brand,
    }));
    const scale = { eu: 1, ke: 100, vn: 25_000 };
    const prematch = (
      await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240,227,239&eventsPerPage=60')
    ).json<EventsResponse>().events;
    const pickFrom = (events: SportEvent[]) => {
      const event = random.pick(events);
      const market = event.markets.find((m) => m.status === 'OPEN' && m.outcomes.every((o) => !o.hidden));
      const outcome = market && random.pick(market.outcomes);
      return outcome && { outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, eventId: event.id };
    };
    const liveEvents = () => server.ctx.simulator.live().map((m) => m.record.event);

    for (let step = 0; step < STEPS; step++) {
      const player = random.pick(players);
      const unit = scale[player.brand];
      const stake = () => Math.round(random.next() * 60 * unit * 100) / 100;
      const operation = random.int(0, 9);
      if (operation === 0) {
        await server.app.inject({
          method: 'POST',
          url: '/api/accounts/me/deposits',
          headers: player.headers,
          payload: { amount: random.int(1, 50) * unit },
        });
      } else if (operation <= 3) {
        const picks = Array.from({ length: random.int(1, 4) }, () => pickFrom(prematch)).filter((p) => p !== undefined);
        const distinct = picks.filter((p, i) => picks.findIndex((q) => q.eventId === p.eventId) === i);
        const singles = distinct.map((p) => ({
          outcomeId: p.outcomeId,
          decimal: p.decimal,
          unitStake: random.chance(0.7) ? stake() : 0,
        }));
        const multiples =
          singles.length >= 2 && random.chance(0.5) ? [{ betTypeId: 200000 + singles.length, unitStake: stake() }] : [];
        const systems = singles.length >= 3 && random.chance(0.3) ? [{ ref: '002', unitStake: stake() / 3 }] : [];
        await server.app.inject({
          method: 'POST',
          url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=prematch-${seed}-${step}`,
          headers: player.headers,
          payload: { singles, multiples, systems, userAcceptOdds: random.pick(['D', 'H', 'A']) },
        });
      } else if (operation <= 5) {
        const pick = pickFrom(liveEvents());
        if (pick) {
          await server.app.inject({
            method: 'POST',
            url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=live-bet-${seed}-${step}`,
            headers: player.headers,
            payload: {
              singles: [{ outcomeId: pick.outcomeId, decimal: pick.decimal, unitStake: stake() }],
              userAcceptOdds: random.pick(['D', 'A']),
            },
          });
        }
      } else if (operation === 6) {
        const open = (
          await server.app.inject({ url: `/xapi/bet/account/${player.accountId}/openbets`, headers: player.headers })
        ).json<BetDetailsResponse>().bets;
        const bet = open.find((b) => b.cashoutAmount !== null) ?? open[0];
        if (bet) {
          const amount = random.chance(0.7) ? (bet.cashoutAmount ?? 1) : random.next() * 100;
          await server.app.inject({
            method: 'POST',
            url: `/xapi/bet/account/${player.accountId}/openbet/${bet.betId}/cashout`,
            headers: player.headers,
            payload: { amount },
          });
        }
      } else if (operation === 7) {
        // Client mistakes must not move money either.
        await server.app.inject({
          method: 'POST',
          url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=mistake-${seed}-${step}`,
          headers: player.headers,
          payload: { singles: [{ outcomeId: 1, unitStake: -5 }] },
        });
      } else {
        // Let time pass: live delays end, matches run, events finish and settle.
        server.play(random.int(1, 30) * 1000);
      }
      checkInvariants(server, players, `seed ${seed} step ${step}`);
    }
    // Play every running match to its end and check once everything has settled.
    for (let i = 0; i < 3; i++) server.play(60_000);
    checkInvariants(server, players, `seed ${seed} end`);
    const statuses = players.flatMap((p) =>
      server.ctx.db
        .prepare<[string], { status: string }>('SELECT status FROM bets WHERE account_id = ?')
        .all(p.accountId)
        .map((r) => r.status),
    );
    for (const status of statuses) seenStatuses.add(status);
  } finally {
    await server.app.close();
  }
}

it.each(SEEDS)(
  'keeps every wallet equal to the sum of its transactions and never negative (seed %i)',
  async (seed) => {
    await runSequence(seed);
  },
  30_000,
);

afterAll(() => {
  expect([...seenStatuses].sort()).toEqual(expect.arrayContaining(['CASHED_OUT', 'LOST', 'OPEN', 'REJECTED', 'WON']));
});
