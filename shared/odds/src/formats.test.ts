import { convertOdds, effectiveOddsFormat, formatOdds, normalizeOddsFormat } from './formats';

describe('reference values', () => {
  it.each([
    [2.0, 'euro', '2.00'],
    [2.0, 'us', '+100'],
    [2.0, 'hk', '1.00'],
    [2.0, 'malay', '1.00'],
    [2.0, 'indo', '1.00'],
    [1.5, 'us', '-200'],
    [1.5, 'hk', '0.50'],
    [1.5, 'malay', '0.50'],
    [1.5, 'indo', '-2.00'],
    [3.0, 'us', '+200'],
    [3.0, 'hk', '2.00'],
    [3.0, 'malay', '-0.50'],
    [3.0, 'indo', '2.00'],
    [1.005, 'euro', '1.005'],
  ] as const)('%d in %s is %s', (decimal, format, shown) => {
    expect(formatOdds(decimal, format)).toBe(shown);
  });
});

describe('convertOdds', () => {
  it('rounds us odds to whole numbers on both sides of evens', () => {
    expect(convertOdds(1.91, 'us')).toBe(-110);
    expect(convertOdds(2.375, 'us')).toBe(138);
  });

  it('keeps malay and indo mirror images across evens', () => {
    expect(convertOdds(1.8, 'malay')).toBe(0.8);
    expect(convertOdds(1.8, 'indo')).toBe(-1.25);
    expect(convertOdds(2.25, 'malay')).toBe(-0.8);
    expect(convertOdds(2.25, 'indo')).toBe(1.25);
  });

  it('rounds half-way values up despite binary error', () => {
    expect(convertOdds(1.125, 'hk')).toBe(0.13);
  });
});

describe('negative odds', () => {
  it('shows negative prices only where the brand enables them', () => {
    expect(formatOdds(1.5, 'indo', { negativeOdds: false })).toBe('1.50');
    expect(formatOdds(1.5, 'us', { negativeOdds: false })).toBe('1.50');
    expect(formatOdds(3, 'malay', { negativeOdds: false })).toBe('3.00');
  });

  it('leaves hk and euro alone when negative odds are off', () => {
    expect(effectiveOddsFormat('hk', false)).toBe('hk');
    expect(formatOdds(1.5, 'hk', { negativeOdds: false })).toBe('0.50');
  });
});

describe('normalizeOddsFormat', () => {
  it.each([
    ['uk', 'euro'],
    ['UK', 'euro'],
    [undefined, 'euro'],
    ['not_selected', 'euro'],
    ['MALAY', 'malay'],
    ['indo', 'indo'],
  ])('%s → %s', (input, format) => {
    expect(normalizeOddsFormat(input)).toBe(format);
  });
});
