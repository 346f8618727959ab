import type { ShellKey } from '../i18n/shell-key';
import type { SubmenuLink } from '@sportsbook/contracts';

/** Spec §2: the sports root is live/sport on a Live root page, otherwise sports. */
export const sportsRoot = (rootPage: 'prematch' | 'live'): string => (rootPage === 'live' ? 'live/sport/' : 'sports');

/** Links beyond what fits go into More. */
export function splitOverflow<T>(links: readonly T[], visible: number): { shown: T[]; more: T[] } {
  if (links.length <= visible) return { shown: [...links], more: [] };
  return { shown: links.slice(0, visible - 1), more: links.slice(visible - 1) };
}

/** One link per destination, the first: an operator's submenu may name a place twice, and the links are keyed by where they go. */
export function oncePerDestination<T extends { to: string }>(links: readonly T[]): T[] {
  return links.filter((link, index) => links.findIndex((other) => other.to === link.to) === index);
}

/** Fixed right-hand entries, in this order, only those the submenu contains. */
const FIXED_RIGHT_ENTRIES = ['promotions', 'vip', 'services', 'store-locator', 'chat'] as const;
export type FixedEntry = (typeof FIXED_RIGHT_ENTRIES)[number];

const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

export function partitionSubmenu(links: readonly SubmenuLink[]): { main: SubmenuLink[]; fixed: SubmenuLink[] } {
  const isFixed = (link: SubmenuLink) => (FIXED_RIGHT_ENTRIES as readonly string[]).includes(slug(link.name));
  const fixed = links
    .filter(isFixed)
    .sort(
      (a, b) => FIXED_RIGHT_ENTRIES.indexOf(slug(a.name) as FixedEntry) - FIXED_RIGHT_ENTRIES.indexOf(slug(b.name) as FixedEntry),
    );
  return { main: links.filter((link) => !isFixed(link)), fixed };
}

/** Page layouts match by URL pattern, `*` standing for any run of characters. */
export function matchesUrlPattern(pattern: string, path: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(path);
}

/** Operator links to the product's own sections use the product's translations, not the CMS label. */
const SECTION_KEYS: Record<string, ShellKey> = {
  '/sports': 'sports',
  '/live/sport/': 'live',
  '/jackpot': 'jackpot',
  '/sports/kiron': 'virtuals',
  '/promotions': 'promotions',
};

export const sectionKeyFor = (url: string): ShellKey | undefined => SECTION_KEYS[url];

/**
 * The one section of the navigation the page is in: the link whose path is the longest that the
 * current path equals or continues (/en/sports/kiron is Virtuals, not Sports as well), by path
 * segment, ignoring a trailing slash and a query. Null when the page is in none.
 */
export function currentSection(links: readonly string[], pathname: string): string | null {
  const segments = (path: string) => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const page = segments(pathname);
  let best: { link: string; length: number } | null = null;
  for (const link of links) {
    const own = segments(link);
    const within = own.length <= page.length && own.every((segment, i) => segment === page[i]);
    if (within && own.length > (best?.length ?? -1)) best = { link, length: own.length };
  }
  return best?.link ?? null;
}
