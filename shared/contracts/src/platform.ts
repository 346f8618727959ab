/** Ports, locales and the names every process agrees on (spec §2, §9). */
export const DEFAULT_PORTS = {
  shell: 3000,
  mfe_prematch: 3001,
  mfe_live: 3002,
  mfe_betslip: 3003,
  mfe_account: 3004,
  mfe_jackpot: 3005,
  mfe_virtuals: 3006,
  api: 4000,
} as const;
export type ServiceName = keyof typeof DEFAULT_PORTS;

/** Env variable that overrides a service's port, e.g. PORT_MFE_LIVE=4102. */
export const portEnvName = (service: ServiceName): string => `PORT_${service.toUpperCase()}`;

export function resolvePort(service: ServiceName, env: Record<string, string | undefined>): number {
  const raw = env[portEnvName(service)];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[service];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${portEnvName(service)}="${raw}" is not a valid port (1-65535)`);
  }
  return port;
}

export const DEFAULT_LOCALE = 'en';
/** The languages every app translates completely (every word of the UI, the data and the server's messages); English is also every page's default. */
export const BASE_LOCALES = ['en', 'es', 'fr', 'pt'] as const;
/** Languages of the Asian brand (more than seven in its selector), translated completely as well. */
export const EXTRA_LOCALES = ['vi', 'th', 'zh', 'id'] as const;
export const SUPPORTED_LOCALES = [...BASE_LOCALES, ...EXTRA_LOCALES] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Paths the shell's server proxies to the API so the browser sees one origin (`/m` for images, spec §2). */
export const API_PROXY_PREFIXES = ['/api', '/xapi', '/feed', '/m'] as const;

/** The error code of the shell's proxy when the API does not answer at all (refused, reset, timed out). */
export const API_UNAVAILABLE = 'API_UNAVAILABLE';

/** True for a path the API answers: a proxy prefix itself or anything below it (`/m/…`, never `/main.js`). */
export const isApiPath = (pathname: string): boolean =>
  API_PROXY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The brands one deployment serves. */
export const BRAND_IDS = ['eu', 'ke', 'vn'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const isBrandId = (value: string): value is BrandId => (BRAND_IDS as readonly string[]).includes(value);

/** Spec §2 query params: ?embedded=true frames the site in an operator's page, without its header and footer. */
export const isEmbedded = (search: string): boolean => new URLSearchParams(search).get('embedded') === 'true';
