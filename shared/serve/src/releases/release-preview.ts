import crypto from 'node:crypto';
import {
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  VERSION_PLACEHOLDER,
  type RemoteName,
  type RemotesManifest,
} from '@sportsbook/contracts';
import { versionedManifestUrl } from './registry-edits';
import { cookieValue, signToken, verifyToken, type Signed } from './signed-token';

/**
 * A team's preview of one published version of one remote for one brand, in its own browser only
 * (as import-map-overrides does, but never an arbitrary URL: only a version the registry could serve).
 */
export interface PreviewGrant extends Signed {
  brand: string;
  remote: RemoteName;
  version: string;
  /** Makes a link single-use. */
  nonce: string;
}
export type PreviewTarget = Pick<PreviewGrant, 'brand' | 'remote' | 'version'>;

export const PREVIEW_COOKIE = 'sb_preview';
export const PREVIEW_LINK_PATH = '/preview';
export const END_PREVIEW_PATH = '/preview/end';
const LINK = 'preview-link';
const SESSION = 'preview-session';
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export const newPreviewGrant = (target: PreviewTarget, now: number, lifetimeMs = PREVIEW_LIFETIME_MS): PreviewGrant => ({
  ...target,
  exp: now + lifetimeMs,
  nonce: crypto.randomBytes(12).toString('base64url'),
});

/** The link's path and query: whoever opens it first gets the preview, until it expires. */
export const previewLinkPath = (secret: string, grant: PreviewGrant): string =>
  `${PREVIEW_LINK_PATH}?token=${signToken(secret, LINK, grant)}`;

const wellFormed = (grant: PreviewGrant, brand: string): boolean =>
  grant.brand === brand &&
  (REMOTE_NAMES as readonly string[]).includes(grant.remote) &&
  typeof grant.version === 'string' &&
  RELEASE_VERSION_PATTERN.test(grant.version);

/**
 * The links opened so far, until they expire: a link works once, in the first browser that opens
 * it. Bounded: with `capacity` links live, no further link opens until some expire.
 */
export class OpenedLinks {
  private readonly opened = new Map<string, number>();
  constructor(private readonly capacity = 10_000) {}
  claim(grant: PreviewGrant, now: number): boolean {
    for (const [nonce, exp] of this.opened) if (exp <= now) this.opened.delete(nonce);
    if (this.opened.has(grant.nonce) || this.opened.size >= this.capacity) return false;
    this.opened.set(grant.nonce, grant.exp);
    return true;
  }
}

/** The grant a link carries for this brand, claimed for the browser opening it; null when it is refused. */
export function openPreviewLink(secret: string, token: string | undefined, brand: string, now: number, opened: OpenedLinks) {
  const grant = verifyToken<PreviewGrant>(secret, LINK, token, now);
  return grant !== null && wellFormed(grant, brand) && opened.claim(grant, now) ? grant : null;
}

/** Set-Cookie holding the preview for this browser alone, as long as the grant lasts. */
export function previewCookie(secret: string, grant: PreviewGrant, now: number, secure: boolean): string {
  const seconds = Math.max(0, Math.floor((grant.exp - now) / 1000));
  const value = signToken(secret, SESSION, grant);
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const endPreviewCookie = (): string => `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** This browser's preview on this brand's site, or null (none, expired, forged, or another brand's). */
export function previewOf(secret: string, cookieHeader: string | undefined, brand: string, now: number): PreviewGrant | null {
  const grant = verifyToken<PreviewGrant>(secret, SESSION, cookieValue(cookieHeader, PREVIEW_COOKIE), now);
  return grant !== null && wellFormed(grant, brand) ? grant : null;
}

/** The player's manifest with the previewed remote on its version, from the registry's own URL for it. */
export function withPreview(registry: RemotesManifest, forPlayer: RemotesManifest, grant: PreviewGrant): RemotesManifest {
  const url = versionedManifestUrl(registry.remotes[grant.remote].manifest).replaceAll(VERSION_PLACEHOLDER, grant.version);
  return { ...forPlayer, remotes: { ...forPlayer.remotes, [grant.remote]: { manifest: url, version: grant.version } } };
}
