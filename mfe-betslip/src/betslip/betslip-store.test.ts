import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { MAX_BETS_ON_BETSLIP } from '@sportsbook/stakes';
import { DEFAULT_BETSLIP_SETTINGS } from '../settings/betslip-settings';
import { createBetslipStore } from './betslip-store';
import { slipTotals } from './slip-totals';
import { applyBuilderPricing } from '../pricing/apply-pricing';
import { slipModel } from './slip-model';
import { builder, memoryStorage, selection } from '../testing/selections';

function setup(storage = memoryStorage(), startingStakes = { defaultStake: true, rememberedStake: true }) {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  const slip = createBetslipStore(bus, {
    storage,
    storageKey: 'sb_test_betslip',
    maxBets: () => MAX_BETS_ON_BETSLIP,
    precision: () => 2,
    startingStakes: () => startingStakes,
  });
  const toggles: Array<boolean | undefined> = [];
  bus.on('betslip/toggle', (m) => toggles.push(m.open));
  return {
    bus,
    slip,
    storage,
    toggles,
    state: () => slip.store.getState(),
    selected: () => bus.getState('betslip/selections')?.outcomeIds,
  };
}

it('adds selections that arrive over the bus and publishes the selected outcome ids', () => {
  const { bus, selected } = setup();
  expect(selected()).toEqual([]);
  bus.publish('betslip/add-selection', selection(1));
  bus.publish('betslip/add-selection', selection(2));
  expect(selected()).toEqual([1, 2]);
});

it('removes an outcome that is added a second time', () => {
  const { bus, selected } = setup();
  bus.publish('betslip/add-selection', selection(1));
  bus.publish('betslip/add-selection', selection(1));
  expect(selected()).toEqual([]);
});

it('removes on betslip/remove-selection', () => {
  const { bus, selected } = setup();
  bus.publish('betslip/add-selection', selection(1));
  bus.publish('betslip/add-selection', selection(2));
  bus.publish('betslip/remove-selection', { outcomeId: 1 });
  expect(selected()).toEqual([2]);
});

it(`refuses a selection past ${MAX_BETS_ON_BETSLIP} and says so`, () => {
  const { bus, state, selected } = setup();
  for (let id = 1; id <= MAX_BETS_ON_BETSLIP + 1; id++) bus.publish('betslip/add-selection', selection(id));
  expect(selected()).toHaveLength(MAX_BETS_ON_BETSLIP);
  expect(state().limitReached).toBe(true);
  bus.publish('betslip/remove-selection', { outcomeId: 1 });
  expect(state().limitReached).toBe(false);
});

it('adding opens the slip and clears errors and the response-time-over flag', () => {
  const { slip, state } = setup();
  slip.store.setState({ errors: [{ code: 'RES-00049' }], isResponseTimeOver: true });
  slip.add(selection(1));
  expect(state()).toMatchObject({ open: true, errors: [], isResponseTimeOver: false });
});

it('removing the last selection closes the slip', () => {
  const { slip, state, toggles } = setup();
  slip.add(selection(1));
  slip.remove(1);
  expect(state().open).toBe(false);
  expect(toggles).toEqual([false]);
});

it('removing down to one selection clears the multiple, collapses, and resets system stakes', () => {
  const { slip, state } = setup();
  [1, 2, 3].forEach((id) => slip.add(selection(id)));
  slip.setMultipleStake('10');
  slip.setSystemStake('057', '1');
  slip.setExpanded(true);
  slip.remove(3);
  expect(state().systemStakes).toEqual({});
  slip.remove(2);
  expect(state()).toMatchObject({ multipleStake: '', expanded: false });
});

it('never carries a stake to another bet: a treble stake is not a double stake, a double stake not a treble stake', () => {
  const { slip, state } = setup();
  [1, 2, 3].forEach((id) => slip.add(selection(id)));
  slip.setSingleStake(1, '4');
  slip.setMultipleStake('10');
  slip.remove(3);
  expect(state()).toMatchObject({ multipleStake: '', singleStakes: { 1: '4' } });
  slip.setMultipleStake('1');
  slip.add(selection(4));
  expect(state()).toMatchObject({ multipleStake: '', systemStakes: {}, singleStakes: { 1: '4' } });
});

