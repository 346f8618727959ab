import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { folderOf, releasePlaces, remoteNamed } from './release-places';
import { changeRelease, publishBuild, publishLocalBuilds, releaseStatus, type RegistryCommand } from './release-commands';
import { pruneReleases } from './release-prune';
import { RegistryRefusal } from './release-registry';

const USAGE = `usage (from the repository root):
  npm run release <remote>                                   check and publish the remote's build
  npm run release:canary -- <remote> <version> <share %> --brand <id> --reason "<why>"
  npm run release:promote -- <remote> [<version>] --brand <id> --reason "<why>"
  npm run release:rollback -- <remote> --brand <id> --reason "<why>"
  npm run release:status -- --brand <id>
  npm run release prune -- [--keep <n>]                      delete versions no brand names, past the n newest (5)
  options: --by <who> (default: your user name), --revision <n> (the registry revision you read)`;

/** Versions of each remote kept besides every one a brand names: enough to go back a few builds by hand. */
const DEFAULT_KEEP = 5;

const places = releasePlaces(path.resolve(__dirname, '../../../..'), process.env);

function commandOf(verb: string, rest: string[]): RegistryCommand {
  if (verb === 'promote') return { action: 'promote', ...(rest[0] ? { version: rest[0] } : {}) };
  if (verb === 'rollback') return { action: 'rollback' };
  if (verb === 'canary' && rest[0] && rest[1] !== undefined && /^\d+$/.test(rest[1]))
    return { action: 'canary', version: rest[0], share: Number(rest[1]) };
  throw new RegistryRefusal(USAGE);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      brand: { type: 'string' },
      reason: { type: 'string' },
      by: { type: 'string' },
      revision: { type: 'string' },
      keep: { type: 'string' },
    },
  });
  const [verb = '', name, ...rest] = positionals;
  if (verb === 'first-start') return publishLocalBuilds(places, console.log);
  const by = values.by ?? process.env.SB_RELEASE_BY ?? os.userInfo().username;
  if (verb === 'prune') {
    const pruned = await pruneReleases(places, Number(values.keep ?? DEFAULT_KEEP), by);
    return console.log(
      pruned.map((entry) => `${folderOf(entry.remote)}: deleted ${entry.deleted.join(', ')}`).join('\n') || 'nothing to prune',
    );
  }
  if (verb === 'status') return console.log(await releaseStatus(places, values.brand ?? process.env.BRAND ?? 'eu'));
  const remote = remoteNamed(name);
  if (!remote) throw new RegistryRefusal(USAGE);
  if (verb === 'publish') {
    const { version, created } = publishBuild(places, remote);
    console.log(
      `${folderOf(remote)} ${version} ${created ? 'published' : 'was already published'}: ${places.releases}/${folderOf(remote)}/${version}/`,
    );
    return console.log(`next: npm run release:canary -- ${folderOf(remote)} ${version} 10 --brand <id> --reason "…"`);
  }
  if (!values.brand) throw new RegistryRefusal(`name the brand (--brand)\n${USAGE}`);
  const operator = { by, reason: values.reason ?? '', ...(values.revision ? { revision: Number(values.revision) } : {}) };
  const change = await changeRelease(places, values.brand, remote, commandOf(verb, rest), operator);
  console.log(`${change.brand}: ${folderOf(remote)} ${change.action} applied, registry revision ${change.revision}`);
  console.log(await releaseStatus(places, values.brand));
}

main().catch((error: unknown) => {
  console.error(error instanceof RegistryRefusal ? error.message : error);
  process.exit(1);
});
