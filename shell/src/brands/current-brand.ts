import { validateBrandConfig, type BrandConfig } from './brand-config';
import { eu } from './eu';
import { ke } from './ke';
import { vn } from './vn';

export const BRANDS: Record<string, BrandConfig> = { eu, ke, vn };

export function brandById(id: string): BrandConfig {
  const config = BRANDS[id];
  if (!config) throw new Error(`BRAND=${id} is not one of ${Object.keys(BRANDS).join(', ')}`);
  return validateBrandConfig(config);
}

/** The brand this build was made for (BRAND at build time), validated once. */
export const currentBrand: BrandConfig = brandById(typeof __BRAND__ === 'string' ? __BRAND__ : 'eu');
