import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  transferKiB: number;
  lcpElement: string;
  failedAudits: string[];
}

/** One cold Lighthouse mobile run of `url` (see lighthouse-run.mjs for the preset). */
export function runLighthouse(url: string): LighthouseRun {
  const script = path.join(__dirname, 'lighthouse-run.mjs');
  const out = execFileSync(process.execPath, [script, url], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
  return JSON.parse(out) as LighthouseRun;
}

/** The median run by performance score of `runs` cold loads (the spread is wide on a 2-core machine). */
export function medianLighthouse(url: string, runs: number): LighthouseRun & { scores: number[] } {
  const all: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) all.push(runLighthouse(url));
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
  return { ...middle, scores: all.map((r) => r.performance) };
}
