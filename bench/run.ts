import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@sportsbook/contracts';
import { portOf } from '../e2e/support/ports';
import { startApi, startSiteAt } from '../e2e/support/stack';
import { launchChromium } from './browser';
import { buildMonolithShell } from './build/build-monolith';
import { timeBuilds } from './build/time-builds';
import { appsByPort, remoteFirstUseGzipBytes } from '../e2e/support/bytes/measure';
import { measurePageBytes } from '../e2e/support/bytes/page-bytes';
import { reactBaselineGzipBytes } from '../e2e/support/bytes/react-baseline';
import { lighthouseSideBySide } from './lighthouse/lighthouse-pages';
import { launchLiveBrowser, measureLiveRendering } from './live/live-rendering';
import { measureBetslipMaths } from './maths/betslip-maths';
import { measureAddToSlip, measureVitals, type Vitals } from './vitals/measure-vitals';
import { inTurn, median, pairedRatioInterval } from './repeated-loads';

/** `npm run bench`: every figure of BENCHMARKS.md, measured in one run on this machine, into bench/results/latest.json. */
const OFFSET = Number(process.env.BENCH_OFFSET || 1500);
const PAGES = [
  { path: '/en/', ready: '[data-remote="mfe_prematch"] li' },
  { path: '/en/sports', ready: '[data-remote="mfe_prematch"]' },
  { path: '/en/live/sport/', ready: '[data-remote="mfe_live"]' },
];
/** Loads per page and per site for the Web Vitals, and presses for add to slip: a page whose largest
 * paint is its first (the logo) paints 150–550 ms into a load at 4× CPU, federated or not, so a
 * median of few loads decides little (nine gave LCP ratio intervals 0.6–1.1 wide). */
const RUNS = Number(process.env.BENCH_RUNS || 15);
/** Item 4's windows: frames over 30 s, the heap over 10 minutes (shorter only for a quick local look). */
const LIVE_FRAMES_SECONDS = Number(process.env.BENCH_LIVE_SECONDS || 30);
const LIVE_HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES || 10);
/** BENCH_ONLY=maths,live runs just those parts (each part still reports its method and machine). */
const ONLY = new Set((process.env.BENCH_ONLY || '').split(',').filter(Boolean));
const wanted = (part: string) => ONLY.size === 0 || ONLY.has(part);

let builtMonolith: string | undefined;
/** The shell built as a monolith, once per run (the pages and Lighthouse both compare against it). */
function monolithShell(): string {
  if (builtMonolith === undefined) {
    console.log('building the monolith…');
    builtMonolith = buildMonolithShell();
  }
  return builtMonolith;
}

async function main(): Promise<void> {
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  };
  if (wanted('maths')) {
    console.log('timing the betslip maths…');
    results.betslipMaths = measureBetslipMaths();
  }
  if (wanted('live')) {
    console.log(`live rendering under load: frames ${LIVE_FRAMES_SECONDS} s, heap ${LIVE_HEAP_MINUTES} min…`);
    const live = await measureLiveUnderLoad();
    results.liveRendering = live.unthrottled;
    results.liveRenderingThrottled = live.throttled;
  }
  if (wanted('build')) {
    console.log('timing production builds…');
    results.build = timeBuilds();
  }
  try {
    if (wanted('pages')) await measurePages(results);
    if (wanted('lighthouse')) results.lighthouse = await measureLighthouse();
  } finally {
    if (builtMonolith !== undefined) fs.rmSync(builtMonolith, { recursive: true, force: true });
  }

  const out = path.join(__dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, 'latest.json');
  // A partial run updates its parts and keeps the rest of the last full run.
  const previous =
    ONLY.size > 0 && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  fs.writeFileSync(file, JSON.stringify({ ...previous, ...results }, null, 2) + '\n');
  console.log(JSON.stringify(results, null, 2));
}

/** The phone's judge: Lighthouse's mobile preset on each page, median of LIGHTHOUSE_RUNS cold loads of each site. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);

async function measureLighthouse(): Promise<Record<string, unknown>> {
  const offset = OFFSET + 400;
  const api = await startApi(offset);
  const site = await startSiteAt(offset);
  const monolithSite = await startSiteAt(offset + 300, {
    shellDist: monolithShell(),
    monolith: true,
    env: { PORT_API: String(portOf('api', offset)) },
  });
  try {
    const pages: Record<string, unknown> = {};
    const monolith: Record<string, unknown> = {};
    for (const page of PAGES) {
      console.log(`Lighthouse on ${page.path}, ${LIGHTHOUSE_RUNS} runs of the federated site and of the monolith…`);
      const both = await lighthouseSideBySide(
        `http://localhost:${portOf('shell', offset)}${page.path}`,
        `http://localhost:${portOf('shell', offset + 300)}${page.path}`,
        LIGHTHOUSE_RUNS,
      );
      pages[page.path] = both.federated;
      monolith[page.path] = { ...both.monolith, lcpRatio: both.lcpRatio };
    }
    return { runs: LIGHTHOUSE_RUNS, pages, monolith };
  } finally {
    await site.close();
    await monolithSite.close();
    await api.stop();
  }
}

/** The API in load mode (200 live events, 2,000 price changes/s) behind its own composed site. */
async function measureLiveUnderLoad() {
  const offset = OFFSET + 200;
  const api = await startApi(offset, { LIVE_LOAD: '1', LIVE_LOAD_RATE: '2000' });
  const site = await startSiteAt(offset);
  const browser = await launchLiveBrowser();
  try {
    const url = `http://localhost:${portOf('shell', offset)}/en/live/sport/`;
    const unthrottled = await measureLiveRendering(browser, url, {
      framesSeconds: LIVE_FRAMES_SECONDS,
      heapMinutes: LIVE_HEAP_MINUTES,
    });
    // The same stream on a phone's CPU (4× slower); the heap is the unthrottled run's question.
    const throttled = await measureLiveRendering(browser, url, {
      framesSeconds: LIVE_FRAMES_SECONDS,
      heapMinutes: 0,
      cpuSlowdown: 4,
    });
    return { unthrottled, throttled };
  } finally {
    await browser.close();
    await site.close();
    await api.stop();
  }
}

