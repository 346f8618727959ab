import { normaliseStakeText, parseStake, stakeFromInput, stakeToText } from './stake-text';

/**
 * The stake field under thousands of hostile strings (letters, huge numbers, negatives,
 * exponents, unicode digits, pasted text). Whatever is typed, the field never shows NaN, Infinity or
 * an exponent, and the slip never gets a stake that is not a finite, non-negative, two-decimal amount.
 */
const PIECES = [
  '0',
  '1',
  '5',
  '9',
  '00',
  '.',
  ',',
  '-',
  '+',
  'e',
  'E',
  '1e309',
  'Infinity',
  'NaN',
  ' ',
  '\t',
  'abc',
  '٣',
  '５',
  '½',
  '💥',
  '9'.repeat(25),
  '9'.repeat(400),
  '0.000001',
  '1,000,000',
  '12.',
  '0.0',
  '<b>',
  '€',
  '\u200b',
  'null',
  '0x1F',
  '1_000',
];

function* hostileStrings(count: number): Generator<string> {
  let state = 20261121;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(next() * 5);
    yield Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
  }
}

const SHOWN = /^$|^\d+(\.\d*)?$|^\.\d*$/;

function problemsWith(typed: string): string[] {
  const problems: string[] = [];
  const stake = parseStake(typed);
  if (!Number.isFinite(stake) || stake < 0 || Math.round(stake * 100) / 100 !== stake) problems.push(`stake ${stake}`);
  if (!SHOWN.test(normaliseStakeText(typed))) problems.push(`shown ${normaliseStakeText(typed)}`);
  if (!/^$|^\d+(\.\d{1,2})?$/.test(stakeToText(stake))) problems.push(`stake text ${stakeToText(stake)}`);
  return problems;
}

it('no typed text ever becomes NaN, Infinity, an exponent or an invalid stake (4000 hostile strings)', () => {
  const failures = [...hostileStrings(4000)].flatMap((typed) => problemsWith(typed).map((p) => `${JSON.stringify(typed)}: ${p}`));
  expect(failures).toEqual([]);
});

const TYPED_PIECES = ['0', '1', '2', '5', '9', '00', '000', '.', ',', ' ', '-', 'e', '+', '\u00a0'];

function* typedStakes(count: number): Generator<string> {
  let state = 20261207;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(next() * 7);
    yield Array.from({ length }, () => TYPED_PIECES[Math.floor(next() * TYPED_PIECES.length)]).join('');
  }
}

/** The digits of a text, in order: reading a stake may drop grouping, never add, lose or move a digit. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Where a stake's decimals start, counted in digits from the end; -1 for a whole amount. */
const decimalsOf = (text: string) => (text.includes('.') ? (text.split('.')[1] ?? '').length : -1);

it('a typed stake is read as the same digits with its decimals where the locale puts them, or refused (8000 strings)', () => {
  const failures: string[] = [];
  for (const typed of typedStakes(4000)) {
    for (const separator of ['.', ','] as const) {
      const check = stakeFromInput(typed, separator);
      if (!check.ok) continue;
      const lastDecimal = typed.lastIndexOf(separator);
      const expected = lastDecimal < 0 ? null : digitsOf(typed.slice(lastDecimal + 1)).length;
      const wrong =
        digitsOf(check.text) !== digitsOf(typed) ||
        !/^\d*(\.\d*)?$/.test(check.text) ||
        (expected !== null && decimalsOf(check.text) !== expected) ||
        /[-e+]/.test(typed);
      if (wrong) failures.push(`${JSON.stringify(typed)} in "${separator}": ${check.text}`);
    }
  }
  expect(failures).toEqual([]);
});

it('in a "." locale a comma is grouping only before groups of exactly three digits (every 1–4 digit split)', () => {
  for (let whole = 1; whole <= 4; whole++)
    for (let after = 0; after <= 4; after++) {
      const typed = `${'1'.repeat(whole)},${'5'.repeat(after)}`;
      const check = stakeFromInput(typed, '.');
      expect([typed, check.ok]).toEqual([typed, whole <= 3 && after === 3]);
    }
});
