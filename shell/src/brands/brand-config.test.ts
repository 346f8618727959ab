import { validateBrandConfig } from './brand-config';
import { eu } from './eu';
import { ke } from './ke';
import { vn } from './vn';

it.each([eu, ke, vn])('ships a valid config for brand $id', (brand) => {
  expect(validateBrandConfig(brand)).toBe(brand);
});

it('names the brand and every bad field', () => {
  expect(() => validateBrandConfig({ ...eu, currency: 'euro', languages: [] })).toThrow(
    'brand config eu: invalid currency, languages',
  );
});

it('refuses a wildcard embedded parent origin', () => {
  expect(() => validateBrandConfig({ ...eu, embedParentOrigin: '*' })).toThrow('embedParentOrigin');
});

it('refuses a default odds format the brand does not offer', () => {
  expect(() => validateBrandConfig({ ...vn, defaultOddsFormat: 'us' })).toThrow('defaultOddsFormat us');
});

it('exercises the variants of spec §1: hamburger and promotions, african without hamburger, asian odds', () => {
  expect([eu.hamburgerMenu, eu.promotions]).toEqual([true, true]);
  expect([ke.currency, ke.hamburgerMenu, ke.kironVirtuals]).toEqual(['KES', false, true]);
  expect(vn.currency).toBe('VND');
  expect(vn.oddsFormats).toEqual(expect.arrayContaining(['malay', 'indo', 'hk']));
});
