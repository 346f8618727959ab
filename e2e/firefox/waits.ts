import type { EvaluateFunc, Frame, Page } from 'puppeteer-core';

/** Every wait here is for a condition, never for a time: this bounds it on a loaded machine. */
export const WAIT_MS = 30_000;

type Target = Page | Frame;

/** What a condition returns once it holds. */
type Held<T> = Exclude<Awaited<T>, false | null | undefined>;

/** Waits until `condition` (run in the page, polled) holds, and returns what it returned. */
export async function until<A extends unknown[], T>(target: Target, condition: (...args: A) => T, ...args: A): Promise<Held<T>> {
  const handle = await target.waitForFunction(
    condition as unknown as EvaluateFunc<A>,
    { timeout: WAIT_MS, polling: 100 },
    ...args,
  );
  return (await handle.jsonValue()) as Held<T>;
}

/** Waits until the element `selector` finds holds `text` (all of it when `exact`). */
export async function untilText(target: Target, selector: string, text: string, exact = false): Promise<void> {
  await until(
    target,
    (s, t, whole) => {
      const shown = document.querySelector(s)?.textContent?.trim() ?? null;
      return whole ? shown === t : (shown?.includes(t) ?? false);
    },
    selector,
    text,
    exact,
  );
}

/** Waits until the page's path matches `pattern`. */
export const untilPath = (target: Target, pattern: RegExp) =>
  until(target, (source) => new RegExp(source).test(location.pathname), pattern.source);

/** An odds button a press adds to the slip: open, and not in it yet. */
export const OPEN_ODDS = 'button[data-outcome-id][aria-pressed="false"]:not([disabled])';

/**
 * Presses the first open price inside `scope` and waits until it shows as pressed. The button is
 * pinned by its outcome id, so a list that re-renders meanwhile cannot swap it for another.
 */
export async function pressFirstOdds(target: Target, scope: string): Promise<string> {
  const outcome = await until(
    target,
    (s, odds) => document.querySelector(`${s} ${odds}`)?.getAttribute('data-outcome-id') ?? false,
    scope,
    OPEN_ODDS,
  );
  const pinned = `${scope} button[data-outcome-id="${outcome}"]`;
  await target.locator(pinned).click();
  await until(target, (s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', pinned);
  return outcome;
}
