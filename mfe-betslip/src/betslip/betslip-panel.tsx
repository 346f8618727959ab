import { Button, EmptyState, color } from '@sportsbook/ui';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { TFunction } from 'i18next';
import { PlacementCountdown } from '../placement/placement-status';
import { useExtraWinningsOffer } from '../promotions/use-extra-winnings';
import { needsAcceptance } from '../pricing/apply-pricing';
import { QuickStakeChips } from '../stake/quick-stake-chips';
import { BetMessages } from './bet-messages';
import { betslipRuntime } from './betslip-runtime';
import { slipOptionsModule, useReadyForFirstSelection } from './first-selection';
import { MultipleRow, useMultipleTitle } from './multiple-row';
import { SingleRow } from './single-row';
import { SLIP_PART, slipStyle } from './slip-style';
import { StakeRows } from './stake-rows';
import { slipTotals, type SlipTotals } from './slip-totals';
import { MULTIPLE_REF, type BetslipState, type SlipSelection } from './slip-types';
import { slipLock } from './slip-lock';
import { useBetslipSettings, useMoney, useOddsFormat, useSession, useSlip } from './use-slip';

// Booking codes are a side route of the slip: their code arrives after the slip, keeping its first load lean.
const RetailCode = lazy(() => import('../retail/retail-code').then((m) => ({ default: m.RetailCode })));
const retailCode = (
  <Suspense fallback={null}>
    <RetailCode />
  </Suspense>
);

const SlipOptions = lazy(() => slipOptionsModule().then((m) => ({ default: m.SlipOptions })));

// A player's own stake and loss limits: only a logged-in slip asks for them, so their code waits for one.
const PlayAllowance = lazy(() => import('../stake/play-allowance').then((m) => ({ default: m.PlayAllowance })));

// Bet builders come from an event page's builder: their rows arrive with the first one.
const BuilderSection = lazy(() => import('./builder-row').then((m) => ({ default: m.BuilderSection })));

// System bets open from three selections: their section arrives when a slip first has them.
const SystemsSection = lazy(() => import('./systems-section').then((m) => ({ default: m.SystemsSection })));

// The receipt (and the bet cards and strings it shares with My Bets) loads when a bet is placed, not with the slip.
const receiptModule = () => import('../placement/receipt');
const PlacementReceipt = lazy(() =>
  receiptModule().then(async (m) => {
    await m.receiptStringsReady;
    return { default: m.PlacementReceipt };
  }),
);

type ActiveBet =
  | { kind: 'single'; outcomeId: number }
  | { kind: 'multiple' }
  | { kind: 'system'; code: string }
  | { kind: 'builder'; eventId: number; name: string };

/** The bet the quick-stake chips fill: the one whose stake was last focused, else the obvious one. */
function useActiveBet(selections: readonly SlipSelection[], totals: SlipTotals) {
  const { slip } = betslipRuntime();
  const multipleTitle = useMultipleTitle();
  const [active, setActive] = useState<ActiveBet | null>(null);
  const activeBet: ActiveBet | null =
    active ??
    (selections.length === 1 && selections[0]
      ? { kind: 'single', outcomeId: selections[0].outcomeId }
      : totals.multiple
        ? { kind: 'multiple' }
        : null);
  const activeName = (() => {
    if (activeBet?.kind === 'single')
      return selections.find((s) => s.outcomeId === activeBet.outcomeId)?.outcomeDescription ?? '';
    if (activeBet?.kind === 'multiple' && totals.multiple) return multipleTitle(totals.multiple);
    if (activeBet?.kind === 'system') return activeBet.code;
    if (activeBet?.kind === 'builder') return activeBet.name;
    return '';
  })();
  const pickQuickStake = (amount: number) => {
    const text = String(amount);
    if (activeBet?.kind === 'single') slip.setSingleStake(activeBet.outcomeId, text);
    else if (activeBet?.kind === 'multiple') slip.setMultipleStake(text);
    else if (activeBet?.kind === 'system') slip.setSystemStake(activeBet.code, text);
    else if (activeBet?.kind === 'builder') slip.setBuilderStake(activeBet.eventId, text);
  };
  return { activeBet, activeName, pickQuickStake, setActive };
}

