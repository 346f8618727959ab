/**
 * The stake input of spec §5. The player types freely; these functions decide what the field shows
 * and which number the slip uses, so a half-typed "12." or "0.0" is never reformatted under the caret.
 */
import { roundMoney } from './rounding';

/** Number parsing strips thousands commas (spec §5). */
export const stripSeparators = (text: string): string => text.replace(/,/g, '').trim();

const STAKE_PATTERN = /^\d*\.?\d*$/;

/** Above this, cents are no longer exact in a double and the number prints as an exponent: not a stake. */
export const MAX_EXACT_AMOUNT = Number.MAX_SAFE_INTEGER / 100;

/** The stake a text stands for, rounded to two decimals; 0 for empty, malformed, negative or absurdly large text. */
export function parseStake(text: string): number {
  const clean = stripSeparators(text);
  if (clean === '' || clean === '.' || !STAKE_PATTERN.test(clean)) return 0;
  const value = Number(clean);
  return Number.isFinite(value) && value > 0 && value <= MAX_EXACT_AMOUNT ? roundMoney(value) : 0;
}

/**
 * What the input shows after an edit. Commas are stripped; "0" and "0.0" stay as typed (the player is
 * entering a fraction); a trailing dot or a trailing zero after the dot is left alone; anything else
 * is cut to two decimals for the currency's precision.
 */
export function normaliseStakeText(text: string, precision = 2): string {
  const clean = stripSeparators(text);
  if (clean === '') return '';
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

export type StakeInputCheck = { ok: true; text: string } | { ok: false; character: string };

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * What a typed stake means, in the player's locale, as the slip's canonical text (digits and one
 * ".", which parseStake reads). Grouping is dropped: "," in a "." locale (spec §5), "." in a ","
 * locale when a "," follows or three digits do ("1.000,5", "1.000"); a lone "." there is the
 * decimal a player typed out of habit ("10.5"). Any other character is refused, never wiped.
 */
export function stakeFromInput(input: string, separator: '.' | ','): StakeInputCheck {
  const spaceless = input.replace(SPACES, '');
  let text: string;
  if (separator === '.') text = spaceless.replace(/,/g, '');
  else {
    const dotIsGrouping = spaceless.includes(',') || /\.\d{3}(?!\d)/.test(spaceless);
    text = (dotIsGrouping ? spaceless.replace(/\./g, '') : spaceless).replace(',', '.');
  }
  const bad = [...text].find((c) => !/[0-9.]/.test(c));
  if (bad !== undefined) return { ok: false, character: bad === '.' ? separator : bad };
  if ((text.match(/\./g) ?? []).length > 1) return { ok: false, character: separator };
  return { ok: true, text };
}

/** The canonical stake text as the player's locale writes it. */
export const stakeTextForLocale = (text: string, separator: '.' | ','): string =>
  separator === ',' ? text.replace('.', ',') : text;