interface Site {
  origin: string;
  ports: Map<number, string>;
  /** Where the files of an app not in the repo's own dist folders live (the monolith build). */
  dist?: string;
}

/** Each page's Web Vitals on the federated site and the monolith, one load of each in turn. */
async function measureVitalsSideBySide(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  page: (typeof PAGES)[number],
  federated: Site,
  monolith: Site,
) {
  const loads = await inTurn(RUNS, {
    federated: () => measureVitals(browser, federated.origin + page.path, page.ready),
    monolith: () => measureVitals(browser, monolith.origin + page.path, page.ready),
  });
  const summary = (vitals: Vitals[]) => ({
    lcpMs: median(vitals.map((v) => v.lcpMs)),
    cls: median(vitals.map((v) => v.cls)),
    tbtMs: median(vitals.map((v) => v.tbtMs)),
  });
  const lcp = { federated: loads.federated.map((v) => v.lcpMs), monolith: loads.monolith.map((v) => v.lcpMs) };
  return {
    federated: summary(loads.federated),
    monolith: summary(loads.monolith),
    lcpLoads: lcp,
    lcpRatioInterval: pairedRatioInterval(lcp.federated, lcp.monolith),
  };
}

async function measurePages(results: Record<string, unknown>): Promise<void> {
  const api = await startApi(OFFSET);
  const site = await startSiteAt(OFFSET);
  const monolithDist = monolithShell();
  const monolithSite = await startSiteAt(OFFSET + 300, {
    shellDist: monolithDist,
    monolith: true,
    env: { PORT_API: String(portOf('api', OFFSET)) },
  });
  const browser = await launchChromium();
  try {
    const federated: Site = {
      origin: `http://localhost:${portOf('shell', OFFSET)}`,
      ports: appsByPort((service) => portOf(service, OFFSET)),
    };
    const monolith: Site = {
      origin: `http://localhost:${portOf('shell', OFFSET + 300)}`,
      ports: new Map([[portOf('shell', OFFSET + 300), 'monolith']]),
      dist: monolithDist,
    };
    const pages: Record<string, unknown> = {};
    const comparison: Record<string, unknown> = {};
    for (const page of PAGES) {
      console.log(`measuring ${page.path}, federated and monolith…`);
      const bytes = await measurePageBytes(browser, federated.origin + page.path, page.ready, federated.ports);
      const monolithBytes = await measurePageBytes(
        browser,
        monolith.origin + page.path,
        page.ready,
        monolith.ports,
        monolith.dist,
      );
      const vitals = await measureVitalsSideBySide(browser, page, federated, monolith);
      pages[page.path] = { bytes, ...vitals.federated };
      comparison[page.path] = {
        monolith: { jsGzip: monolithBytes.jsGzip, requests: monolithBytes.requests, lcpMs: vitals.monolith.lcpMs },
        ratio: {
          bytes: bytes.jsGzip / monolithBytes.jsGzip,
          requests: bytes.requests / monolithBytes.requests,
          lcp: vitals.federated.lcpMs / vitals.monolith.lcpMs,
        },
        lcpLoads: vitals.lcpLoads,
        lcpRatioInterval: vitals.lcpRatioInterval,
      };
    }
    const addToSlip = [];
    const addToSlipThrottled = [];
    for (let run = 0; run < RUNS; run++) {
      addToSlip.push(await measureAddToSlip(browser, `${federated.origin}/en/sports`));
      addToSlipThrottled.push(await measureAddToSlip(browser, `${federated.origin}/en/sports`, 4));
    }
    results.bytes = {
      reactBaselineGzip: await reactBaselineGzipBytes(),
      shellInitialJsGzip: (pages['/en/'] as { bytes: { byApp: Record<string, number> } }).bytes.byApp.shell ?? 0,
      remotesFirstUseGzip: Object.fromEntries(REMOTE_NAMES.map((r) => [r, remoteFirstUseGzipBytes(r).bytes])),
    };
    results.vitalsRuns = RUNS;
    results.pages = pages;
    results.addToSlipMs = median(addToSlip);
    results.addToSlipThrottledMs = median(addToSlipThrottled);
    results.federationVsMonolith = comparison;
  } finally {
    await browser.close();
    await monolithSite.close();
    await site.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
