/**
 * Images and icons of spec §2: "Images are served under /m/ with w and q (default 75); icons under
 * /m/next/svgs/{type}/{name}.svg". Every asset is a small SVG file in api/assets, read once at
 * start-up, so a path can only ever name a file in that list: nothing on disk is looked up by a
 * request. Vector images need no resampling: w sets the drawn width (the height follows the
 * viewBox) and q, validated like a raster quality, changes nothing in an SVG.
 */
import { id } from '@sportsbook/contracts';
import { jsonSchemaOf } from '../http/json-schema';
import * as v from '@sportsbook/schema';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_IMAGE_NAME, contentImageSvg } from '../content/content-data';
import { badRequest, notFound } from '../http/api-error';

const ASSETS_DIR = path.resolve(__dirname, '..', '..', 'assets');

/**
 * Any whole width up to 4K: the site asks for an image's CSS width and twice that for dense screens
 * (a 160 px logo at 160 and 320), so a fixed list of breakpoints would turn real requests away.
 */
const MAX_IMAGE_WIDTH = 3840;
const DEFAULT_QUALITY = 75;
const ICON_TYPES = ['sports', 'flags', 'ui', 'seals'] as const;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** A month: assets change only with a deploy, and the ETag revalidates after that. */
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
/** An SVG opened on its own runs no script and loads nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** One path segment: lower-case letters, digits, '-' and '_', an optional extension; never '.' or '..'. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/;
const ICON_NAME = /^[a-z0-9][a-z0-9-]{0,40}\.svg$/;

interface Asset {
  body: string;
  contentType: string;
}

/** Every file under a folder, by its path relative to that folder with '/' separators. */
function readTree(root: string): Map<string, Asset> {
  const files = new Map<string, Asset>();
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const contentType = CONTENT_TYPES[path.extname(relative).toLowerCase()];
    const full = path.join(root, relative);
    if (!contentType || !statSync(full).isFile()) continue;
    files.set(relative.split(path.sep).join('/'), { body: readFileSync(full, 'utf8'), contentType });
  }
  return files;
}

/** The SVG drawn `width` wide, its height in the viewBox's proportion. */
export function svgAtWidth(svg: string, width: number): string {
  const viewBox = /<svg\b[^>]*\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!viewBox) return svg;
  const height = Math.round(((width * Number(viewBox[2])) / Number(viewBox[1])) * 100) / 100;
  return svg.replace(/<svg\b[^>]*>/, (tag) =>
    tag.replace(/\s(width|height)="[^"]*"/g, '').replace('<svg', `<svg width="${width}" height="${height}"`),
  );
}

function send(request: FastifyRequest, reply: FastifyReply, asset: Asset, width: number | undefined) {
  const body = width && asset.contentType === 'image/svg+xml' ? svgAtWidth(asset.body, width) : asset.body;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 20)}"`;
  void reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff');
  if (asset.contentType === 'image/svg+xml') void reply.header('content-security-policy', SVG_POLICY);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(asset.contentType).send(body);
}

/** The operator's content images resized here too: `/m/api/content/images/x.svg` is `/api/content/images/x.svg` at `w`. */
function contentImage(imagePath: string): Asset | undefined {
  const name = /^api\/content\/images\/([^/]+)$/.exec(imagePath)?.[1];
  return name && CONTENT_IMAGE_NAME.test(name) ? { body: contentImageSvg(name), contentType: 'image/svg+xml' } : undefined;
}

interface ImageQuery {
  w?: number;
  q?: number;
}

export function registerMediaRoutes(app: FastifyInstance): void {
  const images = readTree(path.join(ASSETS_DIR, 'images'));
  const icons = readTree(path.join(ASSETS_DIR, 'svgs'));

  app.get<{ Params: { type: string; name: string } }>(
    '/m/next/svgs/:type/:name',
    {
      schema: {
        params: jsonSchemaOf(v.object({ type: v.pipe(v.string(), v.maxLength(20)), name: v.pipe(v.string(), v.maxLength(60)) })),
      },
    },
    async (request, reply) => {
      const { type, name } = request.params;
      if (!ICON_NAME.test(name)) throw badRequest(`"${name}" is not an icon file name`, 'INVALID_ICON_NAME');
      const icon = (ICON_TYPES as readonly string[]).includes(type) ? icons.get(`${type}/${name}`) : undefined;
      if (!icon) throw notFound(`No icon ${type}/${name}`, 'UNKNOWN_ICON');
      return send(request, reply, icon, undefined);
    },
  );

  app.get<{ Params: { '*': string }; Querystring: ImageQuery }>(
    '/m/*',
    {
      schema: {
        querystring: jsonSchemaOf(
          v.object({
            w: v.optional(v.pipe(id, v.minValue(1), v.maxValue(MAX_IMAGE_WIDTH))),
            q: v.optional(v.pipe(id, v.minValue(1), v.maxValue(100)), DEFAULT_QUALITY),
          }),
        ),
      },
    },
    async (request, reply) => {
      const imagePath = request.params['*'];
      const segments = imagePath.split('/');
      if (segments.length > 6 || !segments.every((segment) => SEGMENT.test(segment)))
        throw badRequest(`"${imagePath}" is not an image path`, 'INVALID_IMAGE_PATH');
      const image = images.get(imagePath) ?? contentImage(imagePath);
      if (!image) throw notFound(`No image ${imagePath}`, 'UNKNOWN_IMAGE');
      return send(request, reply, image, request.query.w);
    },
  );
}
