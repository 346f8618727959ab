import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { safeUrl } from './safe-url';

export type AdvertLink = { to: string; external: boolean };

/**
 * Where an advert leads. Operator content names site pages without a locale ("/jackpot"), so they
 * stay in the player's language; other sites open in a new tab.
 */
export function advertLink(link: string | null, locale: string): AdvertLink | null {
  const url = safeUrl(link);
  if (!url) return null;
  if (!url.startsWith('/')) return { to: url, external: true };
  const first = url.split(/[/?#]/)[1] ?? '';
  return { to: (SUPPORTED_LOCALES as readonly string[]).includes(first) ? url : `/${locale}${url}`, external: false };
}
