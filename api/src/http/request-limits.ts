/**
 * The limits every request is held to, in one place (docs/security.md lists them with where each is
 * enforced). Each is checked before the work it bounds: a body is measured before it is parsed, its
 * depth before JSON.parse recurses, a slip's size before any line is counted.
 */
import { IDS_PER_QUERY } from '@sportsbook/contracts';
import { MAX_BETS_ON_BETSLIP } from '@sportsbook/stakes';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './api-error';

export const REQUEST_LIMITS = {
  /** Large enough for a POSTed events query with hundreds of ids, small enough to refuse abuse. */
  bodyBytes: 256 * 1024,
  /** No contract type nests deeper than 6; the margin is for clients that wrap a model once more. */
  jsonDepth: 20,
  /** Spec §9 max_bets_on_betslip. */
  selectionsPerSlip: MAX_BETS_ON_BETSLIP,
  /** Lines of one system bet, counted with the binomial formula before any line is listed. */
  linesPerSystem: 1000,
  /** Event ids in one events query (ids, eventPathIds). */
  idsPerQuery: IDS_PER_QUERY,
  /** Distinct counters /api/metrics keeps; further names are counted under one overflow key. */
  metricKeys: 1000,
} as const;

/** The nesting depth of a JSON text, read without parsing it; stops counting once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const tooDeep = (what: string) =>
  new ApiHttpError(400, 'JSON_TOO_DEEP', `${what} nests deeper than ${REQUEST_LIMITS.jsonDepth} levels`);

/** JSON bodies go through Fastify's own parser (proto-poisoning checks included) only after the depth check. */
export function registerBoundedJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonDepthExceeds(text, REQUEST_LIMITS.jsonDepth)) {
      done(tooDeep('The body'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
