/**
 * Minimal structural validators for data that crosses a trust boundary (another team's remote, the
 * feed, a manifest an operator edits). They return a reason instead of throwing so callers can log
 * and drop bad input.
 */
export type Check<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString: Check<string> = (value): value is string => typeof value === 'string';

export const isNonEmptyString: Check<string> = (value): value is string => typeof value === 'string' && value.trim().length > 0;

export const isFiniteNumber: Check<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);

export const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

export const isArrayOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

export const isOneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isNullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

type Shape<T> = { [K in keyof T]-?: Check<T[K]> };

/** Checks every listed field; extra fields are allowed so a newer sender does not break an older receiver. */
export const isShape =
  <T extends object>(shape: Shape<T>): Check<T> =>
  (value): value is T =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => (check as Check<unknown>)(value[key]));

export const isOptional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);
