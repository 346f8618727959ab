/**
 * Cache headers that make independent deploys safe: content-hashed files never change, so they are
 * cached for a year; everything that names other files (index.html, remoteEntry.js,
 * mf-manifest.json, the remotes manifest) is revalidated on every load, or a browser would keep
 * pointing at a remote build that no longer exists.
 */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)(\.(br|gz))?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}
