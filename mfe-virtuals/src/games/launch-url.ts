import type { PartnerProductUrl } from '@sportsbook/contracts';

/**
 * The URL a provider's game is launched at, from the brand's partner_product_urls, or null when the
 * brand has not configured that provider. Only http(s) and same-origin paths are accepted: a
 * settings typo must never turn into a javascript: iframe.
 */
export function launchUrl(product: PartnerProductUrl | undefined, token: string | null, locale: string): string | null {
  if (!product) return null;
  const url = product.url
    .replaceAll('{token}', encodeURIComponent(token ?? ''))
    .replaceAll('{locale}', encodeURIComponent(locale));
  return /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null;
}
