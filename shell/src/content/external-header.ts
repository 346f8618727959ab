import type { ExternalHeaderResponse } from '@sportsbook/contracts';
import { externalHeaderResponseSchema } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { http } from '@sportsbook/http';
import { sanitizeHtml, type SafeHtml } from './sanitize-html';

/**
 * What the shell puts on the page from an external header: never its `js` (docs/decisions/operator-html.md). The
 * css is applied as a constructed stylesheet inside the header's shadow root (externalStyleSheet).
 */
export interface PreparedExternalHeader {
  html: SafeHtml;
  css: string;
}

/** Past this the desktop header falls back to the native one rather than leave the player without one. */
const EXTERNAL_HEADER_TIMEOUT_MS = 3000;

const isExternalHeaderResponse = (value: unknown): value is ExternalHeaderResponse => v.is(externalHeaderResponseSchema, value);

/**
 * The header's stylesheet, parsed by the browser as a constructed sheet. It is adopted by the header's
 * shadow root only, so it cannot restyle the page, and a constructed sheet refuses @import, which
 * would load a stylesheet the operator's answer did not show us.
 */
export function externalStyleSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/**
 * The html goes through the same allow-list as every operator widget; the js is not run at all:
 * the page's CSP allows script only from our own and the remotes' origins, and a header that may
 * run code could read the session and the wallet. A header needing behaviour must do it in CSS.
 */
export async function prepareExternalHeader(response: ExternalHeaderResponse): Promise<PreparedExternalHeader> {
  if (response.js.trim()) console.info('[shell] the external header script is not run (see docs/decisions/operator-html.md)');
  return { html: await sanitizeHtml(response.html), css: response.css };
}

/** GET the brand's external header path; a wrong shape, an error or a slow answer all fail. */
export async function fetchExternalHeader(
  path: string,
  signal: AbortSignal,
  timeoutMs = EXTERNAL_HEADER_TIMEOUT_MS,
): Promise<PreparedExternalHeader> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await http().get<unknown>(path, { signal: controller.signal });
    if (!isExternalHeaderResponse(response)) throw new Error(`${path} did not answer { css, js, html }`);
    return prepareExternalHeader(response);
  } catch (error) {
    // Our own timeout must not look like the caller's abort, which would leave the header loading.
    if (timedOut) throw new Error(`${path} did not answer within ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
