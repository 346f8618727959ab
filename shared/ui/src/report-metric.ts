import { http } from '@sportsbook/http';

/** Spec §9 metrics timeout. */
const METRICS_TIMEOUT_MS = 3000;

/**
 * GET /api/metrics (spec §7), as spec §8 asks after a 500 on placement: best effort, never in the
 * player's way. `app` names the remote reporting.
 */
export function reportMetric(app: string, page: { path: string; host: string }): void {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), METRICS_TIMEOUT_MS);
  http()
    .get('/api/metrics', { query: { app, page_path: page.path, page_host: page.host }, signal: controller.signal })
    .catch((error: unknown) => console.info(`[${app}] metric not reported`, error))
    .finally(() => clearTimeout(timer));
}
