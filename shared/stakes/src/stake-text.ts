/**
 * The stake input of spec §5. The player types freely; these functions decide what the field shows
 * and which number the slip uses, so a half-typed "12." or "0.0" is never reformatted under the caret.
 */
import { roundMoney } from './rounding';

/**
 * Text as the slip keeps it: thousands commas dropped (spec §5) where they group thousands; null
 * where a comma cannot ("2,50" is not 250), so such text is no stake rather than another number.
 */
const withoutGrouping = (text: string): string | null => {
  const check = stakeFromInput(text, '.');
  return check.ok ? check.text : null;
};

const STAKE_PATTERN = /^\d*\.?\d*$/;

/** Above this, cents are no longer exact in a double and the number prints as an exponent: not a stake. */
export const MAX_EXACT_AMOUNT = Number.MAX_SAFE_INTEGER / 100;

/** The stake a text stands for, rounded to two decimals; 0 for empty, malformed, negative or absurdly large text. */
export function parseStake(text: string): number {
  const clean = withoutGrouping(text);
  if (clean === null || clean === '' || clean === '.' || !STAKE_PATTERN.test(clean)) return 0;
  const value = Number(clean);
  return Number.isFinite(value) && value > 0 && value <= MAX_EXACT_AMOUNT ? roundMoney(value) : 0;
}

/**
 * What the input shows after an edit. Thousands commas are dropped; "0" and "0.0" stay as typed (the player is
 * entering a fraction); a trailing dot or a trailing zero after the dot is left alone; anything else
 * is cut to two decimals for the currency's precision.
 */
export function normaliseStakeText(text: string, precision = 2): string {
  const clean = withoutGrouping(text);
  if (clean === null || clean === '') return '';
  if (!STAKE_PATTERN.test(clean)) return '';
  if (clean === '0' || clean === '0.0') return clean;
  if (clean.endsWith('.')) return clean;
  const [whole = '', fraction] = clean.split('.');
  if (fraction !== undefined && fraction.endsWith('0') && fraction.length <= precision) return clean;
  const wholePart = whole.replace(/^0+(?=\d)/, '') || '0';
  if (fraction === undefined) return wholePart;
  return precision > 0 ? `${wholePart}.${fraction.slice(0, precision)}` : wholePart;
}

/**
 * Spec §5: an edit issues a (debounced) update only when it differs from the active bet's current
 * stake, separators ignored, so re-typing "1,000" over 1000 sends nothing.
 */
export const stakeEditChanged = (text: string, currentStake: number): boolean => parseStake(text) !== roundMoney(currentStake);

/** The text a stake shows as when the slip sets it (quick stake, remembered stake, free bet). */
export const stakeToText = (stake: number): string => (stake > 0 ? String(roundMoney(stake)) : '');

const separators = new Map<string, '.' | ','>();

/**
 * The decimal separator of a locale ("," in es, fr, pt, vi, id; "." in en, th, zh). Kept per locale:
 * every stake box reads it as it renders, and building the formatter that answers it costs a few
 * milliseconds on a phone, inside the press that puts the first selection on the slip.
 */
export function decimalSeparatorOf(locale: string): '.' | ',' {
  let separator = separators.get(locale);
  if (!separator) {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    separator = part?.value === ',' ? ',' : '.';
    separators.set(locale, separator);
  }
  return separator;
}

/**
 * What a typed stake means, or why it means nothing: a character no amount has, or separators that
 * do not read as one amount in the player's locale ("2,50" in English, where "," only groups thousands).
 */
export type StakeInputCheck =
  | { ok: true; text: string }
  | { ok: false; reason: 'character'; character: string }
  | { ok: false; reason: 'separators'; typed: string };

const ALLOWED = /[0-9.,\s\u00a0\u202f]/;

/** Whole digits grouped by thousands: 1–3 digits, then groups of exactly three ("1,000,000"). */
const groupedWhole = (whole: string, grouping: RegExp): string | null => {
  const groups = whole.split(grouping);
  const [first = '', ...rest] = groups;
  if (rest.length === 0) return /^\d*$/.test(first) ? first : null;
  return /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g)) ? groups.join('') : null;
};

/**
 * Where the decimal part starts: at the locale's separator, or, in a "," locale, at a lone "." the
 * player typed out of habit ("10.5") when it cannot be a thousands group ("1.000" is a thousand).
 */
function decimalIndex(text: string, separator: '.' | ','): number | null {
  const marks = text.split(separator).length - 1;
  if (marks > 1) return null;
  if (marks === 1) return text.indexOf(separator);
  if (separator === ',' && (text.match(/\./g) ?? []).length === 1 && !/\.\d{3}$/.test(text)) return text.indexOf('.');
  return -1;
}

/**
 * What a typed stake means, in the player's locale, as the slip's canonical text (digits and one
 * ".", which parseStake reads). Spaces and the other mark group thousands only where every group
 * after the first has exactly three digits; the locale's separator marks the decimals. Anything else
 * is refused with its reason, never turned into another number ("2,50" is not 250 in English).
 */
export function stakeFromInput(input: string, separator: '.' | ','): StakeInputCheck {
  const bad = [...input].find((c) => !ALLOWED.test(c));
  if (bad !== undefined) return { ok: false, reason: 'character', character: bad };
  const trimmed = input.trim();
  const refused = { ok: false, reason: 'separators', typed: trimmed } as const;
  const at = decimalIndex(trimmed, separator);
  if (at === null) return refused;
  const [wholeText, fraction] = at < 0 ? [trimmed, undefined] : [trimmed.slice(0, at), trimmed.slice(at + 1)];
  const grouping = separator === '.' ? /[,\s\u00a0\u202f]/ : /[.\s\u00a0\u202f]/;
  const whole = groupedWhole(wholeText, grouping);
  if (whole === null || (fraction !== undefined && !/^\d*$/.test(fraction))) return refused;
  return { ok: true, text: fraction === undefined ? whole : `${whole}.${fraction}` };
}

/** The canonical stake text as the player's locale writes it. */
export const stakeTextForLocale = (text: string, separator: '.' | ','): string =>
  separator === ',' ? text.replace('.', ',') : text;
