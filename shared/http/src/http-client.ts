import type { ApiError, SiteRedirect } from '@sportsbook/contracts';
import { API_UNAVAILABLE, apiErrorSchema } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { getBus, type Bus } from '@sportsbook/bus';
import { pageAnswerTo } from './page-answers';
import { buildQuery, queryHash, type Query } from './query';

/** Spec §9: an event query longer than this switches from GET to POST. */
export const MAX_GET_URL_LENGTH = 2000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
    readonly url: string,
  ) {
    super(body?.message ?? `HTTP ${status} for ${url}`);
    this.name = 'HttpError';
  }
}

/**
 * The API sent the call to the blocked or maintenance page instead of answering it. The call has
 * no data to give; the shell, told over the bus, leaves the page.
 */
export class SiteRedirectError extends Error {
  constructor(
    readonly to: SiteRedirect,
    readonly url: string,
  ) {
    super(`${url} was redirected to the ${to} page`);
    this.name = 'SiteRedirectError';
  }
}

/**
 * Spec §2: the API answers a blocked visitor with a redirect to /blocked and a site under
 * maintenance with one to /{locale}/maintenance (the static page may sit under /m/). fetch follows
 * redirects, so the page it landed on is all that tells them apart from a normal answer.
 */
export function siteRedirectOf(finalUrl: string): { to: SiteRedirect; locale?: string } | null {
  let pathname: string;
  try {
    pathname = new URL(finalUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const match = /^(?:\/m)?(?:\/([a-z]{2}(?:-[A-Z]{2})?))?\/(blocked|maintenance)\/?$/.exec(pathname);
  if (!match) return null;
  const to = match[2] as SiteRedirect;
  return match[1] ? { to, locale: match[1] } : { to };
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  signal?: AbortSignal;
}

const isApiError = (value: unknown): value is ApiError => v.is(apiErrorSchema, value);

/**
 * The shell's proxy answers 503 API_UNAVAILABLE itself when the API is not there (another gateway
 * may answer 502/504 with no API error); the API's own 503 (a provider down, say) is an answer.
 */
export const isProxyOutage = (status: number, body: unknown): boolean =>
  (status === 502 || status === 503 || status === 504) && (!isApiError(body) || body.code === API_UNAVAILABLE);

function reportApi(bus: Bus, available: boolean): void {
  if ((bus.getState('site/api')?.available ?? true) !== available) bus.setState('site/api', { available });
}

/**
 * The one HTTP client of every app. It decorates calls with the player's language and odds format
 * from the bus, answers a GET the shell's server already answered in the page (page-answers.ts),
 * turns a too-long GET into a POST, logs a logged-in player out when the API answers 401 or 403
 * (spec §4 Session expiry), and reports a redirect to the blocked or maintenance page on the bus
 * (spec §2) so the shell can leave for it, whichever app made the call.
 */
export function createHttpClient(bus: Bus = getBus()) {
  const headers = (): Record<string, string> => {
    const result: Record<string, string> = { Accept: 'application/json', 'X-SB-Origin': 'MOBILE' };
    const locale = bus.getState('locale')?.locale;
    const format = bus.getState('odds-format')?.format;
    if (locale) result['X-Accept-Language'] = locale;
    if (format) result['X-LVS-PriceFormat'] = format.toUpperCase();
    return result;
  };

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let method = options.method ?? 'GET';
    let url = `${path}${buildQuery(options.query)}`;
    let body = options.body;
    if (method === 'GET' && url.length > MAX_GET_URL_LENGTH && options.query) {
      const text = buildQuery(options.query);
      method = 'POST';
      url = `${path}?hash=${queryHash(text)}`;
      body = Object.fromEntries(Object.entries(options.query).filter(([, v]) => v !== undefined && v !== null));
    }
    const decorations = headers();
    if (method === 'GET') {
      const written = pageAnswerTo(path, options.query, decorations);
      if (written !== undefined) return written as T;
    }
    const init: RequestInit = { method, headers: decorations, credentials: 'same-origin', signal: options.signal ?? null };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (!isAbortError(error)) reportApi(bus, false);
      throw error;
    }
    const redirect = response.redirected ? siteRedirectOf(response.url) : null;
    if (redirect) {
      bus.publish('site/redirected', redirect);
      throw new SiteRedirectError(redirect.to, url);
    }
    // A body that is not JSON reads as null; a request aborted while its body arrives stays aborted,
    // rather than resolving with null as if the API had answered nothing.
    const payload: unknown = await response.json().catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      return null;
    });
    reportApi(bus, !isProxyOutage(response.status, payload));
    if (!response.ok) {
      if ((response.status === 401 || response.status === 403) && bus.getState('session')?.loggedIn) {
        bus.publish('session/logout', { reason: 'unauthorized' });
      }
      throw new HttpError(response.status, isApiError(payload) ? payload : null, url);
    }
    return payload as T;
  }

  return { request, get: <T>(path: string, options?: Omit<RequestOptions, 'method'>) => request<T>(path, options) };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

let sharedClient: HttpClient | undefined;
/** The app's client, created on first use so it binds to the page's bus. */
export const http = (): HttpClient => (sharedClient ??= createHttpClient());

/** By name, not class: an abort can come from another realm's DOMException (an iframe, Node's fetch). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
