import type { InjectOptions } from 'fastify';
import type { SeededTeam, SeededUser } from '../support/testApp';
import { fill, probedCompanies, probingAs, problemWith, UNKNOWN_ID, withId, type ProbedApp, type ProbedRoute } from '../support/routeProbes';

jest.setTimeout(300_000);

/**
 * Text that is almost a number, a date or an id: the values PostgreSQL refuses in a cast where the
 * embedded database may not (integer overflow, impossible dates, malformed uuids). Sent in every
 * text field of every route's body and in every query parameter, as each role, on both databases:
 * each answer is a clear 4xx or a success, never a 5xx, and never the database's own refusal.
 */
const TYPED_VALUES: Array<[string, string]> = [
  ['integer overflow', '99999999999999999999'],
  ['int4 overflow', '2147483648'],
  ['negative', '-1'],
  ['float', '1.5e308'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['impossible date', '2026-02-30'],
  ['date past year 9999', '294277-01-01'],
  ['year zero', '0000-01-01'],
  ['date with time', '2026-11-23T25:61:00Z'],
  ['malformed uuid', '3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a1z'],
  ['uuid in braces', '{3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10}'],
  ['upper-case uuid', '3F0B6C52-9A1E-4D7A-8C1E-2B9F4E6D7A10'],
];

let t: ProbedApp;
let team: SeededTeam;
let root: SeededUser;
beforeAll(async () => ({ t, team, root } = await probedCompanies()));
afterAll(() => t.close());

let clients = 0;
const nextClient = () => `10.99.${(++clients >> 8) & 255}.${clients & 255}`;
const queryOf = (route: ProbedRoute, text: string) => {
  const names = Object.keys(route.querystring?.properties ?? {});
  return names.length ? `?${new URLSearchParams(Object.fromEntries(names.map((n) => [n, text])))}` : '';
};

test.each(['admin', 'maker', 'super-admin'] as const)('ASVS v5.0 2.2.1 typed hostile values in every body field and query parameter, as %s', async (who) => {
  const user = who === 'super-admin' ? root : who === 'admin' ? team.admin : team.maker;
  const problems: string[] = [];
  const send = await probingAs(t.app, user.id);
  for (const route of t.routes) {
    for (const [label, text] of TYPED_VALUES) {
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: `${withId(route.url, UNKNOWN_ID)}${queryOf(route, text)}`,
        remoteAddress: nextClient(),
      };
      if (route.method !== 'GET' && route.method !== 'DELETE') request.payload = fill(route.body ?? { type: 'object', properties: {} }, text) as object;
      const res = await send(request);
      const problem = problemWith(res, `${who} ${route.method} ${route.url} [${label}]`);
      if (problem) problems.push(problem);
    }
  }
  expect(problems).toEqual([]);
});
