import { execFile } from 'node:child_process';
import path from 'node:path';
import { inTurn, median } from '../repeated-loads';

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
  /** Lighthouse's selector for the LCP element, else the trace's description of it (node, type, area). */
  lcpElement: string;
  /** When this unthrottled load painted its largest element, and the KiB that had finished by then (see lighthouse-run.mjs). */
  observedLcpMs: number | null;
  finishedBeforeLcpKiB: number | null;
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

/** One run's LCP: simulated for the phone, and what the simulation started from. */
export interface LcpRun {
  simulatedMs: number;
  observedMs: number | null;
  finishedKiB: number | null;
}

/** A page's runs: the median run by performance score (the spread is wide on a 2-core machine), every score and LCP. */
export type LighthouseSummary = LighthouseRun & { scores: number[]; lcpRuns: LcpRun[] };

function summary(all: LighthouseRun[]): LighthouseSummary {
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
  return {
    ...middle,
    scores: all.map((r) => r.performance),
    lcpRuns: all.map((r) => ({ simulatedMs: r.lcpMs, observedMs: r.observedLcpMs, finishedKiB: r.finishedBeforeLcpKiB })),
  };
}

/**
 * `runs` cold loads of the same page on the federated site and on the monolith, one of each in
 * turn, and the price of federation in the phone's LCP: the median LCP of the federated runs over
 * the monolith's.
 */
export async function lighthouseSideBySide(
  federatedUrl: string,
  monolithUrl: string,
  runs: number,
): Promise<{ federated: LighthouseSummary; monolith: LighthouseSummary; lcpRatio: number }> {
  const { federated, monolith } = await inTurn(runs, {
    federated: () => runLighthouse(federatedUrl),
    monolith: () => runLighthouse(monolithUrl),
  });
  const lcpRatio = median(federated.map((r) => r.lcpMs)) / median(monolith.map((r) => r.lcpMs));
  return { federated: summary(federated), monolith: summary(monolith), lcpRatio };
}
