import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@sportsbook/contracts';
import { PAGE_STARTER_SOURCE } from './page-start';

/** Origins of the named remotes (all by default: the only places besides the shell that may run script). */
export function remoteOrigins(manifest: RemotesManifest, names: readonly RemoteName[] = REMOTE_NAMES): string[] {
  const origins = new Set<string>();
  for (const name of names) {
    const url = manifest.remotes[name].manifest;
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/**
 * The shell page's Content-Security-Policy. Scripts come only from the shell and the remotes of the
 * current manifest, besides the page's starter (page-start.ts), allowed by its hash; emotion injects
 * <style> tags, hence 'unsafe-inline' for styles only; data goes to the same origin (the API is
 * proxied) or to the remotes (their manifests are fetched).
 */
export function contentSecurityPolicy(origins: readonly string[], frameAncestors: readonly string[] = []): string {
  const list = origins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${PAGE_STARTER_SOURCE} ${list}`.trim(),
    `connect-src 'self' ${list}`.trim(),
    `style-src 'self' 'unsafe-inline' ${list}`.trim(),
    `img-src 'self' data: ${list}`.trim(),
    `font-src 'self' ${list}`.trim(),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the brand's embedding parents may frame the site (embedded mode); clickjacking elsewhere.
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
  ].join('; ');
}

export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
