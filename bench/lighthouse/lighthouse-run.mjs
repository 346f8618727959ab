// One Lighthouse run, in plain Node: tsx would rename the functions Lighthouse sends to the page.
// Prints the run's figures as JSON. Usage: node lighthouse-run.mjs URL
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * The largest paint the browser saw in this (unthrottled) load, from the trace: when it came, what
 * it was, and how many bytes had finished downloading by then. Lighthouse's simulation builds its
 * LCP from every request that ended before the observed paint, so on a machine where the page's
 * scripts arrive before a late first paint, the phone's LCP includes their download on slow 4G.
 */
function observedLcp(traceEvents, requests) {
  const candidate = traceEvents
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isOutermostMainFrame)
    .at(-1);
  if (!candidate) return { ms: null, element: 'unknown', finishedKiB: null };
  const { navigationId, nodeName, type, size } = candidate.args.data;
  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.navigationId === navigationId);
  const ms = start ? (candidate.ts - start.ts) / 1000 : null;
  const finished = ms === null ? [] : requests.filter((r) => r.networkEndTime <= ms);
  return {
    ms,
    element: `${nodeName} (${type}, ${size} px²)`,
    finishedKiB: finished.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
}

/** The LCP element's selector as Lighthouse names it (its LCP insight, else the older audit), if the element is still in the page. */
function lcpSelector(audits) {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const match = /"selector":"([^"]+)"/.exec(JSON.stringify(audits[id]?.details ?? ''));
    if (match) return match[1];
  }
  return null;
}

const url = process.argv[2];
// Lighthouse's default config is its mobile preset: a Moto G Power screen, simulated slow 4G
// (150 ms RTT, 1.6 Mbps) and 4× CPU. A fresh Chromium per run, so the cache is cold.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories, audits } = result.lhr;
  const paint = observedLcp(result.artifacts.Trace.traceEvents, audits['network-requests']?.details?.items ?? []);
  // LH_REPORT=file keeps the whole report, for finding what a figure is made of.
  if (process.env.LH_REPORT) writeFileSync(process.env.LH_REPORT, JSON.stringify(result.lhr));
  const numeric = (id) => audits[id]?.numericValue ?? null;
  const failed = (category) =>
    category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  process.stdout.write(
    JSON.stringify({
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      transferKiB: numeric('total-byte-weight') / 1024,
      lcpElement: lcpSelector(audits) ?? paint.element,
      observedLcpMs: paint.ms,
      finishedBeforeLcpKiB: paint.finishedKiB,
      failedAudits: [...failed(categories.accessibility), ...failed(categories['best-practices'])],
    }),
  );
} finally {
  chrome.kill();
}
