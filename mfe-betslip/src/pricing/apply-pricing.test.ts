import type { SlipSelection } from '../betslip/slip-types';
import { selection } from '../testing/selections';
import { applyPricing, needsAcceptance, priceMove } from './apply-pricing';

const onSlip = (decimal: number, previousDecimal: number | null = null): SlipSelection => ({
  ...selection(1, { decimal }),
  outcomeState: 'O',
  previousDecimal,
  eachWay: false,
  placeTerms: null,
  maxFreeMoneyStake: 0,
  freeBet: false,
});

it('takes the new price and remembers the first old one for the mark', () => {
  const [moved] = applyPricing([onSlip(2)], [{ outcomeId: 1, outcomeState: 'O', decimal: 2.2 }]);
  expect(moved).toMatchObject({ decimal: 2.2, previousDecimal: 2 });
  expect(priceMove(moved!)).toBe('up');
  const [again] = applyPricing([moved!], [{ outcomeId: 1, outcomeState: 'O', decimal: 1.8 }]);
  expect(again).toMatchObject({ decimal: 1.8, previousDecimal: 2 });
  expect(priceMove(again!)).toBe('down');
});

it('flags closed outcomes and ignores an unusable price', () => {
  const [closed] = applyPricing([onSlip(2)], [{ outcomeId: 1, outcomeState: 'C', decimal: Number.NaN }]);
  expect(closed).toMatchObject({ outcomeState: 'C', decimal: 2, previousDecimal: null });
});

it('honours the accept-odds setting', () => {
  const up = onSlip(2.2, 2);
  const down = onSlip(1.8, 2);
  expect([needsAcceptance(up, 'D'), needsAcceptance(down, 'D')]).toEqual([true, true]);
  expect([needsAcceptance(up, 'H'), needsAcceptance(down, 'H')]).toEqual([false, true]);
  expect([needsAcceptance(up, 'A'), needsAcceptance(down, 'A')]).toEqual([false, false]);
  expect(needsAcceptance(onSlip(2), 'D')).toBe(false);
});
