import { BRAND_SCRIPT_ID, EMBED_PARENT_ORIGINS, isBrandId, validateBrandConfig, type BrandConfig } from '@sportsbook/contracts';
import defaultBrand from '../../brands/eu.json';

/**
 * The brand the shell's server chose for this request and wrote into the page. A page without one
 * (the webpack dev server's) gets the default brand, so no build depends on a brand.
 */
export function brandFromPage(page: Document): BrandConfig {
  const written = page.getElementById(BRAND_SCRIPT_ID)?.textContent;
  return validateBrandConfig(written ? JSON.parse(written) : defaultBrand);
}

export const currentBrand: BrandConfig = brandFromPage(document);

/** The one origin embedded-mode messages go to (never '*'); the same list frames the site and passes the API's Origin check. */
export const embedParentOrigin = (brand: BrandConfig): string | null =>
  isBrandId(brand.id) ? (EMBED_PARENT_ORIGINS[brand.id][0] ?? null) : null;
