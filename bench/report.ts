import fs from 'node:fs';
import path from 'node:path';
import type { LighthouseSummary } from './lighthouse/lighthouse-pages';
import type { LiveRenderingResults } from './live/live-rendering';
import type { BetslipMathsResults, MathsTiming } from './maths/betslip-maths';
import budgets from './budgets.json';
import { median } from './repeated-loads';

/** Renders bench/results/latest.json as the figures section of BENCHMARKS.md (printed to stdout). */
interface PageResult {
  bytes: { jsGzip: number; cssGzip: number; requests: number; byApp: Record<string, number> };
  lcpMs: number;
  cls: number;
  tbtMs: number;
}
interface Results {
  date: string;
  liveRendering?: LiveRenderingResults;
  liveRenderingThrottled?: LiveRenderingResults;
  betslipMaths?: BetslipMathsResults;
  machine: string;
  build: { allAppsMs: number; perAppMs: Record<string, number> };
  bytes: { reactBaselineGzip: number; shellInitialJsGzip: number; remotesFirstUseGzip: Record<string, number> };
  pages: Record<string, PageResult>;
  /** Loads per page and site (runs before 2026-11-28 16:00 had 3 and no such field). */
  vitalsRuns?: number;
  addToSlipMs: number;
  addToSlipThrottledMs?: number;
  lighthouse?: {
    runs: number;
    pages: Record<string, LighthouseSummary>;
    /** The monolith's runs beside the federated ones (none before the run of 2026-11-28 21:34). */
    monolith?: Record<string, LighthouseSummary & { lcpRatio: number }>;
  };
  federationVsMonolith?: Record<
    string,
    {
      monolith: { jsGzip: number; requests: number; lcpMs: number };
      ratio: Record<string, number>;
      /** Each load's LCP and the ratio's 90 % paired-bootstrap interval (none before 2026-11-29 05:00). */
      lcpLoads?: { federated: number[]; monolith: number[] };
      lcpRatioInterval?: [number, number];
    }
  >;
}

const results = JSON.parse(fs.readFileSync(path.join(__dirname, 'results/latest.json'), 'utf8')) as Results;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const goal = (ok: boolean) => (ok ? 'met' : '**not met**');
const frameFigures = (r: LiveRenderingResults) =>
  `${r.p95FrameMs.toFixed(2)} ms (p50 ${r.p50FrameMs.toFixed(2)}, p99 ${r.p99FrameMs.toFixed(2)}; ${(r.frames / r.framesSeconds).toFixed(1)} frames/s)`;
const runs = results.vitalsRuns ?? 3;
const lines: string[] = [];
const shellRatio = results.bytes.shellInitialJsGzip / results.bytes.reactBaselineGzip;

