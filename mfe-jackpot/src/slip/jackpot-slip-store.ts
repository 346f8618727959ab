import { reportMetric } from '@sportsbook/ui';
import { getBus, type Bus } from '@sportsbook/bus';
import {
  JACKPOT_ORIGIN_ID,
  type Jackpot,
  type JackpotBet,
  type JackpotPlacementResponse,
  type JackpotSingle,
} from '@sportsbook/contracts';
import { isAbortError } from '@sportsbook/http';
import { walletAfterBet } from '@sportsbook/stakes';
import i18next from 'i18next';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { getRetailCode } from '../api-calls/jackpot-retail-code';
import { isComplete, outcomeIdList, togglePick } from './jackpot-picks';
import { receiptOf, type JackpotReceipt } from './jackpot-receipt-model';
import { newUuid } from './new-uuid';
import { placeJackpotBet } from '../api-calls/place-jackpot-bet';
import { refusalKey, slipFailure, type FailureKey } from './placement-error';
import { priceJackpot } from '../api-calls/price-jackpot';

export type Pricing =
  | { status: 'pending'; jackpotId: number; key: string }
  | { status: 'ready'; jackpotId: number; key: string; noOfBets: number; totalCost: number }
  | { status: 'failed'; jackpotId: number; key: string; errorKey: FailureKey };

export type Placement =
  | { status: 'idle' }
  | { status: 'placing'; jackpotId: number }
  | { status: 'placed'; receipt: JackpotReceipt }
  /** `retryUuid` is kept after a network failure or a 5xx, so the next attempt cannot place the slip twice. */
  | { status: 'failed'; jackpotId: number; key: string; errorKey: FailureKey; retryUuid: string | null };

export type RetailCode =
  | { status: 'pending'; jackpotId: number }
  | { status: 'ready'; jackpotId: number; code: string; expiresAt: string }
  | { status: 'failed'; jackpotId: number; errorKey: FailureKey };

export interface JackpotSlipState {
  /** Picks per jackpot id; the only part kept across reloads and logins. */
  picks: Record<string, JackpotSingle[]>;
  pricing: Pricing | null;
  placement: Placement;
  retailCode: RetailCode | null;
}

/** Spec §4: the betslip 500 toast stays 10 s. */
const SERVER_ERROR_TOAST_MS = 10_000;
const JACKPOT_SLIP_STORAGE_KEY = 'sb.jackpot-slip';

const initialState = (): JackpotSlipState => ({ picks: {}, pricing: null, placement: { status: 'idle' }, retailCode: null });

type SlipStore = ReturnType<typeof createPersistedSlip>;

function createPersistedSlip(storage: StateStorage) {
  return createStore<JackpotSlipState>()(
    persist(initialState, {
      name: JACKPOT_SLIP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => storage),
      partialize: (state) => ({ picks: state.picks }),
    }),
  );
}

const picksIn = (store: SlipStore, jackpotId: number): JackpotSingle[] => store.getState().picks[jackpotId] ?? [];

/** The bet to send: only a slip priced for exactly these picks, so the player pays what was shown. */
function betOf(store: SlipStore, jackpot: Jackpot): JackpotBet | null {
  const { pricing } = store.getState();
  const picks = picksIn(store, jackpot.id);
  if (pricing?.status !== 'ready' || pricing.jackpotId !== jackpot.id || pricing.key !== outcomeIdList(picks)) return null;
  return {
    jackpotId: jackpot.id,
    jackpotPrize: jackpot.jackpotPrize,
    globalStake: jackpot.lineStake,
    jackpotTotalStake: pricing.totalCost,
    noOfBets: pricing.noOfBets,
    originId: JACKPOT_ORIGIN_ID,
    singles: picks,
  };
}

/** Prices the complete slip; an incomplete one has nothing to price. */
async function priceSlip(store: SlipStore, jackpot: Jackpot, signal: AbortSignal): Promise<void> {
  const picks = picksIn(store, jackpot.id);
  if (!isComplete(picks, jackpot.eventIds.length)) {
    store.setState({ pricing: null });
    return;
  }
  const key = outcomeIdList(picks);
  store.setState({ pricing: { status: 'pending', jackpotId: jackpot.id, key } });
  try {
    const { model } = await priceJackpot(jackpot.id, jackpot.lineStake, picks, signal);
    store.setState({
      pricing:
        model.errors.length > 0
          ? { status: 'failed', jackpotId: jackpot.id, key, errorKey: refusalKey(model.errors) }
          : { status: 'ready', jackpotId: jackpot.id, key, noOfBets: model.noOfBets, totalCost: model.totalCost },
    });
  } catch (error) {
    if (isAbortError(error)) return;
    store.setState({ pricing: { status: 'failed', jackpotId: jackpot.id, key, errorKey: slipFailure(error).key } });
  }
}

/** A retry of the same slip after a failure that may have reached the book reuses its uuid. */
function uuidFor(last: Placement, jackpotId: number, key: string): string {
  return last.status === 'failed' && last.jackpotId === jackpotId && last.key === key && last.retryUuid
    ? last.retryUuid
    : newUuid();
}

/** The placed bet's receipt; its picks leave the slip and the header's balance follows the book's. */
function acceptPlacement(store: SlipStore, bus: Bus, jackpot: Jackpot, bet: JackpotBet, response: JackpotPlacementResponse) {
  const wallet = bus.getState('wallet/balance');
  if (wallet && wallet.currency === jackpot.currency) {
    bus.setState('wallet/balance', walletAfterBet(wallet, response.model.availableBalance, response.model.availablePromoCash));
  }
  store.setState((s) => {
    const picks: Record<string, JackpotSingle[]> = { ...s.picks };
    delete picks[jackpot.id];
    return {
      picks,
      pricing: null,
      placement: { status: 'placed', receipt: receiptOf(jackpot, bet.noOfBets, response, new Date()) },
    };
  });
}

