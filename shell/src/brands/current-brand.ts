import { BRAND_SCRIPT_ID, isBrandConfig, type BrandConfig } from '@sportsbook/contracts';
/**
 * The brand the shell's server (or the dev server) chose for this request and wrote into the page:
 * no build carries a brand.
 */
export function brandFromPage(page: Document): BrandConfig {
  const written = page.getElementById(BRAND_SCRIPT_ID)?.textContent;
  if (!written) throw new Error(`no brand config in this page (#${BRAND_SCRIPT_ID}): serve it with the shell's server`);
  const brand: unknown = JSON.parse(written);
  // The server names the bad fields when it starts (loadBrands); the page only refuses half a brand.
  if (!isBrandConfig(brand)) throw new Error('the brand config written into this page is not a valid BrandConfig');
  return brand;
}

export const currentBrand: BrandConfig = brandFromPage(document);

/** The one origin embedded-mode messages go to (never '*'): the first the brand lets frame the site. */
export const embedParentOrigin = (brand: BrandConfig): string | null => brand.embedParentOrigins[0] ?? null;
