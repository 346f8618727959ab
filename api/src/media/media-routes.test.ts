import { testServer, type TestServer } from '../testing/test-server';
import { svgAtWidth } from './media-routes';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

describe('images under /m/', () => {
  it('serves a brand logo as SVG with long-lived caching and a script-free policy', async () => {
    const res = await get('/m/brands/eu-logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');
  });

  it('draws the image w wide, keeps its proportions, and takes q from 1 to 100 (default 75)', async () => {
    const res = await get('/m/brands/eu-logo.svg?w=384&q=60');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<svg width="384" height="96"/);
    expect((await get('/m/brands/eu-logo.svg?q=100')).statusCode).toBe(200);
    expect((await get('/m/brands/eu-logo.svg?q=1')).statusCode).toBe(200);
  });

  it('takes any whole width a page asks for, twice the CSS width included', async () => {
    expect((await get('/m/brands/eu-logo.svg?w=320')).body).toMatch(/<svg width="320" height="80"/);
  });

  it('answers 400 for a width out of range or a quality out of range', async () => {
    for (const query of ['w=3841', 'w=0', 'w=-16', 'w=abc', 'q=0', 'q=101', 'q=7.5', 'q=high']) {
      const res = await get(`/m/brands/eu-logo.svg?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('answers 304 to a matching If-None-Match, per width', async () => {
    const first = await get('/m/brands/favicon.svg?w=32');
    const again = await get('/m/brands/favicon.svg?w=32', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/m/brands/favicon.svg?w=64', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
  });

  it('resizes the operator content images under /m/ as well', async () => {
    const res = await get('/m/api/content/images/eu-logo.svg?w=128&q=75');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/<svg width="128" height="32"/);
    expect((await get('/m/api/content/images/Bad Name.svg')).statusCode).toBe(400);
  });

  it('404s unknown images and 400s paths that try to leave the folder', async () => {
    expect((await get('/m/brands/nope.svg')).json()).toMatchObject({ statusCode: 404, code: 'UNKNOWN_IMAGE' });
    for (const path of ['/m/..%2Fpackage.json', '/m/brands/..%2F..%2Fsrc%2Fserver.ts', '/m/.hidden.svg', '/m/Brands/EU.svg']) {
      expect({ path, status: (await get(path)).statusCode }).toEqual({ path, status: 400 });
    }
  });
});

describe('icons under /m/next/svgs/{type}/{name}.svg', () => {
  it('serves sport icons, flags and ui icons', async () => {
    for (const url of ['/m/next/svgs/sports/foot.svg', '/m/next/svgs/flags/pt.svg', '/m/next/svgs/ui/search.svg']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'image/svg+xml',
      });
    }
  });

  it('404s unknown types and names, 400s names that are not plain file names', async () => {
    expect((await get('/m/next/svgs/sports/curling.svg')).statusCode).toBe(404);
    expect((await get('/m/next/svgs/casino/foot.svg')).statusCode).toBe(404);
    for (const name of ['..%2F..%2Fimages%2Fbrands%2Feu-logo.svg', 'foot.png', 'FOOT.svg', '.svg']) {
      expect({ name, status: (await get(`/m/next/svgs/sports/${name}`)).statusCode }).toEqual({ name, status: 400 });
    }
  });
});

it('sizes an SVG from its viewBox', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16" viewBox="0 0 24 16"><rect/></svg>';
  expect(svgAtWidth(svg, 48)).toBe(
    '<svg width="48" height="32" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16"><rect/></svg>',
  );
  expect(svgAtWidth('<svg><rect/></svg>', 48)).toBe('<svg><rect/></svg>');
});
