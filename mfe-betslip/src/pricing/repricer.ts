import type { Bus } from '@sportsbook/bus';
import type { BetslipSelectionsRequest, BetslipSelectionsResponse, OddsFormat } from '@sportsbook/contracts';
import { isAbortError } from '@sportsbook/http';
import type { BetslipStore } from '../betslip/betslip-store';
import { slipModel } from '../betslip/slip-model';
import { slipTotals } from '../betslip/slip-totals';
import type { BetslipState } from '../betslip/slip-types';
import type { BetslipSettings } from '../settings/betslip-settings';
import { applyBuilderPricing, applyPricing } from './apply-pricing';
import { priceSelections } from '../api-calls/price-selections';

/** Spec §9: closed outcomes leave the slip after 3 s; prices refresh every 5 s logged in and out. */
export const CLOSED_OUTCOME_REMOVAL_MS = 3000;
const POLL_CHANGES_REFRESH_MS = 5000;

export interface RepricerOptions {
  slip: BetslipStore;
  bus: Bus;
  settings: () => BetslipSettings;
  price?: (request: BetslipSelectionsRequest, signal: AbortSignal) => Promise<BetslipSelectionsResponse>;
  pollMs?: number;
  /** The slip's 'not available' wording, already translated. */
  notAvailableMessage?: () => string;
}

const currencyOf = (bus: Bus) => bus.getState('session')?.currency ?? 'EUR';
const oddsTypeOf = (bus: Bus): OddsFormat => bus.getState('odds-format')?.format ?? 'euro';

/** What the prices depend on: the selections and the staked amounts, separators and half-typed text ignored. */
function stakeSignature(state: BetslipState, settings: BetslipSettings, currency: string, oddsType: OddsFormat): string {
  const model = slipModel(state, slipTotals(state, settings, currency, oddsType));
  return JSON.stringify([
    model.singles.map((s) => [s.outcomeId, s.unitStake, s.freeMoneyUnitStake ?? 0, s.eachWay ?? false]),
    model.multiples,
    model.systems,
    model.builders?.map((b) => [b.outcomeIds, b.unitStake]),
  ]);
}

function pricingRequest(
  state: BetslipState,
  bus: Bus,
  settings: BetslipSettings,
  outcomeIds: number[] | undefined,
): BetslipSelectionsRequest {
  const session = bus.getState('session');
  return {
    model: slipModel(state, slipTotals(state, settings, currencyOf(bus), oddsTypeOf(bus))),
    ...(outcomeIds && outcomeIds.length > 0 ? { outcomeIds } : {}),
    // Spec §6: the betslip sends an account id only when a username is present.
    ...(session?.username && session.accountId ? { accountId: session.accountId } : {}),
  };
}

/** The book's prices and states applied to the slip; says which selections are closed, and which newly. */
function applyAnswer(slip: BetslipStore, response: BetslipSelectionsResponse) {
  const model = response.model;
  const state = slip.store.getState();
  const selections = applyPricing(state.selections, Array.isArray(model?.singles) ? model.singles : []);
  const builders = applyBuilderPricing(state.builders, Array.isArray(model?.builders) ? model.builders : []);
  const closed = selections.filter((s) => s.outcomeState === 'C').map((s) => s.outcomeId);
  // Spec §5: the message shows once per selection, however many refreshes still report it closed.
  const newlyClosed = closed.filter((id) => !state.notAvailableShown.includes(id));
  slip.store.setState({
    selections,
    builders,
    pricingStatus: 'fulfilled',
    errors: Array.isArray(model?.errors) ? model.errors : [],
    availableBalance:
      typeof model?.availableBalance === 'number' && Number.isFinite(model.availableBalance) ? model.availableBalance : null,
    notAvailableShown: [...state.notAvailableShown, ...newlyClosed],
  });
  return { closed, newlyClosed };
}

/** Tells apart a change of selections (priced at once) from a change of stakes (priced after a pause). */
function watchSlip(
  slip: BetslipStore,
  bus: Bus,
  settings: () => BetslipSettings,
  on: { selectionsChanged: (ids: number[], added: number[]) => void; stakesChanged: () => void },
): () => void {
  let lastIds = slip.store.getState().selections.map((s) => s.outcomeId);
  let lastSignature = stakeSignature(slip.store.getState(), settings(), currencyOf(bus), oddsTypeOf(bus));
  return slip.store.subscribe((state) => {
    const ids = state.selections.map((s) => s.outcomeId);
    const added = ids.filter((id) => !lastIds.includes(id));
    const idsChanged = ids.length !== lastIds.length || added.length > 0;
    lastIds = ids;
    const signature = stakeSignature(state, settings(), currencyOf(bus), oddsTypeOf(bus));
    const stakesChanged = signature !== lastSignature;
    lastSignature = signature;
    if (idsChanged) on.selectionsChanged(ids, added);
    else if (stakesChanged) on.stakesChanged();
  });
}

