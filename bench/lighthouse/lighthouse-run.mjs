// One Lighthouse run, in plain Node: tsx would rename the functions Lighthouse sends to the page.
// Prints the run's figures as JSON. Usage: node lighthouse-run.mjs URL
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** The LCP element's selector as Lighthouse names it (its LCP insight, else the older audit), so a run says what the page waited for. */
function lcpElement(audits) {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const match = /"selector":"([^"]+)"/.exec(JSON.stringify(audits[id]?.details ?? ''));
    if (match) return match[1];
  }
  return 'unknown';
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
      lcpElement: lcpElement(audits),
      failedAudits: [...failed(categories.accessibility), ...failed(categories['best-practices'])],
    }),
  );
} finally {
  chrome.kill();
}
