/**
 * The one schema library of every boundary (valibot, docs/decisions/schemas.md), as
 * the functions the contracts use. The shell shares this module with every remote, so a page
 * downloads one copy of just these, instead of each app bundling its own: add a function here when
 * a schema needs it.
 */
export {
  array,
  boolean,
  check,
  finite,
  forward,
  getDotPath,
  gtValue,
  integer,
  is,
  isoTimestamp,
  literal,
  looseObject,
  maxLength,
  maxValue,
  minEntries,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  partial,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  strictObject,
  string,
  trim,
  union,
  unknown,
  variant,
} from 'valibot';
// Every type, so a contract's inferred type can be named in its declarations.
export type * from 'valibot';
