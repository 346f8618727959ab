import * as v from '@sportsbook/schema';

/**
 * The API answers the shell's server writes into a page (which ones: page-data.ts), in the form the
 * server writes and every app's http client reads: the client answers these GETs from the page
 * while the page is starting, instead of asking the API.
 */
export const PAGE_DATA_SCRIPT_ID = 'sb-page-data';

/** How long after the page started its written answers stand in for the API's (the page's start-up only). */
export const PAGE_DATA_FRESH_MS = 20_000;

/** One GET of the operator API, as its path and query. */
export interface ApiGet {
  path: string;
  query?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * One name per request, whatever order its query was written in: the server names what it writes
 * and the client what it asks for the same way.
 */
export function apiGetKey(path: string, query: Readonly<Record<string, unknown>> = {}): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}

/** One answer the server wrote, with what it was asked in: the page uses it only when it asks the same way. */
export const pageAnswerSchema = v.object({
  /** The X-Accept-Language it was asked with. */
  language: v.string(),
  /** The X-LVS-PriceFormat it was asked with. */
  priceFormat: v.string(),
  body: v.unknown(),
});
export type PageAnswer = v.InferOutput<typeof pageAnswerSchema>;

/** The page's written answers by apiGetKey. */
export const pageAnswersSchema = v.record(v.string(), pageAnswerSchema);
export type PageAnswers = v.InferOutput<typeof pageAnswersSchema>;
