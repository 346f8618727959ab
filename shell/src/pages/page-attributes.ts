import type { PageAttributes } from '@sportsbook/contracts';
import { matchesUrlPattern } from '../navigation/sub-navigation';

/** The page_attributes entry for a path: the most specific matching pattern wins. */
export function pageAttributesFor(all: readonly PageAttributes[], pathname: string): PageAttributes | undefined {
  return all.filter((entry) => matchesUrlPattern(entry.url, pathname)).sort((a, b) => b.url.length - a.url.length)[0];
}
