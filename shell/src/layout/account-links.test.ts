import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_PAGES, isBrandConfig, pageFirstModulesAt, type BrandConfig } from '@sportsbook/contracts';
import { accountLinks } from './account-links';

const BRANDS_DIR = path.resolve(__dirname, '../../brands');

/** Every brand the site serves, as its server loads them. */
const brands: BrandConfig[] = fs
  .readdirSync(BRANDS_DIR)
  .filter((file) => file.endsWith('.json') && file !== 'hosts.json')
  .map((file) => JSON.parse(fs.readFileSync(path.join(BRANDS_DIR, file), 'utf8')) as unknown)
  .filter(isBrandConfig);

/** Whether the site has a page at `href`: a route of the shell, and inside the account area one of its pages. */
function pageExists(href: string): boolean {
  const { pathname } = new URL(href, 'https://site.example');
  const [, area, ...rest] = pathname.split('/').filter(Boolean);
  if (area === 'account') return (ACCOUNT_PAGES as readonly string[]).includes(rest.join('/'));
  return pageFirstModulesAt(pathname).length > 0;
}

it('reads every brand of the site', () => {
  expect(brands.map((brand) => brand.id).sort()).toEqual(['eu', 'ke', 'vn']);
});

describe.each(brands.map((brand) => [brand.id, brand] as const))('the account menu of brand %s', (_, brand) => {
  it.each(brand.languages)('links only to pages the site has, in %s', (locale) => {
    const dead = accountLinks(locale, brand).filter((link) => !pageExists(link.to));
    expect(dead).toEqual([]);
  });
});

it('tells a page that does not exist from one that does', () => {
  expect(pageExists('/en/account/transactions')).toBe(true);
  expect(pageExists('/en/account/cashier?action=deposit')).toBe(true);
  expect(pageExists('/en/user/history/transactions')).toBe(false);
  expect(pageExists('/en/account/history')).toBe(false);
});
