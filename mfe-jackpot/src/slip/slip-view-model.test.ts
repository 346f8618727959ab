import type { Jackpot, SessionState } from '@sportsbook/contracts';
import type { Pricing } from './jackpot-slip-store';
import { slipViewModel, type SlipInputs } from './slip-view-model';

const jackpot: Jackpot = {
  id: 7,
  name: 'J',
  currency: 'EUR',
  jackpotPrize: 1000,
  lineStake: 1,
  closesAt: '2030-01-01T00:00:00Z',
  eventIds: [1, 2],
  pool: { guarantee: 1_500, returnPercent: 60, lineCap: 648 },
};
const picks = [
  { ordinal: 1, outcomeId: 11 },
  { ordinal: 1, outcomeId: 12 },
  { ordinal: 2, outcomeId: 21 },
];
const player: SessionState = { loggedIn: true, accountId: 'A1', username: 'a', currency: 'EUR', expiresAt: null };
const ready: Pricing = { status: 'ready', jackpotId: 7, key: '11,12,21', noOfBets: 2, totalCost: 2 };

const view = (over: Partial<SlipInputs> = {}) =>
  slipViewModel({
    jackpot,
    picks,
    state: { pricing: ready, placement: { status: 'idle' }, retailCode: null },
    session: player,
    wallet: { currency: 'EUR', balance: 10, promoCash: 0, withdrawableAmount: 10 },
    ...over,
  });

it('lets a player place a priced slip the balance covers', () => {
  expect(view()).toMatchObject({ complete: true, lines: 2, totalCost: 2, canPlace: true, insufficient: false });
});

it('refuses placement when the balance does not cover the cost', () => {
  expect(view({ wallet: { currency: 'EUR', balance: 1.99, promoCash: 0, withdrawableAmount: 1.99 } })).toMatchObject({
    insufficient: true,
    canPlace: false,
  });
});

it('ignores a price computed for other picks', () => {
  const stale = view({ state: { pricing: { ...ready, key: '11,21' }, placement: { status: 'idle' }, retailCode: null } });
  expect(stale).toMatchObject({ totalCost: null, canPlace: false, lines: 2 });
});

it('does not place twice while a placement is in flight', () => {
  expect(view({ state: { pricing: ready, placement: { status: 'placing', jackpotId: 7 }, retailCode: null } }).canPlace).toBe(
    false,
  );
});

it('counts no lines for an incomplete slip', () => {
  expect(view({ picks: picks.slice(0, 2) })).toMatchObject({ complete: false, lines: null, picked: 1 });
});
