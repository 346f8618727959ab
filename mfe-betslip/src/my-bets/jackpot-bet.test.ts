import { jackpotBetOf, type ListedBet } from './jackpot-bet';

const leg = (outcomeId: number, ordinal: number | null, event: string, outcome: string) => ({
  outcomeId,
  eventId: 100 + (ordinal ?? outcomeId),
  eventDescription: event,
  marketDescription: 'Match Result',
  outcomeDescription: outcome,
  decimal: 1,
  ordinal,
});

const jackpotBet: ListedBet = {
  betId: '9',
  reference: 'SB00000009-jackpot',
  placedAt: '2026-11-21T05:00:00.000Z',
  betType: 'jackpot',
  totalStake: 4,
  potentialReturns: 1000,
  currency: 'EUR',
  jackpotId: 3,
  description: ' Weekend Jackpot ',
  noOfBets: 2,
  unitStake: 2,
  legs: [leg(31, 2, 'C v D', 'Draw'), leg(11, 1, 'A v B', 'Home'), leg(12, 1, 'A v B', 'Away'), leg(41, 3, 'E v F', 'Home')],
  cashoutAmount: null,
};

it('groups the picks by match in the jackpot order, with the lines and the line stake the bet carries', () => {
  expect(jackpotBetOf(jackpotBet)).toEqual({
    jackpotId: 3,
    name: 'Weekend Jackpot',
    lines: 2,
    lineStake: 2,
    matches: [
      { ordinal: 1, eventDescription: 'A v B', picks: ['Home', 'Away'] },
      { ordinal: 2, eventDescription: 'C v D', picks: ['Draw'] },
      { ordinal: 3, eventDescription: 'E v F', picks: ['Home'] },
    ],
  });
});

it('counts the lines and the line stake itself when the backend leaves them out', () => {
  const { noOfBets: _lines, unitStake: _stake, description: _name, ...bare } = jackpotBet;
  const bet: ListedBet = {
    ...bare,
    totalStake: 4,
    legs: [...jackpotBet.legs, leg(32, 2, 'C v D', 'Away')],
  };
  // Two picks on match 1 and two on match 2: 2 × 2 × 1 lines.
  expect(jackpotBetOf(bet)).toMatchObject({ name: '', lines: 4, lineStake: 1 });
});

it('treats a pick without an ordinal as a match of its own', () => {
  const bet: ListedBet = { ...jackpotBet, legs: [leg(11, null, 'A v B', 'Home'), leg(21, null, 'C v D', 'Away')] };
  expect(jackpotBetOf(bet)?.matches.map((m) => m.ordinal)).toEqual([1, 2]);
});

it('is null for a bet without a jackpot', () => {
  expect(jackpotBetOf({ ...jackpotBet, jackpotId: null })).toBeNull();
  const { jackpotId: _id, ...plain } = jackpotBet;
  expect(jackpotBetOf(plain)).toBeNull();
});
