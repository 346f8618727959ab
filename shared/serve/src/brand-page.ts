import { BRAND_SCRIPT_ID, type BrandConfig } from '@sportsbook/contracts';
import { firstPaintBody, firstPaintHead, firstPaintPreloads, scriptSafeJson, type FirstPaint } from './first-paint';
import type { FramePage } from './first-paint-frame';
import { escapeHtml } from './html-text';
import { HELD_SCRIPTS_PATTERN } from './page-start';

/** The build's template of what starts after the first frame. */
const HELD_SCRIPTS = new RegExp(HELD_SCRIPTS_PATTERN);
const END_OF_TEMPLATE = '</template>';

/**
 * The shell's page for one brand: its title, its favicon, its config as data the shell reads
 * before anything renders, what it can paint first, and what it fetches once it has. The build's
 * page is brand-free; this is the only place a brand enters it.
 */
export function renderBrandPage(
  template: string,
  brand: BrandConfig,
  firstPaint: FirstPaint = { logo: null, remotes: null },
  page: Omit<FramePage, 'answers'> = { pathname: '/', search: '' },
): string {
  const preloads = firstPaintPreloads(firstPaint);
  // A page built without the starter (a test's, a remote's) fetches them at once.
  const held = HELD_SCRIPTS.test(template);
  const head =
    (held ? '' : preloads) +
    firstPaintHead(firstPaint) +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<script id="${BRAND_SCRIPT_ID}" type="application/json">${scriptSafeJson(brand)}</script>`;
  return template
    .replace(HELD_SCRIPTS, (whole: string) => `${whole.slice(0, -END_OF_TEMPLATE.length)}${preloads}${END_OF_TEMPLATE}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, `<div id="root">${firstPaintBody(firstPaint, brand, page)}</div>`);
}
