/** The remotes manifest an operator edits per brand, and its check (a refusal names the field). */
import * as v from '@sportsbook/schema';
import { REMOTE_NAMES, type RemoteName } from './remotes';
import { describeIssues, nonEmpty } from './schema';

/** The page carries its brand's remotes manifest in this element, so the shell need not ask for it. */
export const REMOTES_SCRIPT_ID = 'sb-remotes';

const remoteEntrySchema = (name: RemoteName) =>
  v.object(
    {
      /** URL of the remote's mf-manifest.json. */
      manifest: v.pipe(nonEmpty, v.regex(/^(https?:)?\/\/|^\//, 'is not an http(s) or absolute URL')),
    },
    `must be an object: set remotes.${name}.manifest to its mf-manifest.json URL`,
  );
export type RemoteEntry = v.InferOutput<ReturnType<typeof remoteEntrySchema>>;

const remotesManifestSchema = v.object({
  brand: nonEmpty,
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
