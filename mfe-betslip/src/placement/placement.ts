import { reportMetric } from '@sportsbook/ui';
import type { Bus } from '@sportsbook/bus';
import type { BetslipError, PlaceBetslipResponse, SlipModel } from '@sportsbook/contracts';
import { HttpError, isAnswerDrift } from '@sportsbook/http';
import { walletAfterBet } from '@sportsbook/stakes';
import type { BetslipStore } from '../betslip/betslip-store';
import { slipModel } from '../betslip/slip-model';
import { slipTotals } from '../betslip/slip-totals';
import { needsAcceptance } from '../pricing/apply-pricing';
import { myBetsActions } from '../my-bets/my-bets-modal';
import type { BetslipSettings } from '../settings/betslip-settings';
import { betslipStatus } from '../api-calls/betslip-status';
import { placeBetslip } from '../api-calls/place-betslip';
import type { BetslipKey } from '../i18n/betslip-key';

/** Spec §4/§8: the betslip 500 toast stays 10 s. */
export const ERROR_TOAST_MS = 10_000;
const STATUS_CHECKS = 5;

export interface PlacementDeps {
  slip: BetslipStore;
  bus: Bus;
  settings: () => BetslipSettings;
  translate: (key: BetslipKey, values?: Record<string, unknown>) => string;
  place?: typeof placeBetslip;
  status?: typeof betslipStatus;
  newUuid?: () => string;
  metric?: typeof reportMetric;
  tickMs?: number;
  /** Bets in their live delay, for the My Bets modal (spec §4). */
  countdown?: { start: (betId: string) => void; end: (betId: string) => void };
}

export type PlaceOutcome = 'login-requested' | 'refused' | 'accepted' | 'rejected' | 'failed';

/** The bets the API lists with its answer (this operator API does; spec §7 requires only the status). */
const listedBets = (response: PlaceBetslipResponse['model']): readonly unknown[] => {
  const { bets } = response as { bets?: unknown };
  return Array.isArray(bets) ? bets : [];
};

const resultErrors = (error: unknown): BetslipError[] | null => {
  if (!(error instanceof HttpError) || !error.body?.code?.startsWith('RES-')) return null;
  const ref = (error.body as { ref?: unknown }).ref;
  return [{ code: error.body.code, ...(typeof ref === 'string' ? { ref } : {}) }];
};

/** The book's answer applied to the slip: the receipt when every bet stands, the reasons when not. */
function settleSlip(slip: BetslipStore, bus: Bus, response: PlaceBetslipResponse['model']): PlaceOutcome {
  const errors = Array.isArray(response.errors) ? response.errors : [];
  if (response.status !== 'ACCEPTED' || errors.length > 0) {
    slip.store.setState({
      betPlacing: false,
      statusWaitApproval: false,
      countdown: 0,
      errors: errors.length > 0 ? errors : [{ code: 'RES-00049' }],
    });
    return 'rejected';
  }
  slip.store.setState({
    betPlacing: false,
    statusWaitApproval: false,
    countdown: 0,
    placementSuccess: true,
    placementReference: response.reference,
    placedBets: listedBets(response),
    placedCost: Number.isFinite(response.totalCost) ? response.totalCost : 0,
    errors: [],
  });
  const wallet = bus.getState('wallet/balance');
  if (wallet) bus.setState('wallet/balance', walletAfterBet(wallet, response.availableBalance, response.availablePromoCash));
  return 'accepted';
}

/**
 * A placement that threw: a result code shows at its row, a 500 gets the §8 toast with the request
 * reference, an API refusal without a code is a refusal, and only a network failure is "No connection".
 */
