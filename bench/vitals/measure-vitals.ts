import type { Browser } from '@playwright/test';

export interface Vitals {
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Installed before any page script runs: records LCP, layout shifts and long tasks as the browser reports them. */
const OBSERVERS = `
  window.__vitals = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__vitals.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

/**
 * Loads a page cold (new context) on a 390 px mobile viewport with the CPU slowed 4×, waits for
 * `ready`, then lets the page settle. TBT sums the part of each long task above 50 ms after first
 * contentful paint.
 */
export async function measureVitals(browser: Browser, url: string, readySelector: string): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVERS);
  await page.goto(url);
  await page.waitForSelector(readySelector, { timeout: 60_000 });
  await page.waitForTimeout(2000);
  const result = await page.evaluate(() => {
    const vitals = (window as unknown as { __vitals: { lcp: number; cls: number; longTasks: Array<[number, number]> } }).__vitals;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = vitals.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcpMs: vitals.lcp, cls: vitals.cls, tbtMs: tbt };
  });
  await context.close();
  return result;
}

/** Time from pressing an odds button to the selection showing in the slip, measured inside the page (the CPU slowed once the page stands). */
export async function measureAddToSlip(browser: Browser, url: string, cpuSlowdown = 1): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  const button = page.locator('[data-remote="mfe_prematch"] button[aria-pressed="false"]').first();
  await button.waitFor();
  // The right column holds My Bets and the slip, both from the betslip remote: wait for the slip itself.
  await page
    .getByTestId('right-column')
    .getByRole('heading', { name: /Betslip/ })
    .waitFor();
  // The page stands once nothing more is on its way (late modules, the slip's booking-code form, the
  // footer): a press measured during the load measured whatever load task it fell behind.
  await page.waitForLoadState('networkidle');
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const elapsed = await button.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const outcomeId = element.getAttribute('data-outcome-id');
        const slip = document.querySelector('[data-testid="right-column"]');
        if (!slip) throw new Error('no betslip column');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (slip.querySelector(`[data-outcome-id="${outcomeId}"]`)) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          }
        });
        observer.observe(slip, { childList: true, subtree: true });
        (element as HTMLButtonElement).click();
      }),
  );
  await context.close();
  return elapsed;
}
