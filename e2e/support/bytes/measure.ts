import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { remoteFolder } from '@sportsbook/serve';

export const ROOT = path.resolve(__dirname, '../../..');

/** Gzip bytes of a built file, read from the .gz the build wrote beside it. */
export function gzipBytesOf(file: string): number {
  return fs.statSync(`${file}.gz`).size;
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
interface MfManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ name: string; assets: ManifestAssets }>;
  shared: Array<{ name: string; assets: ManifestAssets }>;
}

/** A remote's cost on its first use: remoteEntry.js plus the synchronous files of its first exposed module. */
export function remoteFirstUseGzipBytes(remote: RemoteName): { bytes: number; files: string[] } {
  const dist = path.join(ROOT, remoteFolder(remote), 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as MfManifest;
  const first = manifest.exposes[0];
  if (!first) throw new Error(`${remote} exposes nothing`);
  const files = [manifest.metaData.remoteEntry.name, ...first.assets.js.sync];
  return { bytes: files.reduce((sum, f) => sum + gzipBytesOf(path.join(dist, f)), 0), files };
}

/** Maps a script URL the page downloaded to the built file it came from, by origin port. */
export function builtFileFor(url: string, portToApp: Map<number, string>): string | null {
  const { port, pathname } = new URL(url);
  const app = portToApp.get(Number(port));
  return app ? path.join(ROOT, app, 'dist', decodeURIComponent(pathname)) : null;
}

export function appsByPort(portOf: (service: 'shell' | RemoteName) => number): Map<number, string> {
  const map = new Map<number, string>([[portOf('shell'), 'shell']]);
  for (const remote of REMOTE_NAMES) map.set(portOf(remote), remoteFolder(remote));
  return map;
}

/**
 * The scripts a page fetched from a remote that are the remote's own copy of a library the page
 * shares, as the remote's mf-manifest.json lists them: the shell provides every shared library, so
 * a remote that loads its copy (a version the page's cannot satisfy, a broken share scope) makes
 * the page download that library twice. Where the shell keeps a library in a chunk of its own,
 * duplicateLibraryChunks below catches the same by chunk id; the shell's start-up libraries share one file.
 */
export function remoteLibraryCopies(urls: readonly string[], portToApp: Map<number, string>): string[] {
  const copies: string[] = [];
  for (const url of urls) {
    const { port, pathname } = new URL(url);
    const app = portToApp.get(Number(port));
    if (!app || app === 'shell') continue;
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'), 'utf8')) as MfManifest;
    for (const library of manifest.shared) {
      const files = [...library.assets.js.sync, ...library.assets.js.async];
      if (files.some((file) => pathname === `/${file}`)) copies.push(`${library.name} from ${url}`);
    }
  }
  return copies;
}

/**
 * Library chunks have deterministic ids derived from the modules inside them, so every app names its
 * copy of react-dom (say) the same. A chunk id fetched from two origins is a library downloaded twice.
 */
export function duplicateLibraryChunks(urls: readonly string[]): string[] {
  const origins = new Map<string, Set<string>>();
  for (const url of urls) {
    const { origin, pathname } = new URL(url);
    const id = /^\/(\d+)\.[0-9a-f]{10}\.js$/.exec(pathname)?.[1];
    if (!id) continue;
    origins.set(id, (origins.get(id) ?? new Set()).add(origin));
  }
  return [...origins].filter(([, set]) => set.size > 1).map(([id, set]) => `${id} from ${[...set].join(', ')}`);
}
