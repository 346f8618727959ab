/** Answers of the API that every app checks where they arrive (api.ts, api-content.ts). */
import * as v from '@sportsbook/schema';
import { id } from './schema';

export const healthResponseSchema = v.object({ status: v.literal('ok'), uptimeSeconds: v.number(), version: v.string() });
export type HealthResponse = v.InferOutput<typeof healthResponseSchema>;

/** The one error shape every 4xx/5xx answer of our API carries. */
export const apiErrorSchema = v.object({
  statusCode: id,
  code: v.string(),
  message: v.string(),
  /** Login failures (spec §8 reasonJson.responseCode): INT003, INT008, INT009... equal to code. */
  responseCode: v.optional(v.string()),
  /** PLAY_BREAK: when the player's time-out or self-exclusion ends (ISO 8601). */
  until: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type ApiError = v.InferOutput<typeof apiErrorSchema>;

/**
 * GET /api/external-header/{brand} (spec §2 "externally hosted header", §7 "returns css, js, html"):
 * the desktop header of a brand that hosts its own. 404 for a brand without one. The shell
 * sanitizes `html`, scopes `css` to the header, and never runs `js` (docs/decisions/operator-html.md).
 */
export const externalHeaderResponseSchema = v.object({
  /** Style sheet text; every rule is scoped under the header's root class. */
  css: v.string(),
  /** Script text that comes with the header; the site decides whether it runs. */
  js: v.string(),
  /** The header's markup: operator HTML, sanitized before it touches the DOM. */
  html: v.string(),
});
export type ExternalHeaderResponse = v.InferOutput<typeof externalHeaderResponseSchema>;