it('holds no stake where the field refused what was typed, and lets it go once an amount is typed', () => {
  const { slip, state } = setup();
  [1, 2].forEach((id) => slip.add(selection(id)));
  slip.setSingleStake(1, '', true);
  slip.setMultipleStake('', true);
  expect(state().refusedStakes).toEqual(['single:1', 'multiple']);
  slip.setSingleStake(1, '2.5');
  expect(state()).toMatchObject({ refusedStakes: ['multiple'], singleStakes: { 1: '2.5' } });
  slip.add(selection(3));
  expect(state().refusedStakes).toEqual([]);
});

it('normalises stake text per §5', () => {
  const { slip, state } = setup();
  slip.add(selection(1));
  slip.setSingleStake(1, '1,000.456');
  expect(state().singleStakes[1]).toBe('1000.45');
  slip.setSingleStake(1, '0.0');
  expect(state().singleStakes[1]).toBe('0.0');
  slip.setSingleStake(1, '12.');
  expect(state().singleStakes[1]).toBe('12.');
});

it('toggling system bets clears errors and any system stake; expanding shows them', () => {
  const { slip, state } = setup();
  [1, 2, 3].forEach((id) => slip.add(selection(id)));
  slip.setSystemStake('057', '2');
  slip.store.setState({ errors: [{ code: 'RES-00049' }] });
  slip.toggleSystemBets();
  expect(state()).toMatchObject({ showSystemBets: true, errors: [], systemStakes: {} });
  slip.toggleSystemBets();
  slip.setExpanded(true);
  expect(state().showSystemBets).toBe(true);
});

it('freeBetMax stakes the free money and clears the cash stake; freeBetNull clears the free stake', () => {
  const { slip, state } = setup();
  slip.add(selection(1));
  slip.store.setState((s) => ({ selections: s.selections.map((x) => ({ ...x, maxFreeMoneyStake: 5 })) }));
  slip.setSingleStake(1, '3');
  slip.chooseFreeBet(1, 'freeBetMax');
  expect(state().selections[0]?.freeBet).toBe(true);
  expect(state().singleStakes[1]).toBeUndefined();
  slip.chooseFreeBet(1, 'freeBetNull');
  expect(state().selections[0]?.freeBet).toBe(false);
});

it('refuses to close while placing or awaiting approval, and resets on close after a success', () => {
  const { slip, state } = setup();
  slip.add(selection(1));
  slip.setSingleStake(1, '5');
  slip.store.setState({ betPlacing: true });
  expect(slip.close()).toBe(false);
  slip.store.setState({ betPlacing: false, statusWaitApproval: true });
  expect(slip.close()).toBe(false);
  slip.store.setState({ statusWaitApproval: false, placementSuccess: true, placementReference: 'R1' });
  expect(slip.close()).toBe(true);
  expect(state()).toMatchObject({ selections: [], singleStakes: {}, placementSuccess: false, open: false });
});

it('keeps the selections after a success when the player asked to, without their stakes', () => {
  const { slip, state } = setup();
  slip.add(selection(1));
  slip.setSingleStake(1, '5');
  slip.setKeepSelections(true);
  slip.store.setState({ placementSuccess: true });
  slip.leaveReceipt();
  expect(state().selections).toHaveLength(1);
  expect(state().singleStakes).toEqual({});
});

it('survives a reload with selections, stakes and flags, but not the transient fields', () => {
  const storage = memoryStorage();
  const first = setup(storage);
  first.slip.add(selection(1));
  first.slip.setSingleStake(1, '7.5');
  first.slip.setUserAcceptOdds('H');
  first.slip.store.setState({ betPlacing: true, errors: [{ code: 'RES-00049' }] });
  first.slip.dispose();
  const second = setup(storage);
  expect(second.state()).toMatchObject({
    singleStakes: { 1: '7.5' },
    userAcceptOdds: 'H',
    betPlacing: false,
    errors: [],
    placementSuccess: false,
  });
  expect(second.selected()).toEqual([1]);
});

