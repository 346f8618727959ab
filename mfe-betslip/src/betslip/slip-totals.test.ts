import { DEFAULT_BETSLIP_SETTINGS, type BetslipSettings } from '../settings/betslip-settings';
import { slipModel } from './slip-model';
import { slipTotals } from './slip-totals';
import { EMPTY_PERSISTED, type PersistedSlip, type SlipSelection } from './slip-types';
import { selection } from '../testing/selections';

const onSlip = (id: number, overrides: Partial<SlipSelection> = {}): SlipSelection => ({
  ...selection(id),
  outcomeState: 'O',
  previousDecimal: null,
  eachWay: false,
  placeTerms: null,
  maxFreeMoneyStake: 0,
  freeBet: false,
  ...overrides,
});

const slip = (overrides: Partial<PersistedSlip>): PersistedSlip => ({ ...EMPTY_PERSISTED, ...overrides });
const settings = (overrides: Partial<BetslipSettings> = {}): BetslipSettings => ({ ...DEFAULT_BETSLIP_SETTINGS, ...overrides });

it('prices singles, the multiple and the totals', () => {
  const totals = slipTotals(
    slip({
      selections: [onSlip(1, { decimal: 2 }), onSlip(2, { decimal: 1.5 })],
      singleStakes: { 1: '10', 2: '1,000' },
      multipleStake: '5',
    }),
    settings({ limits: { min: 0, max: 10_000 } }),
    'EUR',
  );
  expect(totals.singles.map((s) => [s.ref, s.stake, s.potentialReturns])).toEqual([
    ['sel1', 10, 20],
    ['sel2', 1000, 1500],
  ]);
  expect(totals.multiple).toMatchObject({ name: { kind: 'double' }, odds: 3, stake: 5, potentialReturns: 15 });
  expect(totals.totalCost).toBe(1015);
  expect(totals.potentialReturns).toBe(1535);
  expect(totals.placeable).toBe(true);
});

it('offers no multiple for two selections of one event', () => {
  const totals = slipTotals(slip({ selections: [onSlip(1), onSlip(2, { eventId: 1 })] }), settings(), 'EUR');
  expect(totals.multiple).toBeNull();
  expect(totals.systems).toEqual([]);
});

it('leaves closed outcomes out of the totals', () => {
  const totals = slipTotals(
    slip({
      selections: [onSlip(1), onSlip(2, { outcomeState: 'C' }), onSlip(3)],
      singleStakes: { 1: '1', 2: '1', 3: '1' },
      multipleStake: '1',
    }),
    settings(),
    'EUR',
  );
  expect(totals.totalCost).toBe(3);
  expect(totals.multiple?.legs).toBe(2);
  expect(slipModel(slip({}), totals).singles.map((s) => s.outcomeId)).toEqual([1, 3]);
});

it('multiplies limits by 1000 for VND', () => {
  const state = slip({ selections: [onSlip(1)], singleStakes: { 1: '500' } });
  const limits = { min: 1, max: 10_000 };
  expect(slipTotals(state, settings({ limits }), 'EUR').singles[0]?.limitError).toBeNull();
  expect(slipTotals(state, settings({ limits }), 'VND').singles[0]?.limitError).toBe('below-min');
  expect(slipTotals(state, settings({ limits }), 'VND').placeable).toBe(false);
});

it('holds a multiple to the brand minimum where one is set', () => {
  const state = slip({ selections: [onSlip(1), onSlip(2)], multipleStake: '1000' });
  expect(slipTotals(state, settings({ minMultipleStake: 1250 }), 'KES').multiple?.limitError).toBe('below-min');
  expect(slipTotals(state, settings(), 'KES').multiple?.limitError).toBeNull();
  const vnd = slipTotals(
    slip({ selections: [onSlip(1), onSlip(2)], multipleStake: '1000' }),
    settings({ minMultipleStake: 1.25 }),
    'VND',
  );
  expect(vnd.multiple).toMatchObject({ minStake: 1250, limitError: 'below-min' });
});

it('prices systems with repeated markets excluded, and clears them on the african betslip', () => {
  const state = slip({ selections: [onSlip(1), onSlip(2), onSlip(3)], systemStakes: { '057': '1' } });
  const trixie = slipTotals(state, settings(), 'EUR').systems.find((s) => s.system.code === '057');
  expect(trixie).toMatchObject({ bets: 4, totalStake: 4, potentialReturns: 20 });
  expect(slipTotals(state, settings({ africanBetslip: true }), 'EUR').systems).toEqual([]);
});

it('applies the stake and winnings tax where enabled, as the API books it', () => {
  const state = slip({ selections: [onSlip(1)], singleStakes: { 1: '100' } });
  const line = slipTotals(state, settings({ tax: { stakeRatePercentage: 12.5, taxReturnsPercentage: 20 } }), 'KES').singles[0];
  // 100 × 2 = 200, less 12.5 % stake tax = 175; 20 % of the 75 won above the stake = 15.
  expect(line).toMatchObject({
    stake: 100,
    cost: 100,
    stakeAfterTax: 87.5,
    potentialTaxDeduction: 15,
    potentialReturns: 160,
  });
});

