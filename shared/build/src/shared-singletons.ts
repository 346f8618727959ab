import fs from 'node:fs';
import path from 'node:path';

/**
 * The libraries every app shares as one instance per page. A remote that needs a version the page
 * cannot give fails to load (strictVersion) where two copies would corrupt state (React's hooks,
 * the router context, the bus contract); elsewhere a mismatch only warns.
 */
const SINGLETONS: ReadonlyArray<{ key: string; pkg: string; strict: boolean }> = [
  { key: 'react', pkg: 'react', strict: true },
  { key: 'react/jsx-runtime', pkg: 'react', strict: true },
  { key: 'react-dom', pkg: 'react-dom', strict: true },
  // 'react-dom' alone does not cover react-dom/client: share the prefix or a second React DOM loads.
  { key: 'react-dom/', pkg: 'react-dom', strict: true },
  // The router through its facade, which lists what the apps use: a shared module is not tree-shaken.
  { key: '@sportsbook/routing', pkg: '@sportsbook/routing', strict: true },
  { key: 'zustand', pkg: 'zustand', strict: false },
  { key: 'i18next', pkg: 'i18next', strict: false },
  // react-i18next and TanStack Query through their facades too, for the same reason.
  { key: '@sportsbook/translation', pkg: '@sportsbook/translation', strict: false },
  // One cache of server data per page: the shell and the remotes share its client (useServerData).
  { key: '@sportsbook/query', pkg: '@sportsbook/query', strict: false },
  { key: '@emotion/react', pkg: '@emotion/react', strict: false },
  { key: '@emotion/react/jsx-runtime', pkg: '@emotion/react', strict: false },
  // rxjs is not on this list: only the bus uses it, and the bus is shared, so the page gets one
  // tree-shaken copy inside the bus instead of the whole library (about 15 kB gzip) as a shared module.
  { key: '@sportsbook/bus', pkg: '@sportsbook/bus', strict: true },
  // The same for valibot: one copy of the schema functions the contracts use, not one per app.
  { key: '@sportsbook/schema', pkg: '@sportsbook/schema', strict: false },
];

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
  version?: string;
}

/** Reads the installed version of each singleton as seen from the app's folder. */
export function sharedSingletons(appDir: string): Record<string, SharedEntry> {
  const entries: Record<string, SharedEntry> = {};
  for (const { key, pkg, strict } of SINGLETONS) {
    const version = installedVersion(appDir, pkg);
    entries[key] = { singleton: true, requiredVersion: `^${version}`, strictVersion: strict, version };
  }
  return entries;
}

export const SINGLETON_KEYS: readonly string[] = SINGLETONS.map((s) => s.key);

function installedVersion(appDir: string, pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string };
  if (!version) throw new Error(`${path.relative(appDir, manifest)} has no version`);
  return version;
}
