import {
  brandingSchema,
  imageSrcSet,
  imageUrl,
  PAGE_DATA_SCRIPT_ID,
  REMOTES_SCRIPT_ID,
  type BrandConfig,
  type PageAnswers,
  type RemoteName,
  type RemotesManifest,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { firstPaintFrame, type FramePage } from './first-paint-frame';
import { escapeHtml } from './html-text';
import { keptFor } from './kept-for';
import { remoteOrigins } from './security-headers';

/** The brand's logo as the operator settings give it (spec §7 `branding.main_logo`). */
export interface BrandLogo {
  url: string;
  width: number;
  height: number;
  /** The logo itself as a data: URL, when it is a small SVG of the operator's own: its first paint needs no request. */
  inline?: string;
}

/** What the page can show and ask for before any script runs. */
export interface FirstPaint {
  logo: BrandLogo | null;
  /** The brand's remotes manifest, written into the page: one request fewer before the remotes load. */
  remotes: RemotesManifest | null;
  /** What the page's own remote modules need first, manifests and scripts (remote-preloads.ts). */
  preloads?: readonly string[];
  /** The remotes the page loads in its first seconds (remotesStartedAt): their connections open early. */
  started?: readonly RemoteName[];
  /** The API's answers the page's modules ask for first (page-answers.ts). */
  answers?: PageAnswers;
}

/** Settings change rarely, and a page must never wait long on them: the page goes out without a logo instead. */
const LOGO_FRESH_MS = 60_000;
/** An answer the time limit or an error cut short is asked for again this soon: a busy moment is not a minute's look. */
const LOGO_RETRY_MS = 5_000;
const LOGO_TIMEOUT_MS = 500;
/** A logo larger than this is left to its own request: the page's every byte comes before its first paint. */
const MAX_INLINE_LOGO_BYTES = 8 * 1024;

/**
 * The brand's logo from the API's settings in the brand's currency, kept for a minute per brand (five
 * seconds when the time limit or an error cut the answer short). A slow or failing API gives null
 * (the page then paints its header when the shell does), never an error.
 */
export function brandLogoSource(apiUrl: string, now: () => number = Date.now): (brand: BrandConfig) => Promise<BrandLogo | null> {
  const kept = keptFor<LogoAnswer>((answer) => (answer.whole ? LOGO_FRESH_MS : LOGO_RETRY_MS), now);
  return async (brand) => (await kept(brand.id, () => fetchBrandLogo(apiUrl, brand))).logo;
}

interface LogoAnswer {
  logo: BrandLogo | null;
  /** False when the time limit or an error ended the asking, so a later page asks again. */
  whole: boolean;
}

async function fetchBrandLogo(apiUrl: string, brand: BrandConfig): Promise<LogoAnswer> {
  // One time limit for the settings and the logo's file together: a page never waits longer.
  const signal = AbortSignal.timeout(LOGO_TIMEOUT_MS);
  const logo = await brandLogo(apiUrl, brand, signal);
  return { logo: logo === undefined ? null : logo, whole: logo !== undefined && !signal.aborted };
}

/** The logo, null when the brand has none, undefined when the API failed to say. */
async function brandLogo(apiUrl: string, brand: BrandConfig, signal: AbortSignal): Promise<BrandLogo | null | undefined> {
  const url = new URL('/api/all_cached_settings', apiUrl);
  url.search = new URLSearchParams({ cached: 'true', all: 'true', c: brand.currency }).toString();
  try {
    const response = await fetch(url, { headers: { 'x-sb-brand': brand.id }, signal });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { branding?: unknown };
    const branding = v.safeParse(brandingSchema, body.branding ?? {});
    const logo = branding.success ? branding.output.main_logo : undefined;
    if (!logo) return null;
    const inline = await inlineSvgLogo(apiUrl, brand, logo, signal);
    return { url: logo.logo_url, width: logo.width, height: logo.height, ...(inline ? { inline } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * The logo as the header asks for it, as a data: URL, when the API serves it as a small SVG. Only a
 * path on the API itself is asked for (the server fetches nothing elsewhere on a setting's word), and
 * only an SVG is written in: one file is sharp at every pixel density, where a raster logo would
 * need its 2x candidate too. Anything else, or no answer in time, leaves the logo to its URL.
 */
async function inlineSvgLogo(
  apiUrl: string,
  brand: BrandConfig,
  { logo_url: path, width }: { logo_url: string; width: number },
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  try {
    const response = await fetch(new URL(imageUrl(path, { w: width }), apiUrl), {
      headers: { 'x-sb-brand': brand.id },
      redirect: 'manual',
      signal,
    });
    const svg = response.ok && (response.headers.get('content-type') ?? '').startsWith('image/svg+xml');
    if (!svg || Number(response.headers.get('content-length') ?? 0) > MAX_INLINE_LOGO_BYTES) return undefined;
    const body = Buffer.from(await response.arrayBuffer());
    return body.length <= MAX_INLINE_LOGO_BYTES ? `data:image/svg+xml;base64,${body.toString('base64')}` : undefined;
  } catch {
    return undefined;
  }
}

/** JSON that cannot end its <script> element or open a comment, whatever the strings in it hold. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A remote's manifest is fetched by the federation runtime (CORS, no credentials), its files run as
 * scripts: a preload is reused only when it is asked for the same way.
 */
const preloadKind = (url: string) => (url.endsWith('/mf-manifest.json') ? 'as="fetch" crossorigin="anonymous"' : 'as="script"');

/** The header's own logo file, fetched without hurry: the page painted its inline copy already. */
const headerLogoPreload = (logo: BrandLogo) =>
  `<link rel="preload" as="image" fetchpriority="low" href="${escapeHtml(imageUrl(logo.url, { w: logo.width }))}"` +
  ` imagesrcset="${escapeHtml(imageSrcSet(logo.url, logo.width))}">`;

/**
 * What the page fetches once its first frame has painted (page-start.ts): the header's logo file
 * when the page paints an inline copy, and the files of the page's own remote modules, which then
 * download beside the shell's scripts instead of after them.
 */
export function firstPaintPreloads({ logo, preloads = [] }: FirstPaint): string {
  return [
    logo?.inline ? headerLogoPreload(logo) : '',
    ...preloads.map((url) => `<link rel="preload" ${preloadKind(url)} fetchpriority="low" href="${escapeHtml(url)}">`),
  ].join('');
}

/**
 * A connection to each origin of the remotes the page starts, opened while the page paints, the
 * remotes manifest the shell would otherwise fetch before it can load any remote, and the API's
 * answers the page asks for first.
 */
export function firstPaintHead({ remotes, started = [], answers = {} }: FirstPaint): string {
  const written =
    Object.keys(answers).length > 0
      ? `<script id="${PAGE_DATA_SCRIPT_ID}" type="application/json">${scriptSafeJson(answers)}</script>`
      : '';
  if (!remotes) return written;
  const connections = remoteOrigins(remotes, started).map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}">`);
  return (
    connections.join('') +
    `<script id="${REMOTES_SCRIPT_ID}" type="application/json">${scriptSafeJson(remotes)}</script>` +
    written
  );
}

/**
 * The header's logo where the shell's header puts it, shown until the shell renders over it: the
 * logo is the largest paint of most pages, and this way it paints before any script has run (issue
 * 21). A small SVG logo is written into the page, so it paints with the page's first frame instead
 * of after its own request; otherwise it uses the header's own URLs, so the shell reuses the download.
 */
function firstPaintLogo(logo: BrandLogo | null, brand: BrandConfig): string {
  if (!logo) return '';
  const source = logo.inline
    ? `src="${escapeHtml(logo.inline)}"`
    : `src="${escapeHtml(imageUrl(logo.url, { w: logo.width }))}" srcset="${escapeHtml(imageSrcSet(logo.url, logo.width))}" fetchpriority="high"`;
  return `<img ${source} width="${logo.width}" height="${logo.height}" alt="${escapeHtml(brand.name)}">`;
}

/** What the page paints before its scripts run: the frame with the brand's logo, and the home page's highlights. */
export function firstPaintBody(firstPaint: FirstPaint, brand: BrandConfig, page: Omit<FramePage, 'answers'>): string {
  return firstPaintFrame(firstPaintLogo(firstPaint.logo, brand), { ...page, answers: firstPaint.answers ?? {} }, brand);
}
