import { gzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { type SeededTeam, type SeededUser, sessionHeaders } from '../support/testApp';
import {
  fill,
  freshToken,
  HOSTILE_IDS,
  HOSTILE_STRINGS,
  multipart,
  probedCompanies,
  probingAs,
  problemWith,
  UNKNOWN_ID,
  withId,
  wrongTypes,
  type ProbedApp,
  type JsonSchema,
  type ProbedRoute,
} from '../support/routeProbes';

jest.setTimeout(300_000);

/**
 * Every route that changes data (found by listing the app's routes, so new routes are covered),
 * as an admin, a maker and the super-admin, with the bodies and ids a hostile or broken client
 * sends: each gets a 4xx JSON { success: false, message }, never a 500.
 */
let t: ProbedApp;
let team: SeededTeam;
let root: SeededUser;
beforeAll(async () => ({ t, team, root } = await probedCompanies()));
afterAll(() => t.close());

let clients = 0;
/** A new client address per probe, so per-address rate limits (sign-in, contact, upload) do not answer 429 in place of the handler. */
const nextClient = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });
const gzipped = (payload: Buffer) => ({ headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload });
/** 5 MiB of JSON in a few KiB: the body limit must hold after decompression. */
const GZIP_BOMB = gzipSync(Buffer.from(JSON.stringify({ description: 'x'.repeat(5 * 1024 * 1024) })));

interface Probe {
  name: string;
  url: string;
  request: Omit<InjectOptions, 'method' | 'url'>;
  /** True where any answer but an error would be a defect (the input is wrong whatever the route). */
  mustRefuse: boolean;
}

function probesFor(route: ProbedRoute): Probe[] {
  const url = withId(route.url, UNKNOWN_ID);
  const schema = route.body;
  const hasObjectBody = schema?.type === 'object';
  const probes: Probe[] = [
    { name: 'malformed JSON', url, request: json('{"description": "x", '), mustRefuse: true },
    { name: 'truncated unicode escape', url, request: json('{"a":"\\u12"}'), mustRefuse: true },
    { name: 'JSON array', url, request: json('[{"status":"completed"},1,null]'), mustRefuse: hasObjectBody },
    { name: 'JSON string', url, request: json('"completed"'), mustRefuse: hasObjectBody },
    { name: 'JSON null', url, request: json('null'), mustRefuse: false },
    { name: 'deeply nested JSON', url, request: json(`${'['.repeat(5000)}${']'.repeat(5000)}`), mustRefuse: hasObjectBody },
    { name: '2 MiB body', url, request: json(JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) })), mustRefuse: true },
    { name: 'gzip bomb', url, request: gzipped(GZIP_BOMB), mustRefuse: true },
    { name: 'corrupt gzip', url, request: gzipped(Buffer.from('not gzip at all')), mustRefuse: true },
    { name: 'unknown content-encoding', url, request: { headers: { 'content-type': 'application/json', 'content-encoding': 'xyz' }, payload: '{}' }, mustRefuse: true },
    { name: 'text/plain body', url, request: { headers: { 'content-type': 'text/plain' }, payload: 'status=completed' }, mustRefuse: false },
    { name: 'unknown field', url, request: { payload: { ...(fill(schema, 'x') as object), unknownField: 'x', isAdmin: true } }, mustRefuse: hasObjectBody },
    { name: 'prototype pollution', url, request: json('{"__proto__":{"role":"super-admin"},"constructor":{"prototype":{"admin":true}}}'), mustRefuse: false },
  ];
  for (const [label, text] of HOSTILE_STRINGS) {
    probes.push({
      name: `hostile text: ${label}`,
      url,
      request: { payload: fill(schema ?? { type: 'object', properties: { description: {}, status: {}, name: {} } }, text) as object },
      mustRefuse: false,
    });
  }
  for (const [field, fieldSchema] of Object.entries(schema?.properties ?? {})) {
    for (const wrong of wrongTypes(fieldSchema as JsonSchema)) {
      probes.push({
        name: `wrong type ${field}=${JSON.stringify(wrong)}`,
        url,
        request: { payload: { ...(fill(schema, 'x') as object), [field]: wrong } },
        mustRefuse: false,
      });
    }
  }
  if (route.url.includes(':')) {
    for (const [label, id] of HOSTILE_IDS) {
      probes.push({ name: `hostile id: ${label}`, url: withId(route.url, id), request: { payload: fill(schema, 'x') as object }, mustRefuse: true });
    }
  }
  return probes;
}