export function BetslipPanel() {
  const { t } = useTranslation('betslip');
  const { slip } = betslipRuntime();
  const state = useSlip((s) => s);
  const settings = useBetslipSettings();
  const session = useSession();
  const oddsFormat = useOddsFormat();
  const extraWinnings = useExtraWinningsOffer(state.selections.length >= 2);
  const totals = useMemo(
    () => slipTotals(state, settings, session.currency, oddsFormat, extraWinnings),
    [state, settings, session.currency, oddsFormat, extraWinnings],
  );
  // Spec §4: after a success the slip resets when it closes; the mobile overlay closes by unmounting it.
  useEffect(() => () => void slip.close(), [slip]);
  const bets = state.selections.length + state.builders.length;
  useReadyForFirstSelection(bets === 0);
  const lock = slipLock(state);
  const lockId = useId();
  return (
    <section css={slipStyle} aria-labelledby="betslip-title" aria-busy={lock.locked}>
      <h2 id="betslip-title" className={SLIP_PART.title}>
        {t('title')} <span data-testid="betslip-count">({bets})</span>
      </h2>
      {state.limitReached && (
        <p role="alert" className={SLIP_PART.warning}>
          {t('max-selections', { max: settings.maxBets })}
        </p>
      )}
      {state.placementSuccess ? (
        <Suspense
          fallback={
            <p role="status" css={{ fontWeight: 700, color: color('success') }}>
              {t('placed')}
            </p>
          }
        >
          <PlacementReceipt totalCost={totals.totalCost} />
        </Suspense>
      ) : (
        <>
          {lock.reason && (
            <p id={lockId} role="status" className={SLIP_PART.lockReason}>
              {t(`lock-${lock.reason}`)}
            </p>
          )}
          {/* Locked, nothing on the slip changes and nothing closes it; the message above says why. */}
          <fieldset className={SLIP_PART.controls} disabled={lock.locked} aria-describedby={lock.locked ? lockId : undefined}>
            {bets === 0 ? <EmptyState>{t('empty')}</EmptyState> : <OpenSlip state={state} totals={totals} />}
            {/* One place for the codes, empty or not: the first selection neither rebuilds it nor loses what was typed. */}
            {retailCode}
          </fieldset>
        </>
      )}
    </section>
  );
}

/** A slip with selections: its bets and stakes, totals, what stops them, and Place. */
function OpenSlip({ state, totals }: { state: BetslipState; totals: SlipTotals }) {
  const { t } = useTranslation('betslip');
  const { slip } = betslipRuntime();
  const { loggedIn } = useSession();
  const changed = [...state.selections, ...state.builders].some((s) => needsAcceptance(s, state.userAcceptOdds));
  const knownRefs = new Set([
    ...totals.singles.map((l) => l.ref),
    MULTIPLE_REF,
    ...totals.systems.map((l) => l.system.code),
    ...totals.builders.map((l) => l.ref),
  ]);
  return (
    <>
      <SlipBets state={state} totals={totals} />
      <SlipSummary state={state} totals={totals} />
      {loggedIn && (
        <Suspense fallback={null}>
          <PlayAllowance totalCost={totals.totalCost} />
        </Suspense>
      )}
      {changed && (
        <div role="alert" className={SLIP_PART.changed}>
          <p>{t('odds-changed')}</p>
          <Button onClick={slip.acceptPriceChanges}>{t('accept-changes')}</Button>
        </div>
      )}
      <BetMessages errors={state.errors.filter((e) => !e.ref || !knownRefs.has(e.ref))} />
      {state.statusWaitApproval && <PlacementCountdown />}
      <PlaceButton betPlacing={state.betPlacing} totals={totals} changed={changed} />
      <Suspense fallback={null}>
        <SlipOptions />
      </Suspense>
      <div className={SLIP_PART.actions}>
        <Button onClick={slip.clear}>{t('remove-all')}</Button>
      </div>
    </>
  );
}