/** Spec §8: a 500 gets the toast with the request reference; the errorKey says what the slip shows. */
function placementFailure(bus: Bus, error: unknown, uuid: string): { errorKey: FailureKey; retryable: boolean } {
  const failure = slipFailure(error);
  if (failure.toast) {
    bus.publish('toast/show', {
      kind: 'error',
      message: i18next.t('errors.toast-500', { ns: 'jackpot' }),
      detail: i18next.t('errors.request-reference', { ns: 'jackpot', uuid }),
      autoCloseMs: SERVER_ERROR_TOAST_MS,
    });
    reportMetric('mfe-jackpot', { path: location.pathname, host: location.host });
  }
  return { errorKey: failure.key, retryable: failure.toast || failure.key === 'something-went-wrong' };
}

/** Places the priced slip; a logged-out player is asked to log in and keeps the picks. */
async function placeSlip(store: SlipStore, bus: Bus, jackpot: Jackpot, returnTo: string): Promise<void> {
  const session = bus.getState('session');
  if (!session?.loggedIn || !session.accountId) {
    bus.publish('login/requested', { returnTo });
    return;
  }
  const bet = betOf(store, jackpot);
  const last = store.getState().placement;
  if (!bet || last.status === 'placing') return;
  const key = outcomeIdList(bet.singles);
  const uuid = uuidFor(last, jackpot.id, key);
  const failed = (errorKey: FailureKey, retryUuid: string | null): Placement => ({
    status: 'failed',
    jackpotId: jackpot.id,
    key,
    errorKey,
    retryUuid,
  });
  store.setState({ placement: { status: 'placing', jackpotId: jackpot.id } });
  try {
    const response = await placeJackpotBet(session.accountId, bet, uuid);
    if (response.model.status === 'ACCEPTED') acceptPlacement(store, bus, jackpot, bet, response);
    else store.setState({ placement: failed(refusalKey(response.model.errors), null) });
  } catch (error) {
    const { errorKey, retryable } = placementFailure(bus, error, uuid);
    store.setState({ placement: failed(errorKey, retryable ? uuid : null) });
  }
}

/** A retail code needs no login: the player takes it to a shop and pays there. */
async function requestRetailCode(store: SlipStore, jackpot: Jackpot): Promise<void> {
  const bet = betOf(store, jackpot);
  if (!bet) return;
  store.setState({ retailCode: { status: 'pending', jackpotId: jackpot.id } });
  try {
    const { code, expiresAt } = await getRetailCode(bet);
    store.setState({ retailCode: { status: 'ready', jackpotId: jackpot.id, code, expiresAt } });
  } catch (error) {
    store.setState({ retailCode: { status: 'failed', jackpotId: jackpot.id, errorKey: slipFailure(error).key } });
  }
}

/**
 * The jackpot remote's own slip (not the main betslip): picks per event, priced by the API's jackpot
 * calculation, placed with a uuid. Picks survive reloads and a login round-trip.
 */
export function createJackpotSlipStore(bus: Bus, storage: StateStorage) {
  const store = createPersistedSlip(storage);
  const picksOf = (jackpotId: number) => picksIn(store, jackpotId);
  const setPicks = (jackpotId: number, next: JackpotSingle[]) =>
    store.setState((s) => {
      const picks: Record<string, JackpotSingle[]> = { ...s.picks, [jackpotId]: next };
      if (next.length === 0) delete picks[jackpotId];
      return { picks, placement: { status: 'idle' }, retailCode: null };
    });
  // Spec §4: logging out clears the betslip, and the jackpot slip with it, so a shared device keeps
  // no picks. An expired or refused session is not the player leaving: the picks wait for the re-login.
  bus.on('session/logout', ({ reason }) => {
    if (reason === 'user' || reason === 'terms_declined') store.setState(initialState());
  });
  return {
    store,
    picksOf,
    toggle: (jackpotId: number, pick: JackpotSingle) => setPicks(jackpotId, togglePick(picksOf(jackpotId), pick)),
    clear: (jackpotId: number) => setPicks(jackpotId, []),
    /** Drops picks of jackpots that are no longer open. */
    retain: (openJackpotIds: readonly number[]) =>
      store.setState((s) => ({
        picks: Object.fromEntries(Object.entries(s.picks).filter(([id]) => openJackpotIds.includes(Number(id)))),
      })),
    price: (jackpot: Jackpot, signal: AbortSignal) => priceSlip(store, jackpot, signal),
    place: (jackpot: Jackpot, returnTo: string) => placeSlip(store, bus, jackpot, returnTo),
    requestRetailCode: (jackpot: Jackpot) => requestRetailCode(store, jackpot),
    dismissReceipt: () => store.setState({ placement: { status: 'idle' } }),
  };
}

export type JackpotSlipStore = ReturnType<typeof createJackpotSlipStore>;

let pageStore: JackpotSlipStore | undefined;
/** One jackpot slip per page. */
export const jackpotSlip = (): JackpotSlipStore => (pageStore ??= createJackpotSlipStore(getBus(), localStorage));

/** Tests start from an empty slip. */
export function resetJackpotSlip(): void {
  pageStore = undefined;
}