describe('ASVS v5.0 2.2.2 every POST, PUT, PATCH and DELETE route refuses bad input with a clear 4xx', () => {
  test('the app registers the routes the probes expect', () => {
    const urls = t.routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /api/tasks/assign', 'PUT /api/risks/:id', 'PATCH /api/tasks/update-status/:id', 'DELETE /api/admin/users/:id']));
    expect(t.routes.filter((r) => r.method !== 'GET').length).toBeGreaterThan(30);
  });

  test.each(['admin', 'maker', 'super-admin'] as const)('as %s', async (who) => {
    const user = who === 'super-admin' ? root : who === 'admin' ? team.admin : team.maker;
    const problems: string[] = [];
    const send = await probingAs(t.app, user.id);
    for (const route of t.routes.filter((r) => r.method !== 'GET')) {
      for (const probe of probesFor(route)) {
        const res = await send({ ...probe.request, method: route.method as InjectOptions['method'], url: probe.url, remoteAddress: nextClient() });
        const what = `${who} ${route.method} ${probe.url.slice(0, 120)} [${probe.name}]`;
        const problem = problemWith(res, what);
        if (problem) problems.push(problem);
        else if (probe.mustRefuse && res.statusCode < 400) problems.push(`${what} → ${res.statusCode} (accepted)`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('form-encoded and multipart routes take hostile text without a 500', () => {
  test('document upload: hostile names, categories and file names', async () => {
    const problems: string[] = [];
    const statuses: number[] = [];
    for (const [label, text] of HOSTILE_STRINGS.filter(([l]) => l !== 'very long')) {
      const forms: Array<[Record<string, string>, string]> = [
        [{ name: text, category: 'KYC', nbfcType: 'NBFC below 500Cr' }, `${text}.pdf`],
        [{ name: `KYC ${text}`, category: 'KYC', nbfcType: 'NBFC below 500Cr' }, '../../etc/passwd.pdf'],
        [{ name: 'KYC', category: text, nbfcType: text }, 'a.pdf'],
      ];
      for (const [fields, fileName] of forms) {
        const form = multipart(fields, fileName);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/documents/upload',
          remoteAddress: nextClient(),
          headers: { ...sessionHeaders(await freshToken(t.app, team.maker.id)), ...form.headers },
          payload: form.payload,
        });
        statuses.push(res.statusCode);
        const problem = problemWith(res, `upload [${label}] ${fileName.slice(0, 40)}`);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    // Hostile but storable names reach the database and come back as they were sent.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(3);
    const stored = await t.db.query<{ file_name: string }>('SELECT file_name FROM documents');
    expect(stored.filter((d) => d.file_name.includes('/'))).toEqual([]);
  });

  test('payment callbacks and the test gateway: hostile form fields', async () => {
    const problems: string[] = [];
    for (const url of t.routes.filter((r) => r.url.startsWith('/api/payments/') && r.method === 'POST' && r.url !== '/api/payments/initiate').map((r) => r.url)) {
      for (const [label, text] of HOSTILE_STRINGS) {
        const fields = Object.fromEntries(
          ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'status', 'hash', 'udf1', text.slice(0, 20) || 'x'].map((k) => [k, text]),
        );
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: nextClient(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
        const problem = problemWith(res, `${url} [${label}]`);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('ASVS v5.0 1.2.4 hostile query strings on every GET route', () => {
  test.each(['admin', 'maker', 'super-admin'] as const)('as %s', async (who) => {
    const user = who === 'super-admin' ? root : who === 'admin' ? team.admin : team.maker;
    const token = await freshToken(t.app, user.id);
    const problems: string[] = [];
    const note = (problem: string | null) => problem && problems.push(problem);
    for (const route of t.routes.filter((r) => r.method === 'GET')) {
      const names = Object.keys(route.querystring?.properties ?? {});
      for (const [label, text] of HOSTILE_STRINGS.filter(([l]) => l !== 'very long')) {
        const query = new URLSearchParams(Object.fromEntries([...names, 'unknown'].map((n) => [n, text]))).toString();
        const res = await t.app.inject({ method: 'GET', url: `${withId(route.url, UNKNOWN_ID)}?${query}`, headers: sessionHeaders(token) });
        note(problemWith(res, `${who} GET ${route.url} [query ${label}]`));
      }
      if (route.url.includes(':')) {
        for (const [label, id] of HOSTILE_IDS) {
          const res = await t.app.inject({ method: 'GET', url: withId(route.url, id), headers: sessionHeaders(token) });
          note(
            problemWith(res, `${who} GET ${route.url} [id ${label}]`) ??
              (res.statusCode < 400 ? `${who} GET ${withId(route.url, id)} → ${res.statusCode} (accepted)` : null),
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
