import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderBrandPage } from './brand-page';
import { brandForHost, loadBrands } from './brands';

const SHIPPED = path.resolve(__dirname, '../../../shell/brands');

function brandsFolder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-brands-'));
  for (const [name, value] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  return dir;
}
const shippedConfig = (id: string): unknown => JSON.parse(fs.readFileSync(path.join(SHIPPED, `${id}.json`), 'utf8'));

it('ships a valid config for every brand its host map names', () => {
  const setup = loadBrands(SHIPPED, 'eu');
  expect([...setup.configs.keys()].sort()).toEqual(['eu', 'ke', 'vn']);
  expect(['KES', 'VND'].map((c) => [...setup.configs.values()].some((b) => b.currency === c))).toEqual([true, true]);
});

it('picks the brand by host name only, case-insensitively, and the default for any other host', () => {
  const setup = loadBrands(SHIPPED, 'ke');
  expect(brandForHost(setup, 'VN.localhost').id).toBe('vn');
  expect(brandForHost(setup, 'eu.localhost').id).toBe('eu');
  expect(brandForHost(setup, 'localhost').id).toBe('ke');
  expect(brandForHost(setup, '__proto__').id).toBe('ke');
  expect(brandForHost(setup, undefined).id).toBe('ke');
});

it('stops at start on a config that is wrong, naming the file and the fields', () => {
  const eu = shippedConfig('eu') as Record<string, unknown>;
  expect(() => loadBrands(brandsFolder({ 'eu.json': { ...eu, currency: 'euro', languages: [] } }), 'eu')).toThrow(
    'brand config eu: invalid currency, languages',
  );
  expect(() => loadBrands(brandsFolder({ 'eu.json': { ...eu, defaultOddsFormat: 'malay' } }), 'eu')).toThrow(
    'defaultOddsFormat malay is not in oddsFormats',
  );
  expect(() => loadBrands(brandsFolder({ 'xx.json': eu }), 'xx')).toThrow('xx.json declares id "eu"');
  expect(() => loadBrands(brandsFolder({ 'eu.json': eu, 'hosts.json': { 'a.example': 'zz' } }), 'eu')).toThrow('zz.json');
  expect(() => loadBrands(brandsFolder({ 'eu.json': eu, 'hosts.json': { 'A.example:3000': 'eu' } }), 'eu')).toThrow(
    'lower-case host name without a port',
  );
  // A wildcard or a URL with a path would let any page frame the site, or name no origin postMessage can use.
  for (const parent of ['*', 'https://app.example.com/embed', 'app.example.com']) {
    expect(() => loadBrands(brandsFolder({ 'eu.json': { ...eu, embedParentOrigins: [parent] } }), 'eu')).toThrow(
      'brand config eu: invalid embedParentOrigins',
    );
  }
});

it("writes a brand's config into the page so that no string in it can end the script or add markup", () => {
  const eu = loadBrands(SHIPPED, 'eu').configs.get('eu');
  if (!eu) throw new Error('eu is shipped');
  const hostile = { ...eu, name: '</script><script>alert(1)</script>&amp;\u2028' };
  const page = renderBrandPage('<html><head><title>x</title></head><body></body></html>', hostile);
  expect(page).not.toContain('</script><script>');
  expect(page).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;\u2028</title>');
  const json = /type="application\/json">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
  expect(JSON.parse(json)).toEqual(hostile);
});
