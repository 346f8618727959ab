import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * What a newcomer reads around the code must name only what is there: a doc (every *.md of the
 * repository) or a code comment that names a repository file, links to one, or points at a heading
 * of a doc is checked against the files git knows (tracked, or new and not ignored) and the doc's
 * headings. Only what looks like a path is checked: a `/` and a known extension, or a link.
 */
const ROOT = join(__dirname, '..');
const SKIPPED = /(^|\/)(node_modules|dist|\.tsbuild|\.builds)\/|^releases\//;
const CODE = /\.(ts|tsx|mjs|js)$/;
const PATH_EXTENSIONS = 'ts|tsx|mjs|cjs|js|json|md|css|html|yml|yaml|sh|patch';
const PATH_TOKEN = new RegExp(`(?<![\\w@./-])(?:\\.{1,2}/)?[\\w@.-]+(?:/[\\w@.-]+)+\\.(?:${PATH_EXTENSIONS})(?![\\w/])`, 'g');
/** Written by a build or a run, never committed: named in docs as what a command produces. */
const GENERATED = /^(dist|bench\/results|releases|test-results|playwright-report|\.tsbuild)\//;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
  .toString()
  .split('\n')
  .filter((file) => file && !SKIPPED.test(file));
const known = new Set(files);
for (const file of files) for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) known.add(dir);

const packageRoots = files.filter((file) => file.endsWith('package.json')).map((file) => dirname(file));
const packageRootOf = (file: string) =>
  packageRoots.filter((root) => root === '.' || file.startsWith(`${root}/`)).sort((a, b) => b.length - a.length)[0] ?? '.';

/** A library's own files (named by the library's folder) are theirs, not ours: every installed package's name. */
const LIBRARIES = new Set(
  readdirSync(join(ROOT, 'node_modules/.pnpm')).flatMap((entry) => {
    const name = entry.replace(/@[^@]*$/, '');
    return name.includes('+') ? [name.replace('+', '/'), name.split('+')[1]] : [name];
  }),
);

const isLibraryFile = (path: string) => {
  const first = path.split('/')[0] ?? '';
  return LIBRARIES.has(first) && !known.has(first);
};

/**
 * The repository path a reference from `from` resolves to, or null when it names nothing there. A
 * path is read as docs write it: from the repository's root, the writer's folder or its parent, its
 * package or the package's `src/`, a shared package by its short name (`contracts/brand.ts`), or
 * any package's own (`src/i18n/…`, which every app has).
 */
function resolveFrom(from: string, reference: string): string | null {
  const [first, ...rest] = reference.split('/');
  const root = packageRootOf(from);
  const bases = reference.startsWith('.')
    ? [dirname(from)]
    : ['.', dirname(from), dirname(dirname(from)), root, `${root}/src`, ...packageRoots];
  const candidates = bases.map((base) => join(base, reference));
  if (!reference.startsWith('.')) candidates.push(`shared/${first}/src/${rest.join('/')}`);
  for (const candidate of candidates) {
    const path = normalize(candidate).replace(/\/$/, '');
    if (!path.startsWith('..') && known.has(path)) return path;
  }
  return null;
}

const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf((heading[1] ?? '').replace(/`|\*\*|__/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const count = seen.get(slug) ?? 0;
    anchors.add(count ? `${slug}-${count}` : slug);
    seen.set(slug, count + 1);
  }
  return anchors;
}

function withoutFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced;
  });
}

const text = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const headingsOf = (path: string) => anchorsOf(text(path));
const isPlaceholder = (reference: string) => /[{}<>*…]|\.\.\.|\bxxx\b/.test(reference);

/** The problems of one reference to `target` (a path, maybe with #anchor) written in `from`. */
function problemsOf(from: string, target: string): string[] {
  const [path = '', anchor] = target.split('#');
  if (isPlaceholder(path) || GENERATED.test(path) || isLibraryFile(path)) return [];
  const resolved = path ? resolveFrom(from, path) : from;
  if (!resolved) return [`${from}: names ${path}, which does not exist`];
  if (anchor === undefined || !resolved.endsWith('.md')) return [];
  return headingsOf(resolved).has(decodeURIComponent(anchor).toLowerCase())
    ? []
    : [`${from}: links to ${target}, a heading that does not exist`];
}

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

function problemsInDoc(doc: string): string[] {
  const lines = withoutFences(text(doc)).join('\n');
  const links = [...lines.matchAll(LINK)].map((m) => m[1] ?? '').filter((target) => !EXTERNAL.test(target));
  const linked = new Set(links.map((target) => target.split('#')[0]));
  const named = [...lines.replace(LINK, '](link)').matchAll(PATH_TOKEN)].map((m) => m[0]).filter((path) => !linked.has(path));
  return [...links, ...named].flatMap((target) => problemsOf(doc, target));
}

/** The text of a file's comments: every line comment and block comment, strings left out. */
function commentsOf(source: string): string {
  const comments = source.match(/\/\*[\s\S]*?\*\/|(?<![:'"`\\\w])\/\/[^\n]*/g) ?? [];
  return comments.join('\n');
}

function problemsInCode(file: string): string[] {
  const comments = commentsOf(text(file));
  const paths = [...comments.matchAll(PATH_TOKEN)].map((m) => m[0]);
  const anchors = [...comments.matchAll(/([\w@./-]+\.md)#([\w-]+)/g)].map((m) => `${m[1]}#${m[2]}`);
  const quoted = [...comments.matchAll(/([\w@./-]+\.md),?\s+"([^"]+)"/g)].flatMap(([, doc = '', heading = '']) => {
    const resolved = resolveFrom(file, doc);
    if (!resolved) return [];
    return headingsOf(resolved).has(slugOf(heading))
      ? []
      : [`${file}: points to the heading "${heading}" of ${doc}, which does not exist`];
  });
  return [...paths, ...anchors].flatMap((target) => problemsOf(file, target)).concat(quoted);
}

describe('references in docs and comments', () => {
  it('every doc names only files and headings that exist', () => {
    const docs = files.filter((file) => file.endsWith('.md'));
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.flatMap(problemsInDoc)).toEqual([]);
  });

  it('every code comment names only files and headings that exist', () => {
    const code = files.filter((file) => CODE.test(file));
    expect(code.length).toBeGreaterThan(100);
    expect(code.flatMap(problemsInCode)).toEqual([]);
  });

  it('knows a stale reference when it sees one', () => {
    expect(problemsOf('docs/x.md', 'docs/no-such-file.md')).toHaveLength(1);
    expect(problemsOf('README.md', 'docs/security.md#no-such-heading')).toHaveLength(1);
    expect(problemsOf('README.md', '#layout')).toEqual([]);
  });
});