it('an each-way multiple is a win and a place accumulator: twice the stake, both returns, no accumulator promotion', () => {
  const quarter = { numerator: 1, denominator: 4 };
  const state = slip({
    selections: [onSlip(1, { decimal: 9, placeTerms: quarter }), onSlip(2, { decimal: 5, placeTerms: quarter })],
    multipleStake: '10',
    multipleEachWay: true,
  });
  // Win 9 × 5 = 45, place 3 × 2 = 6: 10 × 51.
  expect(slipTotals(state, settings({ eachWayEnabled: true }), 'EUR').multiple).toMatchObject({
    eachWayOffered: true,
    eachWay: true,
    cost: 20,
    potentialReturns: 510,
  });
  expect(slipModel(state, slipTotals(state, settings({ eachWayEnabled: true }), 'EUR')).multiples[0]?.eachWay).toBe(true);
  // A leg without place terms, or a brand without each-way, leaves a plain accumulator.
  const plain = { ...state, selections: [state.selections[0]!, onSlip(2, { decimal: 5 })] };
  expect(slipTotals(plain, settings({ eachWayEnabled: true }), 'EUR').multiple).toMatchObject({
    eachWayOffered: false,
    cost: 10,
  });
  expect(slipTotals(state, settings(), 'EUR').multiple).toMatchObject({ eachWay: false, cost: 10, potentialReturns: 450 });
});

it('an each-way trixie is its four win lines and their four place twins: eight bets, both returns', () => {
  const quarter = { numerator: 1, denominator: 4 };
  const state = slip({
    selections: [5, 9, 13].map((decimal, i) => onSlip(i + 1, { decimal, placeTerms: quarter })),
    systemStakes: { '057': '1' },
    systemEachWay: ['057'],
  });
  const trixie = (a: number, b: number, c: number) => a * b + a * c + b * c + a * b * c;
  const line = slipTotals(state, settings({ eachWayEnabled: true }), 'EUR').systems.find((s) => s.system.code === '057');
  // Place odds 2, 3 and 4: a quarter of 4, 8 and 12 on top of evens.
  expect(line).toMatchObject({ eachWayOffered: true, eachWay: true, bets: 8, totalStake: 8 });
  expect(line?.potentialReturns).toBe(trixie(5, 9, 13) + trixie(2, 3, 4));
  const model = slipModel(state, slipTotals(state, settings({ eachWayEnabled: true }), 'EUR'));
  expect(model.systems).toEqual([{ ref: '057', unitStake: 1, noOfBets: 8, eachWay: true }]);
  // A brand without each-way keeps the win lines only.
  expect(slipTotals(state, settings(), 'EUR').systems.find((s) => s.system.code === '057')).toMatchObject({
    eachWayOffered: false,
    bets: 4,
    potentialReturns: trixie(5, 9, 13),
  });
});

it('a free-bet single returns its winnings only, never the free stake', () => {
  const state = slip({ selections: [onSlip(1, { decimal: 2.04, freeBet: true, maxFreeMoneyStake: 10 })] });
  expect(slipTotals(state, settings(), 'EUR').singles[0]).toMatchObject({ freeStake: 10, cost: 0, potentialReturns: 10.4 });
});

it('doubles the cost of an each-way single and adds the place part', () => {
  const state = slip({
    selections: [onSlip(1, { decimal: 9, eachWay: true, placeTerms: { numerator: 1, denominator: 4 } })],
    singleStakes: { 1: '10' },
  });
  expect(slipTotals(state, settings({ eachWayEnabled: true }), 'EUR').singles[0]).toMatchObject({
    cost: 20,
    potentialReturns: 120,
    potentialPlaceWin: 30,
  });
  expect(slipTotals(state, settings(), 'EUR').singles[0]).toMatchObject({ cost: 10, potentialReturns: 90 });
});

it('stakes a free bet without cash', () => {
  const state = slip({ selections: [onSlip(1, { freeBet: true, maxFreeMoneyStake: 5 })] });
  const totals = slipTotals(state, settings(), 'EUR');
  expect(totals.singles[0]).toMatchObject({ stake: 5, cost: 0, freeStake: 5 });
  expect(slipModel(state, totals).singles[0]).toMatchObject({ unitStake: 0, freeMoneyUnitStake: 5 });
});

it('never shows NaN: garbage stakes are zero and nothing is placeable', () => {
  const totals = slipTotals(slip({ selections: [onSlip(1)], singleStakes: { 1: 'abc' } }), settings(), 'EUR');
  expect(totals.totalCost).toBe(0);
  expect(totals.potentialReturns).toBe(0);
  expect(totals.placeable).toBe(false);
});

it('sends the multiple with its own bet type (a Treble is 200003), ref mul1, and systems by code', () => {
  const state = slip({ selections: [onSlip(1), onSlip(2), onSlip(3)], multipleStake: '2', systemStakes: { '002': '1' } });
  const model = slipModel(state, slipTotals(state, settings(), 'EUR'));
  expect(model.multiples).toEqual([{ betTypeId: 200003, ref: 'mul1', noOfBets: 1, unitStake: 2, decimal: 8 }]);
  expect(model.systems).toEqual([{ ref: '002', unitStake: 1, noOfBets: 3 }]);
  expect(model).toMatchObject({ userAcceptOdds: 'D', originId: 11 });
  expect(model.singles.map((s) => s.ref)).toEqual(['sel1', 'sel2', 'sel3']);
});

it('converts a negative-odds stake only for malay above 2 or indo and us below 2, with negative odds on', () => {
  const state = slip({
    selections: [onSlip(1, { decimal: 3 }), onSlip(2, { decimal: 1.5 })],
    singleStakes: { 1: '10', 2: '10' },
  });
  const stakes = (format: 'euro' | 'malay' | 'indo' | 'us', negativeOdds = true) =>
    slipTotals(state, settings({ negativeOdds }), 'EUR', format).singles.map((s) => s.cost);
  expect(stakes('euro')).toEqual([10, 10]);
  expect(stakes('malay')).toEqual([5, 10]);
  expect(stakes('indo')).toEqual([10, 20]);
  expect(stakes('us')).toEqual([10, 20]);
  expect(stakes('malay', false)).toEqual([10, 10]);
});
