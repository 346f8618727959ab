import { BRAND_SCRIPT_ID, type BrandConfig } from '@sportsbook/contracts';
import { firstPaintBody, firstPaintHead, scriptSafeJson, type FirstPaint } from './first-paint';
import type { FramePage } from './first-paint-frame';
import { escapeHtml } from './html-text';

/**
 * The shell's page for one brand: its title, its favicon, its config as data the shell reads
 * before anything renders, and what it can paint first. The build's page is brand-free; this is the
 * only place a brand enters it.
 */
export function renderBrandPage(
  template: string,
  brand: BrandConfig,
  firstPaint: FirstPaint = { logo: null, remotes: null },
  page: Omit<FramePage, 'answers'> = { pathname: '/', search: '' },
): string {
  const head =
    firstPaintHead(firstPaint) +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<script id="${BRAND_SCRIPT_ID}" type="application/json">${scriptSafeJson(brand)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, `<div id="root">${firstPaintBody(firstPaint, brand, page)}</div>`);
}