describe('a reload after a receipt brings back only what the player chose to keep', () => {
  const placedTreble = (keepSelections = false) => {
    const storage = memoryStorage();
    const first = setup(storage);
    [1, 2, 3].forEach((id) => first.slip.add(selection(id)));
    first.slip.setMultipleStake('2');
    first.slip.setKeepSelections(keepSelections);
    first.slip.store.setState({ placementSuccess: true, placementReference: 'SB1' });
    return { first, reload: () => (first.slip.dispose(), setup(storage)) };
  };

  it('an empty slip, with the receipt still showing', () => {
    const second = placedTreble().reload();
    expect(second.state()).toMatchObject({ selections: [], multipleStake: '', singleStakes: {}, placementSuccess: false });
    expect(second.selected()).toEqual([]);
  });

  it('the selections without their stakes, where the player keeps selections', () => {
    const second = placedTreble(true).reload();
    expect(second.selected()).toEqual([1, 2, 3]);
    expect(second.state().multipleStake).toBe('');
  });

  it('selections and stakes after Reuse, selections only after Keep', () => {
    const reused = placedTreble();
    reused.first.slip.leaveReceipt('reuse');
    expect(reused.reload().state()).toMatchObject({ multipleStake: '2', selections: [{}, {}, {}] });
    const kept = placedTreble();
    kept.first.slip.leaveReceipt('keep');
    expect(kept.reload().state()).toMatchObject({ multipleStake: '', selections: [{}, {}, {}] });
  });
});

it('starts empty from an unreadable saved slip', () => {
  const storage = memoryStorage();
  storage.setItem('sb_test_betslip', '{not json');
  expect(setup(storage).state().selections).toEqual([]);
});

it('logout clears the slip; a logged-out visitor keeps theirs', () => {
  const { bus, slip, state } = setup();
  slip.add(selection(1));
  bus.setState('session', LOGGED_OUT);
  expect(state().selections).toHaveLength(1);
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: 'a', username: 'u', expiresAt: 1 });
  bus.setState('session', LOGGED_OUT);
  expect(state().selections).toEqual([]);
});

it('stakes a new selection with the remembered stake', () => {
  const { slip, state } = setup();
  slip.setRememberedStake(10);
  slip.add(selection(1));
  expect(state().singleStakes[1]).toBe('10');
});

it('removing a selection renumbers the refs after it', () => {
  const { slip, state } = setup();
  [1, 2, 3].forEach((id) => slip.add(selection(id)));
  const refs = () => slipTotals(state(), DEFAULT_BETSLIP_SETTINGS, 'EUR').singles.map((l) => [l.selection.outcomeId, l.ref]);
  expect(refs()).toEqual([
    [1, 'sel1'],
    [2, 'sel2'],
    [3, 'sel3'],
  ]);
  slip.store.setState({ errors: [{ code: 'RES-00056', ref: 'sel3' }] });
  slip.remove(1);
  expect(refs()).toEqual([
    [2, 'sel1'],
    [3, 'sel2'],
  ]);
  // The error named the old sel3; no selection carries that ref now.
  expect(state().errors).toEqual([]);
});

it('Remove all empties and closes the slip, and keeps the player preferences', () => {
  const { slip, state, toggles } = setup();
  [1, 2].forEach((id) => slip.add(selection(id)));
  slip.setSingleStake(1, '4');
  slip.setUserAcceptOdds('A');
  slip.setKeepSelections(true);
  slip.setRememberedStake(4);
  slip.clear();
  expect(state()).toMatchObject({
    selections: [],
    singleStakes: {},
    userAcceptOdds: 'A',
    keepSelections: true,
    rememberedStake: 4,
  });
  expect(toggles).toEqual([false]);
  slip.clear();
  expect(toggles).toEqual([false]);
});

