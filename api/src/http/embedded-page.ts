/**
 * Pages the API serves for a sandboxed frame on the site (demo games, live streams). Such a page
 * runs with an opaque origin, so its script and style are files from this API ('self'), its data
 * travels in a JSON block (not script), and its policy allows nothing else.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * No inline script or style, nothing from elsewhere, data only to this origin, framed only by the
 * site itself. 'self' still names the API's origin inside an opaque-origin sandbox.
 */
const EMBEDDED_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export interface StaticAsset {
  body: string;
  contentType: string;
  /** Content hash: the URL changes when the file does, so it can be cached for a year. */
  version: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Script and style files of a page, read once at start-up. */
export function loadStaticAssets(dir: string, names: readonly string[]): ReadonlyMap<string, StaticAsset> {
  const assets = new Map<string, StaticAsset>();
  for (const name of names) {
    const body = readFileSync(path.join(dir, name), 'utf8');
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType) throw new Error(`no content type for ${name}`);
    assets.set(name, { body, contentType, version: createHash('sha256').update(body).digest('hex').slice(0, 12) });
  }
  return assets;
}

/** The URL of an asset with its version, so a new deploy is fetched at once and an old one cached for good. */
export const assetUrl = (prefix: string, assets: ReadonlyMap<string, StaticAsset>, name: string): string =>
  `${prefix}${name}?v=${assets.get(name)?.version ?? '0'}`;

export function sendStaticAsset(reply: FastifyReply, asset: StaticAsset): FastifyReply {
  return reply
    .type(asset.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(asset.body);
}

/** Sends a page for the site's sandboxed frame. Never cached: its URL may carry a player's token. */
export function sendEmbeddedPage(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', EMBEDDED_PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that is safe inside a <script type="application/json"> block. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The opening of an embedded page up to its <body>: language, viewport, title and its one stylesheet. */
export const embeddedPageHead = (locale: string, title: string, stylesheetUrl: string): string => `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheetUrl}">
</head>`;
