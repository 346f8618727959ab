import fs from 'node:fs';
import path from 'node:path';
import { contractSkew, EXPOSED_MODULES, type RemoteName } from '@sportsbook/contracts';
import semver from 'semver';

/** What a built app's mf-manifest.json says of itself: the modules it exposes and the libraries it shares. */
export interface FederationManifest {
  exposes: Array<{ name: string }>;
  shared: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }>;
}

/** The contract versions a build was made against (`.contract.json`, written beside it by scripts/lib.mjs). */
export interface BuildContract {
  contract: string;
  bus: number;
}

/** What one side of the check is: its federation manifest, and its contract versions when it states them. */
export interface BuiltApp {
  manifest: FederationManifest;
  contract: BuildContract | null;
}

/** Every remote renders with the page's React and talks over the page's bus: those it must share. */
const CORE = ['react', 'react/jsx-runtime', 'react-dom', '@sportsbook/bus'];

const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);

/** A build folder as the check reads it; null when it holds no federation manifest. */
export function readBuiltApp(dist: string): BuiltApp | null {
  const manifest = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'));
  return manifest && { manifest, contract: readJson<BuildContract>(path.join(dist, '.contract.json')) };
}

function exposedProblems(remote: RemoteName, manifest: FederationManifest): string[] {
  const required = Object.entries(EXPOSED_MODULES)
    .filter(([, owner]) => owner === remote)
    .map(([id]) => id.slice(remote.length + 1));
  const exposed = manifest.exposes.map((module) => module.name);
  return [
    ...required
      .filter((name) => !exposed.includes(name))
      .map((name) => `does not expose ${remote}/${name}, which the shell loads`),
    ...exposed
      .filter((name) => !required.includes(name))
      .map((name) => `exposes ${remote}/${name}, which the contract does not name`),
  ];
}

function sharedProblems(remote: FederationManifest, shell: FederationManifest): string[] {
  const shared = remote.shared.map((library) => library.name);
  const problems = CORE.filter((name) => !shared.includes(name)).map((name) => `does not share ${name}`);
  // A library a remote does not use is not in its manifest; one it uses and the shell shares, it shares as one.
  for (const library of shell.shared.filter((candidate) => candidate.singleton && shared.includes(candidate.name))) {
    const theirs = remote.shared.find((candidate) => candidate.name === library.name);
    if (!theirs?.singleton) problems.push(`shares ${library.name} but not as a singleton`);
    else if (!semver.satisfies(theirs.version, library.requiredVersion ?? library.version))
      problems.push(
        `shares ${library.name} ${theirs.version}, outside the shell's ${library.requiredVersion ?? library.version}`,
      );
    else if (!semver.satisfies(library.version, theirs.requiredVersion ?? '*'))
      problems.push(`requires ${library.name} ${theirs.requiredVersion ?? '*'}, but the shell gives ${library.version}`);
  }
  return problems;
}

function contractProblems(remote: BuildContract | null, shell: BuildContract | null): string[] {
  if (!remote || !shell) return [`${remote ? 'the shell' : 'the build'} states no contract version (.contract.json)`];
  const skew = contractSkew(remote.contract, shell.contract);
  return [
    ...(skew ? [`is built against contract ${skew.theirs}, the shell in service speaks ${skew.ours}`] : []),
    ...(remote.bus !== shell.bus ? [`speaks bus contract ${remote.bus}, the shell in service ${shell.bus}`] : []),
  ];
}

/**
 * Why a remote's build cannot run in the shell in service (empty when it can): the modules the shell
 * loads are exposed under those names, every singleton the shell shares is shared at a version both
 * sides accept, and both were built against the same major of the module and bus contracts.
 */
export function remoteContractProblems(remote: RemoteName, build: BuiltApp, shell: BuiltApp): string[] {
  return [
    ...exposedProblems(remote, build.manifest),
    ...sharedProblems(build.manifest, shell.manifest),
    ...contractProblems(build.contract, shell.contract),
  ];
}