describe('the stake a new selection starts with (spec §9: where the brand allows it)', () => {
  it('is the remembered stake first, then the default stake, when the brand offers both', () => {
    const { slip, state } = setup();
    slip.setDefaultStake(3);
    slip.add(selection(1));
    slip.setRememberedStake(8);
    slip.add(selection(2));
    expect(state().singleStakes).toEqual({ 1: '3', 2: '8' });
  });

  it('is neither on a brand that hides both options', () => {
    const { slip, state } = setup(memoryStorage(), { defaultStake: false, rememberedStake: false });
    slip.setDefaultStake(3);
    slip.setRememberedStake(8);
    slip.add(selection(1));
    expect(state().singleStakes).toEqual({});
  });

  it('is the default stake on a brand that hides only the remembered stake', () => {
    const { slip, state } = setup(memoryStorage(), { defaultStake: true, rememberedStake: false });
    slip.setDefaultStake(3);
    slip.setRememberedStake(8);
    slip.add(selection(1));
    expect(state().singleStakes).toEqual({ 1: '3' });
  });
});

it('takes a bet builder over the bus, one per match, with its own stake; it is kept across a reload and priced with the slip', () => {
  const { bus, slip, storage, state, toggles } = setup();
  bus.publish('betslip/add-builder', builder(5, 3.4));
  bus.publish('betslip/add-builder', builder(6, 2.1));
  // A second builder of a match replaces the first.
  bus.publish('betslip/add-builder', builder(5, 4.2));
  expect(state().builders.map((b) => [b.eventId, b.decimal])).toEqual([
    [6, 2.1],
    [5, 4.2],
  ]);
  expect(state().open).toBe(true);
  slip.setBuilderStake(5, '10');
  const totals = slipTotals(state(), DEFAULT_BETSLIP_SETTINGS, 'EUR');
  expect(totals.builders.map((l) => [l.ref, l.stake, l.potentialReturns])).toEqual([
    ['bb1', 0, 0],
    ['bb2', 10, 42],
  ]);
  expect(totals.totalCost).toBe(10);
  expect(totals.placeable).toBe(true);
  expect(slipModel(state(), totals).builders).toEqual([
    { outcomeIds: [61, 62], unitStake: 0, decimal: 2.1 },
    { outcomeIds: [51, 52], unitStake: 10, decimal: 4.2 },
  ]);
  const reloaded = createBetslipStore(createBus(), { storage, storageKey: 'sb_test_betslip' });
  expect(reloaded.store.getState().builders.map((b) => b.eventId)).toEqual([6, 5]);
  expect(reloaded.store.getState().builderStakes[5]).toBe('10');
  slip.removeBuilder(6);
  slip.removeBuilder(5);
  expect(state().builders).toEqual([]);
  expect(toggles.at(-1)).toBe(false);
});

it("applies the book's builder prices and refusals by match; a refused builder with a stake cannot be placed", () => {
  const { bus, slip, state } = setup();
  bus.publish('betslip/add-builder', builder(5, 3.4));
  slip.setBuilderStake(5, '10');
  const priced = applyBuilderPricing(state().builders, [{ eventId: 5, decimal: 3.6, message: null }]);
  expect(priced[0]).toMatchObject({ decimal: 3.6, previousDecimal: 3.4, message: null });
  const refused = applyBuilderPricing(priced, [
    { eventId: 5, decimal: null, message: 'These selections cannot all win together' },
  ]);
  expect(refused[0]).toMatchObject({ decimal: 3.6, message: 'These selections cannot all win together' });
  slip.store.setState({ builders: refused });
  const totals = slipTotals(state(), DEFAULT_BETSLIP_SETTINGS, 'EUR');
  expect(totals.builders[0]).toMatchObject({ refused: true, potentialReturns: 0 });
  expect(totals.placeable).toBe(false);
});
