import {
  decimalSeparatorOf,
  normaliseStakeText,
  parseStake,
  stakeEditChanged,
  stakeFromInput,
  stakeTextForLocale,
  stakeToText,
} from './stake-text';

it.each([
  ['1,000', '1000'],
  ['0', '0'],
  ['0.0', '0.0'],
  ['12.', '12.'],
  ['12.50', '12.50'],
  ['12.10', '12.10'],
  ['12.345', '12.34'],
  ['007', '7'],
  ['', ''],
  ['abc', ''],
  ['-5', ''],
])('the input shows %p as %p', (typed, shown) => {
  expect(normaliseStakeText(typed)).toBe(shown);
});

it('formats per currency precision', () => {
  expect(normaliseStakeText('1500.75', 0)).toBe('1500');
});

it.each([
  ['1,000.5', 1000.5],
  ['0', 0],
  ['0.0', 0],
  ['2.005', 2.01],
  ['.', 0],
  ['1e3', 0],
  ['Infinity', 0],
])('%p is a stake of %p', (text, stake) => {
  expect(parseStake(text)).toBe(stake);
});

it('an edit that only changes separators issues no update', () => {
  expect(stakeEditChanged('1,000', 1000)).toBe(false);
  expect(stakeEditChanged('1,000.0', 1000)).toBe(false);
  expect(stakeEditChanged('1,001', 1000)).toBe(true);
});

it('shows a set stake without trailing zeros and an empty field for none', () => {
  expect(stakeToText(25)).toBe('25');
  expect(stakeToText(2.5)).toBe('2.5');
  expect(stakeToText(0)).toBe('');
});

describe('stakes typed in the player locale', () => {
  it('reads the locale decimal separator', () => {
    expect(['en', 'es', 'fr', 'pt', 'vi', 'th', 'zh', 'id'].map(decimalSeparatorOf)).toEqual([
      '.',
      ',',
      ',',
      ',',
      ',',
      '.',
      '.',
      ',',
    ]);
  });

  it('builds a locale formatter once, not on every stake box render', () => {
    decimalSeparatorOf('fr');
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect([decimalSeparatorOf('fr'), decimalSeparatorOf('fr')]).toEqual([',', ',']);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it.each([
    ['10,5', ',', '10.5'],
    ['1.000,50', ',', '1000.50'],
    ['1.000', ',', '1000'],
    ['10.5', ',', '10.5'],
    ['1 000,5', ',', '1000.5'],
    ['1,000.50', '.', '1000.50'],
    ['12.', '.', '12.'],
    ['1,000,000', '.', '1000000'],
    ['1.000.000', ',', '1000000'],
    ['12,', ',', '12.'],
    ['', '.', ''],
  ] as const)('%s with "%s" as decimal is %s', (typed, separator, text) => {
    expect(stakeFromInput(typed, separator)).toEqual({ ok: true, text });
  });

  it.each([
    ['12a', '.', 'a'],
    ['-5', ',', '-'],
    ['-5', '.', '-'],
    ['1e3', '.', 'e'],
    ['١٢', '.', '١'],
  ] as const)('refuses %s, naming the character it cannot take', (typed, separator, character) => {
    expect(stakeFromInput(typed, separator)).toEqual({ ok: false, reason: 'character', character });
  });

  it.each([
    ['2,50', '.'],
    ['12,50', '.'],
    ['10,5', '.'],
    ['1,00', '.'],
    ['1000,000', '.'],
    ['2 50', '.'],
    ['1,2,3', ','],
    ['1.2.3', '.'],
    ['1,000.5,0', '.'],
    ['1.00,5', ','],
  ] as const)('refuses %s with "%s" as decimal: its separators make no one amount', (typed, separator) => {
    expect(stakeFromInput(typed, separator)).toEqual({ ok: false, reason: 'separators', typed });
  });

  it('never reads a decimal comma in English as thousands', () => {
    expect([parseStake('2,50'), normaliseStakeText('2,50'), parseStake('12,50')]).toEqual([0, '', 0]);
  });

  it('writes the canonical text back in the locale', () => {
    expect(stakeTextForLocale('10.5', ',')).toBe('10,5');
    expect(stakeTextForLocale('10.5', '.')).toBe('10.5');
  });
});
