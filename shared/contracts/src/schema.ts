/**
 * What every boundary check shares (valibot, see docs/decisions/schemas.md): the
 * small building blocks the contracts are written with, and how a refusal names its fields.
 */
import * as v from '@sportsbook/schema';

/** An integer id, as the API and the feed send them. */
export const id = v.pipe(v.number(), v.integer());
export const finite = v.pipe(v.number(), v.finite());
export const nonEmpty = v.pipe(v.string('must be a string'), v.trim(), v.nonEmpty('must not be empty'));
/** ISO 4217 codes, and the four-letter crypto codes some brands' wallets hold. */
export const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3,4}$/));
/** A language code as pages, paths and queries carry it: `en`, `pt-BR`. */
export const localeCode = v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/));
/** A decimal price: never below 1. */
export const decimalOdds = v.pipe(v.number(), v.finite(), v.minValue(1));

/** Every refusal as `"field" reason`, so whoever edits the input knows what to fix. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `"${v.getDotPath(issue) ?? ''}" ${issue.message}`).join('; ');
}