function failSlip(
  deps: Pick<PlacementDeps, 'slip' | 'bus' | 'translate'> & { metric: typeof reportMetric },
  error: unknown,
  uuid: string,
): { outcome: PlaceOutcome; final: boolean } {
  const { slip, bus, translate, metric } = deps;
  slip.store.setState({ betPlacing: false, statusWaitApproval: false, countdown: 0 });
  const codes = resultErrors(error);
  if (codes) {
    slip.store.setState({ errors: codes });
    return { outcome: 'rejected', final: true };
  }
  const final = error instanceof HttpError && error.status < 500;
  if (error instanceof HttpError && error.status >= 500) {
    bus.publish('toast/show', {
      kind: 'error',
      message: translate('error-500'),
      detail: translate('request-reference', { uuid }),
      autoCloseMs: ERROR_TOAST_MS,
    });
    metric('mfe-betslip', { path: location.pathname, host: location.host });
  } else if (isAnswerDrift(error)) {
    // The book answered in a shape the slip cannot read: the bet may stand, so the player checks My Bets
    // (pressing Place again sends the same uuid, which cannot place it twice).
    slip.store.setState({ errors: [{ code: 'unreadable' }] });
  } else if (error instanceof HttpError) {
    // The API answered and refused: that is not a lost connection, and saying so would mislead.
    slip.store.setState({ errors: [{ code: 'unknown' }] });
  } else {
    slip.store.setState({ errors: [{ code: 'network' }] });
  }
  console.warn('[betslip] placement failed', error);
  return { outcome: 'failed', final };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts each delay down on the slip and asks again; undefined when the book never decided. */
async function awaitDecision(
  slip: BetslipStore,
  first: PlaceBetslipResponse['model'],
  status: typeof betslipStatus,
  tickMs: number,
): Promise<PlaceBetslipResponse['model'] | undefined> {
  let current = first;
  for (let check = 0; check < STATUS_CHECKS && current.status === 'PENDING'; check++) {
    const seconds = Math.max(1, Math.ceil(Number.isFinite(current.delay) ? current.delay : 1));
    slip.store.setState({ statusWaitApproval: true, betPlacing: false, countdown: seconds });
    for (let left = seconds; left > 0; left--) {
      await wait(tickMs);
      slip.store.setState({ countdown: left - 1 });
    }
    current = (await status(current.betSlipId)).model;
  }
  if (current.status !== 'PENDING') return current;
  slip.store.setState({ statusWaitApproval: false, countdown: 0, isResponseTimeOver: true, errors: [{ code: 'RES-00199' }] });
  return undefined;
}

/**
 * Placing the slip (spec §7 POST betslips, §4 transitions, §8 codes). One uuid belongs to one slip
 * content: a retry after a network failure or a 500 reuses it (the API never places it twice), and
 * any change to the slip starts a new one. A double click finds betPlacing set and does nothing.
 */
export function createPlacement(deps: PlacementDeps) {
  const { slip, bus, settings, translate } = deps;
  const place = deps.place ?? placeBetslip;
  const status = deps.status ?? betslipStatus;
  const newUuid = deps.newUuid ?? (() => crypto.randomUUID());
  const metric = deps.metric ?? reportMetric;
  const tickMs = deps.tickMs ?? 1000;
  const countdown = deps.countdown ?? { start: myBetsActions.startCountdown, end: myBetsActions.endCountdown };
  let pending: { uuid: string; body: string } | undefined;

  const uuidFor = (model: SlipModel) => {
    const body = JSON.stringify(model);
    if (pending?.body !== body) pending = { uuid: newUuid(), body };
    return pending.uuid;
  };

  const settle = (response: PlaceBetslipResponse['model']): PlaceOutcome => {
    pending = undefined;
    return settleSlip(slip, bus, response);
  };

  /** The live-bet delay: count down, then ask where the bet stands, a few times at most. */
  const awaitApproval = async (first: PlaceBetslipResponse['model']): Promise<PlaceOutcome> => {
    countdown.start(first.betSlipId);
    try {
      const decided = await awaitDecision(slip, first, status, tickMs);
      return decided ? settle(decided) : 'rejected';
    } finally {
      countdown.end(first.betSlipId);
    }
  };

  const fail = (error: unknown, uuid: string): PlaceOutcome => {
    const { outcome, final } = failSlip({ slip, bus, translate, metric }, error, uuid);
    // A refusal is final; after a lost connection or a 500 the same uuid is tried again.
    if (final) pending = undefined;
    return outcome;
  };

  return {
    async place(): Promise<PlaceOutcome> {
      const state = slip.store.getState();
      if (state.betPlacing || state.statusWaitApproval) return 'refused';
      const session = bus.getState('session');
      if (!session?.loggedIn || !session.accountId) {
        bus.publish('login/requested', {});
        return 'login-requested';
      }
      const totals = slipTotals(state, settings(), session.currency, bus.getState('odds-format')?.format);
      if (!totals.placeable || state.selections.some((s) => needsAcceptance(s, state.userAcceptOdds))) return 'refused';
      const model = slipModel(state, totals);
      const uuid = uuidFor(model);
      slip.store.setState({ betPlacing: true, errors: [], placementSuccess: false, isResponseTimeOver: false });
      try {
        const response = (await place(session.accountId, uuid, model)).model;
        if (response.status === 'PENDING') return await awaitApproval(response);
        return settle(response);
      } catch (error) {
        return fail(error, uuid);
      }
    },
  };
}

export type Placement = ReturnType<typeof createPlacement>;
