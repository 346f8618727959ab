/** The remotes manifest an operator edits per brand, and its check (a refusal names the field). */
import * as v from '@sportsbook/schema';
import { REMOTE_NAMES, type RemoteName } from './remotes';
import { describeIssues, nonEmpty } from './schema';

/** The page carries its brand's remotes manifest in this element, so the shell need not ask for it. */
export const REMOTES_SCRIPT_ID = 'sb-remotes';

/** The placeholder of a registry entry's manifest URL that the version a player gets fills in. */
export const VERSION_PLACEHOLDER = '{version}';

/**
 * A published release's name: `<package version>-<content hash>`, one path segment a static host or
 * object store serves as it is (no `/`, no `+`, which S3 reads as a space).
 */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/;
const releaseVersion = v.pipe(nonEmpty, v.regex(RELEASE_VERSION_PATTERN, 'is not a release version (letters, digits, . and -)'));

/** The share of players on a canary, in whole percent: one bucket of a hundred each. */
const canarySchema = v.object({
  version: releaseVersion,
  share: v.pipe(v.number('must be a number'), v.integer('must be a whole percent'), v.minValue(0), v.maxValue(100)),
});

const remoteEntrySchema = (name: RemoteName) =>
  v.pipe(
    v.object(
      {
        /** URL of the remote's mf-manifest.json; with `{version}` when the entry names releases. */
        manifest: v.pipe(nonEmpty, v.regex(/^(https?:)?\/\/|^\//, 'is not an http(s) or absolute URL')),
        /** The release every player gets unless a canary picks them. */
        stable: v.optional(releaseVersion),
        /** The stable release before the last promote: where a rollback returns. */
        previous: v.optional(releaseVersion),
        canary: v.optional(canarySchema),
        /** In the page's copy only: the release this player was given. */
        version: v.optional(releaseVersion),
      },
      `must be an object: set remotes.${name}.manifest to its mf-manifest.json URL`,
    ),
    v.forward(
      v.check(
        (entry) => (entry.stable !== undefined) === entry.manifest.includes(VERSION_PLACEHOLDER),
        `must contain ${VERSION_PLACEHOLDER} exactly when remotes.${name}.stable names a release`,
      ),
      ['manifest'],
    ),
    v.forward(
      v.check((entry) => entry.canary === undefined || entry.stable !== undefined, 'needs a stable release beside it'),
      ['canary'],
    ),
  );
export type RemoteEntry = v.InferOutput<ReturnType<typeof remoteEntrySchema>>;

const remotesManifestSchema = v.object({
  brand: nonEmpty,
  /** Raised by every change of the registry: a change made from an older revision is refused. */
  revision: v.optional(v.pipe(v.number('must be a number'), v.integer(), v.minValue(0))),
  remotes: v.strictObject(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntrySchema(name)])) as Record<
      RemoteName,
      ReturnType<typeof remoteEntrySchema>
    >,
    // Naming the key: a remote left out, or an operator's typo in a remote's name, are the usual causes.
    (issue) => {
      const key = v.getDotPath(issue)?.split('.').at(-1) ?? '';
      if (issue.expected === 'never') return `unknown remote(s) ${key}`;
      return issue.received === 'undefined'
        ? `is missing: set remotes.${key}.manifest to its mf-manifest.json URL`
        : issue.message;
    },
  ),
});
export type RemotesManifest = v.InferOutput<typeof remotesManifestSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates an operator-edited remotes manifest and says exactly what is wrong with it. */
export function parseRemotesManifest(input: unknown): ParseResult<RemotesManifest> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, error: 'remotes manifest must be a JSON object' };
  const result = v.safeParse(remotesManifestSchema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, error: `remotes manifest: ${describeIssues(result.issues)}` };
}

/** The one manifest a player's page gets: each remote's release for that player, no registry fields. */
export function manifestForPlayer(
  manifest: RemotesManifest,
  onCanary: (remote: RemoteName, share: number) => boolean,
): RemotesManifest {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const { manifest: url, stable, canary } = manifest.remotes[name];
      if (stable === undefined) return [name, { manifest: url }];
      const version = canary && canary.share > 0 && onCanary(name, canary.share) ? canary.version : stable;
      return [name, { manifest: url.replaceAll(VERSION_PLACEHOLDER, version), version }];
    }),
  ) as RemotesManifest['remotes'];
  return { brand: manifest.brand, remotes };
}