lines.push(`Measured ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${results.machine}.`, '');
lines.push('### 1. Bytes (gzip, cold cache, production build)', '');
lines.push('| What | Figure | Goal | |', '| --- | --- | --- | --- |');
lines.push(
  `| Shell initial JS for /en/ | ${kb(results.bytes.shellInitialJsGzip)} (${shellRatio.toFixed(2)} × React + React DOM + router = ${kb(results.bytes.reactBaselineGzip)}) | ≤ ${budgets.shellGoalRatio} × (an earlier goal: 1.3 ×) | ${goal(shellRatio <= budgets.shellGoalRatio)} |`,
);
for (const [remote, bytes] of Object.entries(results.bytes.remotesFirstUseGzip)) {
  lines.push(
    `| ${remote}: remoteEntry + first exposed module | ${kb(bytes)} | ≤ ${budgets.remoteFirstUseGoalGzipBytes / 1024} kB | ${goal(bytes <= budgets.remoteFirstUseGoalGzipBytes)} |`,
  );
}
for (const [page, result] of Object.entries(results.pages)) {
  const apps = Object.entries(result.bytes.byApp)
    .map(([app, bytes]) => `${app} ${kb(bytes)}`)
    .join(', ');
  lines.push(`| Total JS for ${page} | ${kb(result.bytes.jsGzip)} in ${result.bytes.requests} requests (${apps}) | | |`);
}
lines.push('', `### 2. Web Vitals (Chromium, 390 px, 4× CPU throttling, cold cache, median of ${runs})`, '');
lines.push('| Page | LCP | CLS | TBT |', '| --- | --- | --- | --- |');
for (const [page, result] of Object.entries(results.pages)) {
  lines.push(
    `| ${page} | ${ms(result.lcpMs)} (${goal(result.lcpMs <= 1200)}) | ${result.cls.toFixed(3)} (${goal(result.cls <= 0.02)}) | ${ms(result.tbtMs)} (${goal(result.tbtMs <= 150)}) |`,
  );
}
lines.push(
  '',
  `Odds button press to the selection showing in the slip (desktop, median of ${runs}): ${ms(results.addToSlipMs)} (goal ≤ 50 ms: ${goal(results.addToSlipMs <= 50)}).`,
);
if (results.addToSlipThrottledMs !== undefined) {
  lines.push(
    '',
    `The same with the CPU slowed 4× once the page stands: ${ms(results.addToSlipThrottledMs)} (goal ≤ 50 ms: ${goal(results.addToSlipThrottledMs <= 50)}).`,
  );
}
if (results.federationVsMonolith) {
  lines.push(
    '',
    `### 3. The price of federation (federated ÷ monolith, same run${results.vitalsRuns ? `; LCP from ${runs} loads of each site in turn` : ''})`,
    '',
  );
  lines.push(
    '| Page | Monolith JS | Monolith requests | Monolith LCP | Bytes ratio (goal ≤ 1.25) | Requests ratio | LCP ratio (goal ≤ 1.10) | LCP ratio, 90 % interval |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  const ratioAgainst = (ratio: number | undefined, limit: number) =>
    ratio === undefined ? 'n/a' : `${ratio.toFixed(2)} (${goal(Math.round(ratio * 100) / 100 <= limit)})`;
  const interval = (range: [number, number] | undefined) => (range ? `${range[0].toFixed(2)}–${range[1].toFixed(2)}` : 'n/a');
  for (const [page, c] of Object.entries(results.federationVsMonolith)) {
    lines.push(
      `| ${page} | ${kb(c.monolith.jsGzip)} | ${c.monolith.requests} | ${ms(c.monolith.lcpMs)} | ${ratioAgainst(c.ratio.bytes, 1.25)} | ${c.ratio.requests?.toFixed(2)} | ${ratioAgainst(c.ratio.lcp, 1.1)} | ${interval(c.lcpRatioInterval)} |`,
    );
  }
  const loads = Object.entries(results.federationVsMonolith).filter(([, c]) => c.lcpLoads);
  if (loads.length > 0) {
    lines.push(
      '',
      "Each load's LCP at 4× CPU, in the order measured (federated / monolith); the interval is a paired bootstrap of the ratio of the medians:",
      '',
      '| Page | Federated (ms) | Monolith (ms) |',
      '| --- | --- | --- |',
      ...loads.map(
        ([page, c]) =>
          `| ${page} | ${c.lcpLoads?.federated.map(Math.round).join(', ')} | ${c.lcpLoads?.monolith.map(Math.round).join(', ')} |`,
      ),
    );
  }
}
const lighthouse = results.lighthouse;
if (lighthouse) {
  lines.push('', `### 2b. Lighthouse, mobile preset (simulated slow 4G and 4× CPU, median of ${lighthouse.runs} cold runs)`, '');
  lines.push(
    '| Page | Performance (runs) | LCP | TBT | CLS | Accessibility | Best practices | Transferred | LCP element |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [page, r] of Object.entries(lighthouse.pages)) {
    lines.push(
      `| ${page} | ${r.performance.toFixed(2)} (${r.scores.map((s) => s.toFixed(2)).join(', ')}; goal ≥ 0.90: ${goal(r.performance >= 0.9)}) | ${ms(r.lcpMs)} (${goal(r.lcpMs <= 2500)}) | ${ms(r.tbtMs)} (${goal(r.tbtMs <= 200)}) | ${r.cls.toFixed(3)} (${goal(r.cls <= 0.05)}) | ${r.accessibility.toFixed(2)} (${goal(r.accessibility >= 0.98)}) | ${r.bestPractices.toFixed(2)} (${goal(r.bestPractices >= 1)}) | ${r.transferKiB.toFixed(0)} KiB | \`${r.lcpElement}\` |`,
    );
  }
  if (lighthouse.monolith) {
    lines.push(
      '',
      `The price of federation on the phone: the same pages built as a monolith, ${lighthouse.runs} runs of each site in turn, LCP as the median of each site's runs.`,
      '',
      '| Page | Federated LCP (runs) | Monolith LCP (runs) | LCP ratio (goal ≤ 1.10) |',
      '| --- | --- | --- | --- |',
    );
    const lcpRuns = (r: LighthouseSummary) => {
      const simulated = r.lcpRuns.map((run) => run.simulatedMs);
      return `${ms(median(simulated))} (${simulated.map((v) => Math.round(v)).join(', ')})`;
    };
    for (const [page, mono] of Object.entries(lighthouse.monolith)) {
      const federated = lighthouse.pages[page];
      if (!federated) continue;
      lines.push(
        `| ${page} | ${lcpRuns(federated)} | ${lcpRuns(mono)} | ${mono.lcpRatio.toFixed(2)} (${goal(Math.round(mono.lcpRatio * 100) / 100 <= 1.1)}) |`,
      );
    }
  }
  lighthouseLcpSources(lighthouse);
}

/**
 * What each run's simulated LCP was built from: Lighthouse loads the page unthrottled and simulates
 * the phone from every request that had finished when the largest element painted, so a run whose
 * paint came after the page's scripts had arrived (a busy moment on the machine) reads seconds more.
 */
function lighthouseLcpSources(lighthouse: NonNullable<Results['lighthouse']>): void {
  lines.push(
    '',
    "Each run's LCP on the phone ← when the unthrottled load painted its largest element, and the KiB that had finished downloading by then (the requests Lighthouse's simulation makes the paint wait for):",
    '',
    '| Page | Site | Runs |',
    '| --- | --- | --- |',
  );
  const sources = (r: LighthouseSummary) =>
    r.lcpRuns
      .map(
        (run) =>
          `${Math.round(run.simulatedMs)} ← ${run.observedMs === null ? '?' : Math.round(run.observedMs)} ms, ${run.finishedKiB === null ? '?' : Math.round(run.finishedKiB)} KiB`,
      )
      .join('; ');
  for (const [page, federated] of Object.entries(lighthouse.pages)) {
    lines.push(`| ${page} | federated | ${sources(federated)} |`);
    const mono = lighthouse.monolith?.[page];
    if (mono) lines.push(`| ${page} | monolith | ${sources(mono)} |`);
  }
}
const live = results.liveRendering;
if (live) {
  lines.push('', '### 4. Live rendering (API load mode: 200 live events, 2,000 price changes/s, /en/live/sport/)', '');
  lines.push(
    `${live.viewport}; frames from requestAnimationFrame on a cross-origin isolated page (its clock reads to 5 µs) over ${live.framesSeconds} s (${live.frames} frames, ${live.priceChangesSeen} price changes shown), long tasks from the browser's observer, heap after a forced GC every 30 s for ${live.heapMinutes} min.`,
    '',
    '| What | Figure | Goal | |',
    '| --- | --- | --- | --- |',
    `| p95 frame | ${frameFigures(live)} | ≤ 16.7 ms | ${goal(live.p95FrameMs <= 16.7)} |`,
    `| Long tasks | ${live.longTasks} (longest ${ms(live.longestTaskMs)}) | none over 50 ms | ${goal(live.longTasks === 0)} |`,
    `| Heap growth | ${(live.heapGrowth * 100).toFixed(1)} % (${live.heapSamplesMb[0]} → ${live.heapSamplesMb[live.heapSamplesMb.length - 1]} MB) | ≤ 10 % | ${goal(live.heapGrowth <= 0.1)} |`,
  );
}
const slowed = results.liveRenderingThrottled;
if (slowed) {
  lines.push(
    '',
    `The same stream with ${slowed.viewport.split(', ')[1]} (set once the page stands), frames over ${slowed.framesSeconds} s (${slowed.frames} frames, ${slowed.priceChangesSeen} price changes shown):`,
    '',
    '| What | Figure | Goal | |',
    '| --- | --- | --- | --- |',
    `| p95 frame | ${frameFigures(slowed)} | ≤ 16.7 ms | ${goal(slowed.p95FrameMs <= 16.7)} |`,
    `| Long tasks | ${slowed.longTasks} (longest ${ms(slowed.longestTaskMs)}) | none over 50 ms | ${goal(slowed.longTasks === 0)} |`,
  );
}
const maths = results.betslipMaths;
if (maths) {
  const us = (t: MathsTiming) => `${t.medianUs.toFixed(1)} µs (p95 ${t.p95Us.toFixed(1)}, ${t.calls} calls)`;
  lines.push(
    '',
    `### 5. Betslip maths (Node ${process.version.split('.')[0]}, after a warm-up, ${maths.selections} selections)`,
    '',
  );
  lines.push(
    '| What | Median per call |',
    '| --- | --- |',
    `| All ${maths.allSystems.systems} systems (${maths.allSystems.bets} bets) counted and priced | ${us(maths.allSystems)} |`,
    `| Returns of 15 singles and the 15-fold | ${us(maths.singlesAndMultipleReturns)} |`,
    `| Parsing one typed stake | ${us(maths.stakeParsing)} |`,
    `| One re-pricing of all 15 applied to the slip store, totals recomputed | ${us(maths.repricingApplied)} |`,
    '',
    `1,000 re-pricings per second cost ${(maths.coreShareAt1000PerSecond * 100).toFixed(1)} % of one core.`,
  );
}
lines.push('', '### 6. Build (production, wall clock, sequential)', '');
lines.push(`All seven apps: ${(results.build.allAppsMs / 1000).toFixed(1)} s. One remote alone:`);
lines.push(
  Object.entries(results.build.perAppMs)
    .map(([app, time]) => `${app} ${(time / 1000).toFixed(1)} s`)
    .join(', ') + '.',
);
console.log(lines.join('\n'));
