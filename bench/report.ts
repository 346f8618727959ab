import fs from 'node:fs';
import path from 'node:path';

/** Renders bench/results/latest.json as the figures section of BENCHMARKS.md (printed to stdout). */
interface PageResult {
  bytes: { jsGzip: number; cssGzip: number; requests: number; byApp: Record<string, number> };
  lcpMs: number;
  cls: number;
  tbtMs: number;
}
interface Results {
  date: string;
  machine: string;
  build: { allAppsMs: number; perAppMs: Record<string, number> };
  bytes: { reactBaselineGzip: number; shellInitialJsGzip: number; remotesFirstUseGzip: Record<string, number> };
  pages: Record<string, PageResult>;
  addToSlipMs: number;
  federationVsMonolith?: Record<
    string,
    { monolith: { jsGzip: number; requests: number; lcpMs: number }; ratio: Record<string, number> }
  >;
}

const results = JSON.parse(fs.readFileSync(path.join(__dirname, 'results/latest.json'), 'utf8')) as Results;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const goal = (ok: boolean) => (ok ? 'met' : '**not met**');
const lines: string[] = [];
const shellRatio = results.bytes.shellInitialJsGzip / results.bytes.reactBaselineGzip;

lines.push(`Measured ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${results.machine}.`, '');
lines.push('### 1. Bytes (gzip, cold cache, production build)', '');
lines.push('| What | Figure | Goal | |', '| --- | --- | --- | --- |');
lines.push(
  `| Shell initial JS for /en/ | ${kb(results.bytes.shellInitialJsGzip)} (${shellRatio.toFixed(2)} × React + React DOM + router = ${kb(results.bytes.reactBaselineGzip)}) | ≤ 1.3 × | ${goal(shellRatio <= 1.3)} |`,
);
for (const [remote, bytes] of Object.entries(results.bytes.remotesFirstUseGzip)) {
  lines.push(`| ${remote}: remoteEntry + first exposed module | ${kb(bytes)} | ≤ 35 kB | ${goal(bytes <= 35 * 1024)} |`);
}
for (const [page, result] of Object.entries(results.pages)) {
  const apps = Object.entries(result.bytes.byApp)
    .map(([app, bytes]) => `${app} ${kb(bytes)}`)
    .join(', ');
  lines.push(`| Total JS for ${page} | ${kb(result.bytes.jsGzip)} in ${result.bytes.requests} requests (${apps}) | | |`);
}
lines.push('', '### 2. Web Vitals (Chromium, 390 px, 4× CPU throttling, cold cache, median of 3)', '');
lines.push('| Page | LCP | CLS | TBT |', '| --- | --- | --- | --- |');
for (const [page, result] of Object.entries(results.pages)) {
  lines.push(
    `| ${page} | ${ms(result.lcpMs)} (${goal(result.lcpMs <= 1200)}) | ${result.cls.toFixed(3)} (${goal(result.cls <= 0.02)}) | ${ms(result.tbtMs)} (${goal(result.tbtMs <= 150)}) |`,
  );
}
lines.push(
  '',
  `Odds button press to the selection showing in the slip (desktop, median of 3): ${ms(results.addToSlipMs)} (goal ≤ 50 ms: ${goal(results.addToSlipMs <= 50)}).`,
);
if (results.federationVsMonolith) {
  lines.push('', '### 3. The price of federation (federated ÷ monolith, same run)', '');
  lines.push(
    '| Page | Monolith JS | Monolith requests | Monolith LCP | Bytes ratio | Requests ratio | LCP ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [page, c] of Object.entries(results.federationVsMonolith)) {
    lines.push(
      `| ${page} | ${kb(c.monolith.jsGzip)} | ${c.monolith.requests} | ${ms(c.monolith.lcpMs)} | ${c.ratio.bytes?.toFixed(2)} | ${c.ratio.requests?.toFixed(2)} | ${c.ratio.lcp?.toFixed(2)} |`,
    );
  }
}
lines.push('', '### 6. Build (production, wall clock, sequential)', '');
lines.push(`All seven apps: ${(results.build.allAppsMs / 1000).toFixed(1)} s. One remote alone:`);
lines.push(
  Object.entries(results.build.perAppMs)
    .map(([app, time]) => `${app} ${(time / 1000).toFixed(1)} s`)
    .join(', ') + '.',
);
console.log(lines.join('\n'));
