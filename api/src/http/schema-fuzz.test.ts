import fc from 'fast-check';
import { freshPlayer, testServer, type LoggedIn, type TestServer } from '../testing/test-server';
import { routeSchemasOf, type RouteSchema } from './input-guards';

/**
 * A property-based fuzz over every route's own schema. Values are drawn from what each
 * schema allows, then bent the ways clients get things wrong: unknown keys, "Infinity", "NaN" and
 * "1e309" strings, wrong types, deep nesting and huge strings. Whatever arrives, the answer is
 * below 500, and a refusal names the field at fault.
 */

type Schema = Record<string, unknown>;

const POISON: unknown[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '',
  ' ',
  '0x10',
  '１２',
  null,
  true,
  [],
  {},
  -1,
  1e308,
];
const poison = fc.oneof(
  { arbitrary: fc.constantFrom(...POISON), weight: 6 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constant('x'.repeat(100_000)), weight: 1 },
  { arbitrary: fc.integer({ min: 2, max: 30 }).map((d) => JSON.parse('['.repeat(d) + ']'.repeat(d)) as unknown), weight: 1 },
);

/**
 * An arbitrary for one JSON schema: a value it allows with at most one defect, so most requests get
 * past validation to the handler, where crashes hide: a poison value or a stray key at one place.
 */
function valueFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const defect = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: poison.map((value) => ({ value })), weight: 2 },
    { arbitrary: fc.constantFrom('model', 'extra', 'singles', '__proto__').map((stray) => ({ stray })), weight: 1 },
  );
  return fc
    .tuple(validValueFor(schema ?? {}, 0), defect, fc.nat())
    .map(([value, flaw, seed]) => (flaw === undefined ? value : withDefect(value, flaw, seed)));
}

/** The value with one node replaced by poison, or one object given a stray key, chosen by `seed`. */
function withDefect(value: unknown, flaw: { value?: unknown; stray?: string }, seed: number): unknown {
  const nodes: Array<{ parent: Record<string, unknown> | unknown[]; key: string | number } | null> = [null];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      nodes.push({ parent: node as Record<string, unknown>, key: Array.isArray(node) ? Number(key) : key });
      walk(child);
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  const target = nodes[seed % nodes.length] ?? null;
  if (flaw.stray !== undefined) {
    const holder = target ? (target.parent as Record<string, unknown>)[target.key as string] : copy;
    if (typeof holder === 'object' && holder !== null && !Array.isArray(holder)) {
      Object.defineProperty(holder, flaw.stray, { value: 1, enumerable: true, configurable: true, writable: true });
    }
    return copy;
  }
  if (!target) return flaw.value;
  (target.parent as Record<string, unknown>)[target.key as string] = flaw.value;
  return copy;
}

function validValueFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map((s) => validValueFor(s, depth + 1)));
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (depth > 4) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, validValueFor(sub, depth + 1)])),
        { requiredKeys: (schema.required as string[] | undefined) ?? [] },
      );
    }
    case 'array':
      return fc.array(validValueFor(schema.items as Schema, depth + 1), {
        maxLength: Math.min(Number(schema.maxItems ?? 20), 20),
      });
    case 'string':
      return typeof schema.pattern === 'string'
        ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= Number(schema.maxLength ?? 1e6))
        : fc.string({ maxLength: Math.min(Number(schema.maxLength ?? 50), 50) });
    case 'integer':
      return fc.integer({ min: lowest(schema, 1), max: Math.min(Number(schema.maximum ?? 1e9), 2 ** 31) });
    case 'number':
      return fc.oneof(
        fc.integer({ min: lowest(schema, 1), max: Math.min(Number(schema.maximum ?? 1e6), 1e6) }),
        fc.double({ min: lowest(schema, 0.01), max: Number(schema.maximum ?? 1e9), noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** The least value a numeric schema allows, `step` above an exclusive minimum. */
const lowest = (schema: Schema, step: number) =>
  schema.exclusiveMinimum !== undefined ? Number(schema.exclusiveMinimum) + step : Number(schema.minimum ?? -1e6);

/** Query and path values travel as text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function requestFor(route: RouteSchema) {
  const params = (route.schema.params as Schema | undefined) ?? { type: 'object', properties: {} };
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const paramArb = fc.record(
    Object.fromEntries(
      names.map((name) => [name, valueFor(((params.properties ?? {}) as Record<string, Schema>)[name] ?? { type: 'string' })]),
    ),
  );
  const queryArb = route.schema.querystring ? valueFor(route.schema.querystring as Schema) : fc.constant({});
  const bodyArb = route.schema.body ? valueFor(route.schema.body as Schema) : fc.option(fc.jsonValue({ maxDepth: 2 }));
  return fc.record({ params: paramArb, query: queryArb, body: bodyArb, loggedIn: fc.boolean() });
}

let server: TestServer;
let player: LoggedIn;
beforeAll(async () => {
  server = await testServer();
  player = freshPlayer(server, { deposit: 1_000_000 });
});
afterAll(() => server.app.close());

it('covers every route the API serves', () => {
  const routes = routeSchemasOf(server.app);
  expect(routes.length).toBeGreaterThan(60);
  expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /xapi/rest/accounts/:accountId/betslips');
});

it('answers every generated request below 500, naming the field of a validation refusal', async () => {
  for (const route of routeSchemasOf(server.app)) {
    if (route.url === '/feed' || route.url.includes('*') || route.url.startsWith('/api/admin')) continue;
    await fc.assert(
      fc.asyncProperty(requestFor(route), async ({ params, query, body, loggedIn }) => {
        const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(name === 'accountId' && loggedIn ? player.accountId : asText((params as Schema)[name])),
        );
        const search = new URLSearchParams(
          Object.entries(typeof query === 'object' && query !== null ? query : {}).map(([k, v]) => [k, asText(v)]),
        );
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && body !== null;
        const res = await server.app.inject({
          method: route.method as 'GET',
          url: `${url}${search.size > 0 ? `?${search}` : ''}`,
          headers: { ...(loggedIn ? player.headers : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(body) } : {}),
        });
        if (res.statusCode >= 500) throw new Error(`${route.method} ${url}?${search} → ${res.body}`);
        if (res.statusCode === 400 && res.json<{ code: string }>().code === 'VALIDATION_ERROR') {
          expect(res.json<{ message: string }>().message).toMatch(/^(body|querystring|params)/);
        }
      }),
      { numRuns: 150, seed: 17 },
    );
  }
}, 120_000);
