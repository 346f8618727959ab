/** Spec §2: images are served under /m/ with a width and a quality (default 75). */
const DEFAULT_IMAGE_QUALITY = 75;

/**
 * The /m/ URL of an image of this site: `/m/<path>?w=<width>&q=<quality>`, the original path after
 * /m/. An image on another origin is left as it is (our image service only resizes our own files),
 * and so is an inline data: image.
 */
export function imageUrl(path: string, { w, q = DEFAULT_IMAGE_QUALITY }: { w: number; q?: number }): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  const [file = '', query] = path.split('?', 2);
  const bare = file.replace(/^\/+/, '').replace(/^m\//, '');
  const params = new URLSearchParams(query);
  params.set('w', String(Math.round(w)));
  params.set('q', String(q));
  return `/m/${bare}?${params.toString()}`;
}

/** A 1x and a 2x candidate, so sharp screens get a sharp image without every screen paying for it. */
export const imageSrcSet = (path: string, w: number, q?: number): string =>
  `${imageUrl(path, { w, q })} 1x, ${imageUrl(path, { w: w * 2, q })} 2x`;

/** Spec §2: icons live under /m/next/svgs/{type}/{name}.svg. */
export const iconUrl = (type: string, name: string): string =>
  `/m/next/svgs/${encodeURIComponent(type)}/${encodeURIComponent(name)}.svg`;
