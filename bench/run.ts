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
import { medianLighthouse } from './lighthouse/lighthouse-pages';
import { measureLiveRendering } from './live/live-rendering';
import { measureBetslipMaths } from './maths/betslip-maths';
import { measureAddToSlip, measureVitals } from './vitals/measure-vitals';

/** `npm run bench`: every figure of BENCHMARKS.md, measured in one run on this machine, into bench/results/latest.json. */
const OFFSET = Number(process.env.BENCH_OFFSET || 1500);
const PAGES = [
  { path: '/en/', ready: '[data-remote="mfe_prematch"] li' },
  { path: '/en/sports', ready: '[data-remote="mfe_prematch"]' },
  { path: '/en/live/sport/', ready: '[data-remote="mfe_live"]' },
];
const RUNS = Number(process.env.BENCH_RUNS || 3);
/** Item 4's windows: frames over 30 s, the heap over 10 minutes (shorter only for a quick local look). */
const LIVE_FRAMES_SECONDS = Number(process.env.BENCH_LIVE_SECONDS || 30);
const LIVE_HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES || 10);
/** BENCH_ONLY=maths,live runs just those parts (each part still reports its method and machine). */
const ONLY = new Set((process.env.BENCH_ONLY || '').split(',').filter(Boolean));
const wanted = (part: string) => ONLY.size === 0 || ONLY.has(part);

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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
  if (wanted('pages')) await measurePages(results);
  if (wanted('lighthouse')) results.lighthouse = await measureLighthouse();

  const out = path.join(__dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, 'latest.json');
  // A partial run updates its parts and keeps the rest of the last full run.
  const previous =
    ONLY.size > 0 && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  fs.writeFileSync(file, JSON.stringify({ ...previous, ...results }, null, 2) + '\n');
  console.log(JSON.stringify(results, null, 2));
}

/** Issue 21's judge: Lighthouse's mobile preset on each page, median of LIGHTHOUSE_RUNS cold loads. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);

async function measureLighthouse(): Promise<Record<string, unknown>> {
  const offset = OFFSET + 400;
  const api = await startApi(offset);
  const site = await startSiteAt(offset);
  try {
    const pages: Record<string, unknown> = {};
    for (const page of PAGES) {
      console.log(`Lighthouse on ${page.path}, ${LIGHTHOUSE_RUNS} runs…`);
      pages[page.path] = await medianLighthouse(`http://localhost:${portOf('shell', offset)}${page.path}`, LIGHTHOUSE_RUNS);
    }
    return { runs: LIGHTHOUSE_RUNS, pages };
  } finally {
    await site.close();
    await api.stop();
  }
}

/** The API in load mode (200 live events, 2,000 price changes/s) behind its own composed site. */
async function measureLiveUnderLoad() {
  const offset = OFFSET + 200;
  const api = await startApi(offset, { LIVE_LOAD: '1', LIVE_LOAD_RATE: '2000' });
  const site = await startSiteAt(offset);
  const browser = await launchChromium();
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

async function measurePages(results: Record<string, unknown>): Promise<void> {
  const api = await startApi(OFFSET);
  const site = await startSiteAt(OFFSET);
  const browser = await launchChromium();
  try {
    const origin = `http://localhost:${portOf('shell', OFFSET)}`;
    const portToApp = appsByPort((service) => portOf(service, OFFSET));
    const baseline = await reactBaselineGzipBytes();
    const pages: Record<string, unknown> = {};
    for (const page of PAGES) {
      console.log(`measuring ${page.path}…`);
      const bytes = await measurePageBytes(browser, origin + page.path, page.ready, portToApp);
      const vitals = [];
      for (let run = 0; run < RUNS; run++) vitals.push(await measureVitals(browser, origin + page.path, page.ready));
      pages[page.path] = {
        bytes,
        lcpMs: median(vitals.map((v) => v.lcpMs)),
        cls: median(vitals.map((v) => v.cls)),
        tbtMs: median(vitals.map((v) => v.tbtMs)),
      };
    }
    const addToSlip = [];
    const addToSlipThrottled = [];
    for (let run = 0; run < RUNS; run++) {
      addToSlip.push(await measureAddToSlip(browser, `${origin}/en/sports`));
      addToSlipThrottled.push(await measureAddToSlip(browser, `${origin}/en/sports`, 4));
    }
    results.bytes = {
      reactBaselineGzip: baseline,
      shellInitialJsGzip: (pages['/en/'] as { bytes: { byApp: Record<string, number> } }).bytes.byApp.shell ?? 0,
      remotesFirstUseGzip: Object.fromEntries(REMOTE_NAMES.map((r) => [r, remoteFirstUseGzipBytes(r).bytes])),
    };
    results.pages = pages;
    results.addToSlipMs = median(addToSlip);
    results.addToSlipThrottledMs = median(addToSlipThrottled);

    console.log('building and measuring the monolith…');
    const monolithDist = buildMonolithShell();
    const monolith = await startSiteAt(OFFSET + 300, {
      shellDist: monolithDist,
      monolith: true,
      env: { PORT_API: String(portOf('api', OFFSET)) },
    });
    try {
      const monolithOrigin = `http://localhost:${portOf('shell', OFFSET + 300)}`;
      const monolithPorts = new Map([[portOf('shell', OFFSET + 300), 'monolith']]);
      const comparison: Record<string, unknown> = {};
      for (const page of PAGES) {
        const bytes = await measurePageBytes(browser, monolithOrigin + page.path, page.ready, monolithPorts, monolithDist);
        const vitals = [];
        for (let run = 0; run < RUNS; run++) vitals.push(await measureVitals(browser, monolithOrigin + page.path, page.ready));
        const federated = pages[page.path] as { bytes: { jsGzip: number; requests: number }; lcpMs: number };
        const lcpMs = median(vitals.map((v) => v.lcpMs));
        comparison[page.path] = {
          monolith: { jsGzip: bytes.jsGzip, requests: bytes.requests, lcpMs },
          ratio: {
            bytes: federated.bytes.jsGzip / bytes.jsGzip,
            requests: federated.bytes.requests / bytes.requests,
            lcp: federated.lcpMs / lcpMs,
          },
        };
      }
      results.federationVsMonolith = comparison;
    } finally {
      await monolith.close();
      fs.rmSync(monolithDist, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
    await site.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