const notAvailableToast = (message: string) => ({ kind: 'warning' as const, message, autoCloseMs: CLOSED_OUTCOME_REMOVAL_MS });

/** Each closed outcome leaves the slip once, CLOSED_OUTCOME_REMOVAL_MS after it was first seen closed. */
function scheduleRemovals(slip: BetslipStore, removals: Map<number, ReturnType<typeof setTimeout>>, closed: number[]): void {
  for (const outcomeId of closed) {
    if (removals.has(outcomeId)) continue;
    removals.set(
      outcomeId,
      setTimeout(() => {
        removals.delete(outcomeId);
        slip.remove(outcomeId);
        // The removal itself triggers the re-pricing that recalculates the totals.
        if (slip.store.getState().selections.length > 1) slip.setExpanded(true);
      }, CLOSED_OUTCOME_REMOVAL_MS),
    );
  }
}

/**
 * Selections added in one task, priced together by one request (a POST of their ids) in the next:
 * the press that added one paints its row first (building and sending the request was two thirds
 * of the press's own handler at 4× CPU).
 */
function batchAdditions(request: (outcomeIds: number[]) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let toPrice: number[] = [];
  return {
    add(ids: number[], added: number[]) {
      clearTimeout(timer);
      toPrice = [...toPrice, ...added].filter((id) => ids.includes(id));
      timer = setTimeout(() => {
        const outcomeIds = toPrice;
        toPrice = [];
        request(outcomeIds);
      }, 0);
    },
    cancel() {
      clearTimeout(timer);
      toPrice = [];
    },
  };
}

/**
 * Keeps the slip's prices live (spec §4 Betslip request status): a new selection is priced at once
 * (POST with its outcome id), a stake change after the brand's debounce (PUT), and the whole slip
 * on a poll. A new request aborts the one in flight. Closed outcomes are flagged and removed after 3 s.
 */
export function startRepricer(options: RepricerOptions) {
  const { slip, bus, settings, price = priceSelections } = options;
  const notAvailableMessage = options.notAvailableMessage ?? (() => 'Your selection is not available anymore');
  let inFlight: AbortController | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const removals = new Map<number, ReturnType<typeof setTimeout>>();

  const request = (outcomeIds?: number[]) => {
    const state = slip.store.getState();
    if (state.selections.length === 0 || state.betPlacing) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    // Already pending after a new selection: setting it again would re-render the whole slip before it paints.
    if (state.pricingStatus !== 'pending') slip.store.setState({ pricingStatus: 'pending' });
    price(pricingRequest(state, bus, settings(), outcomeIds), controller.signal).then(
      (response) => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        const { closed, newlyClosed } = applyAnswer(slip, response);
        if (newlyClosed.length > 0) bus.publish('toast/show', notAvailableToast(notAvailableMessage()));
        scheduleRemovals(slip, removals, closed);
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return console.info('[betslip] pricing request cancelled');
        inFlight = undefined;
        slip.store.setState({ pricingStatus: 'rejected' });
        console.warn('[betslip] pricing failed', error);
      },
    );
  };

  const additions = batchAdditions((outcomeIds) => request(outcomeIds));
  const unsubscribe = watchSlip(slip, bus, settings, {
    selectionsChanged: (ids, added) => {
      clearTimeout(debounce);
      if (ids.length === 0) {
        additions.cancel();
        return inFlight?.abort();
      }
      // Pending at once: nothing is placed on an old price.
      slip.store.setState({ pricingStatus: 'pending' });
      additions.add(ids, added);
    },
    stakesChanged: () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => request(), settings().updateDelayMs);
    },
  });
  const poll = setInterval(() => request(), options.pollMs ?? POLL_CHANGES_REFRESH_MS);
  const ids = slip.store.getState().selections.map((s) => s.outcomeId);
  if (ids.length > 0) request(ids);

  return {
    refresh: () => request(),
    stop: () => {
      unsubscribe();
      clearInterval(poll);
      clearTimeout(debounce);
      additions.cancel();
      removals.forEach((timer) => clearTimeout(timer));
      inFlight?.abort();
    },
  };
}
