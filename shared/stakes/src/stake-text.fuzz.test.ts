import { normaliseStakeText, parseStake, stakeToText } from './stake-text';

/**
 * Issue 11: the stake field under thousands of hostile strings (letters, huge numbers, negatives,
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
