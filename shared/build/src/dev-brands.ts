import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brandForHost, loadBrands, renderBrandPage, type BrandsSetup } from '@sportsbook/serve';
import type { BrandConfig } from '@sportsbook/contracts';
import type WebpackDevServer from 'webpack-dev-server';

/** The brands configuration the production server would use, for the shell's dev server. */
export const loadDevBrands = (repoRoot: string): BrandsSetup =>
  loadBrands(process.env.BRANDS_DIR || path.join(repoRoot, 'shell', 'brands'), process.env.BRAND || 'eu');

/** The brand of a dev request's host (a key into the host map only, never copied anywhere). */
export const devBrandFor =
  (brands: BrandsSetup) =>
  (request: IncomingMessage): BrandConfig =>
    brandForHost(brands, (request.headers.host ?? '').replace(/:\d+$/, ''));

/** Answers page navigations with the built page and the host's brand written in, as the production server does. */
export function devBrandPage(devServer: WebpackDevServer, brands: BrandsSetup, outputPath: string) {
  const brandOf = devBrandFor(brands);
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const navigation = request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
    const middleware = devServer.middleware;
    if (!navigation || !middleware || (path.extname(pathname) !== '' && pathname !== '/index.html')) return next();
    // The first navigation waits for the first compile, as the dev middleware itself would.
    middleware.waitUntilValid(() =>
      middleware.context.outputFileSystem.readFile(path.join(outputPath, 'index.html'), (error, template) => {
        if (error || !template) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(renderBrandPage(String(template), brandOf(request)));
      }),
    );
  };
}
