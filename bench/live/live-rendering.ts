import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../browser';

/**
 * /en/live/sport/ while the API's load mode streams price changes over 200 live
 * events. Frame times come from requestAnimationFrame and long tasks from the browser's own
 * observer, both recorded inside the page; the heap is read over CDP after a forced garbage collection
 * so the figure is live objects, not garbage that has not been collected yet.
 *
 * The page is made cross-origin isolated for the measurement: otherwise Chromium coarsens its clock
 * (requestAnimationFrame's timestamps included) to 100 µs with random jitter, so a 16.67 ms frame
 * reads 16.6, 16.7 or 16.8 ms, and a p95 compared with 16.7 ms was decided by the clock. Isolated,
 * the clock reads to 5 µs and one 60 Hz frame reads 16.67 ms.
 */
export interface LiveRenderingResults {
  viewport: string;
  framesSeconds: number;
  frames: number;
  p50FrameMs: number;
  p95FrameMs: number;
  p99FrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Price flashes the page showed in the frame window: proof the load reached the screen. */
  priceChangesSeen: number;
  heapMinutes: number;
  heapSamplesMb: number[];
  heapGrowth: number;
}

const RECORDER = `
  window.__live = { frames: [], longTasks: [], changes: 0, recording: false };
  new PerformanceObserver((list) => {
    if (!window.__live.recording) return;
    for (const entry of list.getEntries()) window.__live.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  let last = 0;
  const tick = (now) => {
    if (window.__live.recording && last) window.__live.frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

/** Serves every response of the composed site with the headers that make the page cross-origin isolated. */
async function isolateCrossOrigin(page: Page): Promise<void> {
  await page.route(/^http:\/\/localhost:/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'credentialless',
      },
    });
  });
}

/**
 * The browser for this measurement: a page served through the router has no address Chromium
 * knows, so without this flag its feed's socket to localhost counts as a public page reaching the
 * local network and is refused.
 */
export const launchLiveBrowser = (): Promise<Browser> => launchChromium(['--disable-features=LocalNetworkAccessChecks']);

const percentile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

export async function measureLiveRendering(
  browser: Browser,
  url: string,
  options: { framesSeconds: number; heapMinutes: number; cpuSlowdown?: number },
): Promise<LiveRenderingResults> {
  const cpuSlowdown = options.cpuSlowdown ?? 1;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await isolateCrossOrigin(page);
  await page.addInitScript(RECORDER);
  await page.goto(url);
  await page.locator('[data-remote="mfe_live"] [data-outcome-id]').first().waitFor({ timeout: 60_000 });
  if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error('the live page is not cross-origin isolated');
  // Slowed once the page stands: the figure is the stream's cost on a phone's CPU, not the page's start.
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.waitForTimeout(3000);

  // An odds button's accessible name carries its price: each change of it is a price the player saw move.
  await page.evaluate(() => {
    const live = (window as unknown as { __live: { changes: number; recording: boolean } }).__live;
    new MutationObserver((records) => {
      if (live.recording) live.changes += records.length;
    }).observe(document.querySelector('[data-remote="mfe_live"]') as Node, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    live.recording = true;
  });
  await page.waitForTimeout(options.framesSeconds * 1000);
  const recorded = await page.evaluate(() => {
    const live = (window as unknown as { __live: { frames: number[]; longTasks: number[]; changes: number; recording: boolean } })
      .__live;
    live.recording = false;
    return { frames: live.frames, longTasks: live.longTasks, changes: live.changes };
  });

  const heapSamplesMb: number[] = [];
  const sampleHeap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    heapSamplesMb.push(Math.round((usedSize / 2 ** 20) * 10) / 10);
  };
  await sampleHeap();
  const samples = Math.round(options.heapMinutes * 2);
  for (let i = 0; i < samples; i++) {
    await page.waitForTimeout((options.heapMinutes * 60_000) / samples);
    await sampleHeap();
  }
  await context.close();

  const frames = [...recorded.frames].sort((a, b) => a - b);
  const first = heapSamplesMb[0] ?? NaN;
  const last = heapSamplesMb[heapSamplesMb.length - 1] ?? NaN;
  return {
    viewport: cpuSlowdown > 1 ? `1280 × 800, ${cpuSlowdown}× CPU throttling` : '1280 × 800, no CPU throttling',
    framesSeconds: options.framesSeconds,
    frames: frames.length,
    p50FrameMs: percentile(frames, 0.5),
    p95FrameMs: percentile(frames, 0.95),
    p99FrameMs: percentile(frames, 0.99),
    longTasks: recorded.longTasks.length,
    longestTaskMs: Math.max(0, ...recorded.longTasks),
    priceChangesSeen: recorded.changes,
    heapMinutes: options.heapMinutes,
    heapSamplesMb,
    heapGrowth: (last - first) / first,
  };
}
