import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * No module imports itself round a circle, types included. Lint's import-x/no-cycle stops cycles of
 * values; a cycle made of `import type` passes it, yet ties two modules as tightly (neither can move
 * or be read alone), so this walks every static import and export of the repository's TypeScript,
 * types and workspace packages included. A dynamic `import()` is a deliberate lazy edge and is left out.
 */
const ROOT = join(__dirname, '..');
const SKIPPED = /(^|\/)(node_modules|dist|\.tsbuild|\.builds)\/|^releases\//;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
  .toString()
  .split('\n')
  .filter((file) => file && !SKIPPED.test(file));
const sources = tracked.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
const known = new Set(tracked);

/** Each workspace package's name, with the file each of its exports names (`@sportsbook/http/testing`…). */
const packageEntries = new Map<string, string>();
for (const manifest of tracked.filter((file) => file.endsWith('package.json'))) {
  const { name, exports } = JSON.parse(readFileSync(join(ROOT, manifest), 'utf8')) as {
    name?: string;
    exports?: Record<string, unknown>;
  };
  if (!name || !exports || typeof exports !== 'object') continue;
  for (const [subpath, target] of Object.entries(exports))
    if (typeof target === 'string' && /\.tsx?$/.test(target))
      packageEntries.set(subpath === '.' ? name : `${name}/${subpath.slice(2)}`, normalize(join(dirname(manifest), target)));
}

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return packageEntries.get(specifier);
  const base = normalize(join(dirname(from), specifier.replace(/\.js$/, '')));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => /\.tsx?$/.test(file) && known.has(file) && existsSync(join(ROOT, file)),
  );
}

/** The files a module imports or re-exports statically, types included. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
  return specifiers.map((specifier) => resolved(file, specifier)).filter((target): target is string => !!target);
}

/** Tarjan's strongly connected components: every group of two or more modules that reach each other. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

it('has no import cycle anywhere in the repository, types included', () => {
  const graph = new Map(sources.map((file) => [file, importsOf(file)]));
  expect(cycles(graph)).toEqual([]);
});

it('finds every module of a cycle and nothing outside it, and follows a workspace package to its entry', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ]);
  expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  expect(resolved('shared/http/src/query.ts', '@sportsbook/http/testing')).toBe('shared/http/src/testing/fake-api.ts');
  expect(importsOf('shared/http/src/http-client.ts')).toContain('shared/http/src/query.ts');
});
