import type { Bus } from '@sportsbook/bus';
import type { BuilderRequest, SelectionRequest } from '@sportsbook/contracts';
import { whenIdle, type WhenIdle } from '@sportsbook/ui';

/**
 * The betslip's module is not what a page's first paint shows: it loads once the page's
 * own modules have and the browser is idle, or at once when the player presses odds before that.
 * Until the betslip runs (it announces itself with `betslip/selections`), presses are held, and then
 * handed to it over the bus in the order they came, so no early press is lost. A failed load is tried
 * again on the next press. A held press only adds: before the slip ran, odds could not show that a
 * saved selection was on it, and the slip takes off odds it holds when they are pressed again.
 */
export function loadBetslipWhenWanted({
  bus,
  load,
  after,
  idle = whenIdle,
}: {
  bus: Bus;
  load: () => Promise<unknown>;
  /** The page's own modules: they come first. */
  after: Promise<unknown>;
  idle?: WhenIdle;
}): void {
  if (bus.getState('betslip/selections')) return;
  // What the player added before the slip ran: odds pressed and bet builders, in order.
  type Held = { builder: false; request: SelectionRequest } | { builder: true; request: BuilderRequest };
  let held: Held[] | null = [];
  let loading: Promise<unknown> | null = null;
  const start = () => {
    loading ??= load().catch(() => {
      loading = null;
    });
  };
  const holding = [
    bus.on('betslip/add-selection', (request) => {
      held?.push({ builder: false, request });
      start();
    }),
    bus.on('betslip/add-builder', (request) => {
      held?.push({ builder: true, request });
      start();
    }),
  ];
  const stopWaiting = bus.subscribe('betslip/selections', () => {
    const early = held ?? [];
    held = null;
    holding.forEach((stop) => stop());
    // The betslip announces itself before its listeners are in place, in the same task.
    queueMicrotask(() => {
      stopWaiting();
      for (const item of early) {
        if (item.builder) bus.publish('betslip/add-builder', item.request);
        else if (!bus.getState('betslip/selections')?.outcomeIds.includes(item.request.outcomeId))
          bus.publish('betslip/add-selection', item.request);
      }
    });
  });
  void after.finally(() => idle(start));
}
