import type { RouteOptions } from 'fastify';
import { API_ANSWERS, isTypedOnly } from 'shared-contracts/answers/schemas';
import { buildTestApp, type TestApp } from '../support/testApp';

/**
 * The table the front end's test fakes are typed and checked by (shared-contracts/answers) is the API's own: every
 * route that declares a success answer schema is in it with that very schema, and every route it names is served
 * (docs/decisions/0340-fakes-typed-by-the-api-answers.md). A route that gains or changes its answer schema fails here
 * until the table follows, so a fake cannot keep an answer the API no longer gives.
 */

/** 'METHOD /path' -> the schema of the route's 2xx answer, or null when it declares none. */
const served = new Map<string, unknown>();
let t: TestApp;

beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    const responses = ((route.schema ?? {}) as { response?: Record<string, unknown> }).response ?? {};
    const success = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1] ?? null;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.url.startsWith('/api/')) served.set(`${method} ${route.url}`, success);
    }
  };
  t = await buildTestApp({}, { onRoute });
}, 120_000);
afterAll(() => t?.close());

const table = API_ANSWERS as Record<string, object>;

test('every route with an answer schema is in the table with that schema', () => {
  const declared = [...served].filter(([, schema]) => schema !== null);
  expect(declared.length).toBeGreaterThan(100);
  const drifted = declared.filter(([route, schema]) => table[route] !== schema).map(([route]) => route);
  expect(drifted).toEqual([]);
});

test('every route of the table is served; a typed-only one still has no schema to name', () => {
  const unknown = Object.keys(table).filter((route) => !served.has(route));
  expect(unknown).toEqual([]);
  const gainedSchema = Object.entries(table)
    .filter(([route, schema]) => isTypedOnly(schema as never) && served.get(route) !== null)
    .map(([route]) => route);
  expect(gainedSchema).toEqual([]);
});
