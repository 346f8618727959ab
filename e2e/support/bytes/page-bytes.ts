import type { Browser } from '@playwright/test';
import { builtFileFor, gzipBytesOf } from './measure';

export interface PageBytes {
  jsGzip: number;
  cssGzip: number;
  requests: number;
  byApp: Record<string, number>;
}

/** Every script and stylesheet a cold load of the page downloads, in gzip bytes of the built files, per app. */
export async function measurePageBytes(
  browser: Browser,
  url: string,
  readySelector: string,
  portToApp: Map<number, string>,
  /** Where the files of an app not in the repo's own dist folders live (the monolith build). */
  distOverride?: string,
): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const files: Array<{ url: string; type: string }> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.push({ url: response.url(), type });
  });
  await page.goto(url);
  await page.waitForSelector(readySelector, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const result: PageBytes = { jsGzip: 0, cssGzip: 0, requests: files.length, byApp: {} };
  for (const file of files) {
    const built = distOverride ? `${distOverride}${new URL(file.url).pathname}` : builtFileFor(file.url, portToApp);
    if (!built) continue;
    const bytes = gzipBytesOf(built);
    if (file.type === 'script') result.jsGzip += bytes;
    else result.cssGzip += bytes;
    const app = portToApp.get(Number(new URL(file.url).port)) ?? 'other';
    result.byApp[app] = (result.byApp[app] ?? 0) + bytes;
  }
  return result;
}
