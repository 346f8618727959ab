import { useEffect, useMemo } from 'react';
import { loadCatalogue, useCatalogueEvents } from './catalogue-store';
import { buildSportsTree, type SportNode } from './sports-tree';

/** The sports tree, loading the catalogue on first use. */
export function useSportsTree(): SportNode[] {
  const events = useCatalogueEvents();
  useEffect(() => void loadCatalogue(), []);
  return useMemo(() => buildSportsTree(events), [events]);
}
