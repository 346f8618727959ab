import { execFile } from 'node:child_process';
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

/**
 * One cold Lighthouse mobile run of `url` (see lighthouse-run.mjs for the preset), in a child
 * process that this one waits for without blocking: the site under test may be served from here.
 */
export function runLighthouse(url: string): Promise<LighthouseRun> {
  const script = path.join(__dirname, 'lighthouse-run.mjs');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, url], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 }, (error, out) =>
      error ? reject(error) : resolve(JSON.parse(out) as LighthouseRun),
    );
  });
}

/** The median run by performance score of `runs` cold loads (the spread is wide on a 2-core machine). */
export async function medianLighthouse(url: string, runs: number): Promise<LighthouseRun & { scores: number[] }> {
  const all: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) all.push(await runLighthouse(url));
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
  return { ...middle, scores: all.map((r) => r.performance) };
}
