import type { AccountPrefs, BrandConfig } from '@sportsbook/contracts';
import { demoPrefs } from '../testing/account-prefs';
import { changedPrefs, normaliseOddsFormat, oddsChoiceOf, parseDefaultStake } from './preferences';

it.each([
  ['euro', 'euro'],
  ['HK', 'hk'],
  ['us', 'us'],
  ['malay', 'malay'],
  ['indo', 'indo'],
  ['uk', 'euro'],
  ['not_selected', 'euro'],
  ['', 'euro'],
  [null, 'euro'],
])('odds type %p is shown as %s', (value, format) => {
  expect(normaliseOddsFormat(value)).toBe(format);
});

it("offers only the brand's odds formats, and shows one it does not offer as the brand's default", () => {
  const asian = oddsChoiceOf({ oddsFormats: ['malay', 'indo', 'hk', 'euro'], defaultOddsFormat: 'malay' } as BrandConfig);
  expect(asian.offered).toEqual(['malay', 'indo', 'hk', 'euro']);
  expect(normaliseOddsFormat('indo', asian)).toBe('indo');
  expect(normaliseOddsFormat('us', asian)).toBe('malay');
  expect(normaliseOddsFormat('uk', asian)).toBe('malay');
});

it.each([
  ['10', 10],
  ['1,250.5', 1250.5],
  ['0', 0],
  ['2.345', 2.35],
  ['7.', 7],
])('default stake "%s" is %p', (text, value) => {
  expect(parseDefaultStake(text)).toBe(value);
});

it.each([[''], ['abc'], ['-5'], ['1e3'], ['2000000000']])('default stake "%s" is refused', (text) => {
  expect(parseDefaultStake(text)).toBeNull();
});

it('sends only the changed preferences', () => {
  const saved: AccountPrefs = demoPrefs();
  expect(changedPrefs(saved, { ...saved, price_format: 'us', accept_higher_odds: true })).toEqual({
    price_format: 'us',
    accept_higher_odds: true,
  });
  expect(changedPrefs(saved, saved)).toEqual({});
});