/** The singles, the multiple and the systems, each with its stake, and the quick stakes for the one in focus. */
function SlipBets({ state, totals }: { state: BetslipState; totals: SlipTotals }) {
  const { t } = useTranslation('betslip');
  const { selections } = state;
  const { activeBet, activeName, pickQuickStake, setActive } = useActiveBet(selections, totals);
  const sameEventReasonId = useId();
  const sharedEvents = new Set(
    selections.filter((s, i) => selections.findIndex((other) => other.eventId === s.eventId) !== i).map((s) => s.eventId),
  );
  return (
    <>
      <ul className={SLIP_PART.list} aria-label={t('singles')}>
        {totals.singles.map((line) => (
          <SingleRow
            key={line.selection.outcomeId}
            line={line}
            error={state.errors.some((e) => e.ref === line.ref)}
            onFocusStake={() => setActive({ kind: 'single', outcomeId: line.selection.outcomeId })}
            sameEventReason={sharedEvents.has(line.selection.eventId) ? sameEventReasonId : undefined}
          />
        ))}
      </ul>
      {selections.length >= 2 && !totals.multiple && (
        <p id={sameEventReasonId} className={SLIP_PART.reason}>
          {t('multiple-needs-events')}
        </p>
      )}
      {totals.multiple && <MultipleRow line={totals.multiple} onFocusStake={() => setActive({ kind: 'multiple' })} />}
      {totals.systems.length > 0 && (
        <Suspense fallback={null}>
          <SystemsSection lines={totals.systems} onFocusStake={(code) => setActive({ kind: 'system', code })} />
        </Suspense>
      )}
      {totals.builders.length > 0 && (
        <Suspense fallback={null}>
          <BuilderSection
            lines={totals.builders}
            onFocusStake={(line) =>
              setActive({
                kind: 'builder',
                eventId: line.builder.eventId,
                name: t('bet-builder-of', { event: line.builder.eventDescription }),
              })
            }
          />
        </Suspense>
      )}
      {activeBet && <QuickStakeChips target={activeName} onPick={pickQuickStake} />}
    </>
  );
}

function SlipSummary({ state, totals }: { state: BetslipState; totals: SlipTotals }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  return (
    <>
      <div className={SLIP_PART.summary}>
        <StakeRows cash={totals.totalCost} free={totals.freeStake} testIdPrefix="betslip" />
        <span>{t('potential-returns-label')}</span>
        <strong data-testid="betslip-potential-returns">{money(totals.potentialReturns)}</strong>
      </div>
      {/* Always there, so the poll's pending state never moves the Place button under the pointer. */}
      <p role="status" className={SLIP_PART.status}>
        {state.pricingStatus === 'pending' ? t('pricing') : state.pricingStatus === 'rejected' ? t('pricing-failed') : ''}
      </p>
    </>
  );
}

/** What Place stakes, in the summary's words: the cash, and a free bet named as one. */
function placeLabel(totals: SlipTotals, money: (amount: number) => string, t: TFunction<'betslip'>): string {
  if (totals.freeStake === 0) return t('place', { amount: money(totals.totalCost) });
  return totals.totalCost > 0
    ? t('place-with-free', { amount: money(totals.totalCost), free: money(totals.freeStake) })
    : t('place-free', { free: money(totals.freeStake) });
}

function PlaceButton({ betPlacing, totals, changed }: { betPlacing: boolean; totals: SlipTotals; changed: boolean }) {
  const { t } = useTranslation('betslip');
  const money = useMoney();
  const { placement } = betslipRuntime();
  const session = useSession();
  // A stake field holding text that is no amount: the player has not said what to stake yet.
  const refused = useSlip((s) => s.refusedStakes.length > 0);
  return (
    <Button
      variant="primary"
      className={SLIP_PART.fullWidth}
      disabled={session.loggedIn && (!totals.placeable || changed || refused)}
      onClick={() => {
        void receiptModule();
        void placement.place();
      }}
    >
      {betPlacing ? t('placing') : session.loggedIn ? placeLabel(totals, money, t) : t('login-to-place')}
    </Button>
  );
}
