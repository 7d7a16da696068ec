import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../src/config';
import { createSession } from '../../src/features/auth/sessions/sessionService';
import { samplePdf } from '../../src/features/documents/testFixtures';
import { buildTestApp, seedTeam, seedUser, sessionHeaders, type TestApp } from './testApp';

export interface ProbedRoute {
  method: string;
  url: string;
  /** The route's JSON schemas (body, querystring), where it declares them. */
  body?: JsonSchema;
  querystring?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: readonly unknown[];
  required?: readonly string[];
}

/** A route that fails the way a bug would: registered before ready, like any feature route. */
export const THROWING_ROUTE = '/api/__test__/throws';
export const INTERNAL_DETAIL = 'connection to db-internal.local:5432 refused; secret=hunter2';

/**
 * The whole app as production builds it, plus the list of every route it registers
 * (so the probes cover routes added later without editing the tests) and one route that throws.
 */
export type ProbedApp = TestApp & { routes: ProbedRoute[] };

export async function buildProbedApp(overrides: Partial<AppConfig> = {}): Promise<ProbedApp> {
  const routes: ProbedRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, body: schema.body, querystring: schema.querystring });
    }
  };
  const beforeReady = (app: FastifyInstance) =>
    app.get(THROWING_ROUTE, async () => {
      throw new Error(INTERNAL_DETAIL);
    });
  const t = await buildTestApp(overrides, { onRoute, beforeReady });
  return { ...t, routes: routes.filter((r) => r.url !== THROWING_ROUTE && r.url.startsWith('/api/')) };
}

/** The probes' cast: the probed app, a company team and the super-admin; a fresh client address per probe. */
export async function probedCompanies() {
  const t = await buildProbedApp();
  const team = await seedTeam(t.app);
  const root = await seedUser(t.app, 'super-admin', null);
  return { t, team, root };
}

export const UNKNOWN_ID = '3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10';
/** Fills a route's parameters (`:id`, `:kind`...) with one value. */
export const withId = (url: string, id: string) => url.replace(/:[A-Za-z]+/g, id);

/** A fresh session for a seeded user (probes may sign a session out; each batch starts signed in). */
export async function freshToken(app: FastifyInstance, userId: string): Promise<string> {
  return (await createSession(app.db, userId, 1)).token;
}

/**
 * Sends probes as one user on one session while it lasts (a new session per probe was two thirds of a probing
 * file's time). An accepted change may have ended it (logout, a password change): the next probe gets a new one.
 * A 401 is sent again on a new session, so the answer checked is the handler's, not a dead session's.
 */
export async function probingAs(app: FastifyInstance, userId: string): Promise<(request: InjectOptions) => Promise<LightMyRequestResponse>> {
  let token = await freshToken(app, userId);
  return async (request) => {
    const send = () => app.inject({ ...request, headers: { ...sessionHeaders(token), ...request.headers } });
    let res = await send();
    if ((res.statusCode < 400 && request.method !== 'GET') || res.statusCode === 401) token = await freshToken(app, userId);
    if (res.statusCode === 401) res = await send();
    return res;
  };
}

/** Strings a hostile client sends to every text field. */
export const HOSTILE_STRINGS: Array<[string, string]> = [
  ['very long', 'x'.repeat(200_000)],
  ['control characters', 'a\u0000b\u0001c\u0007\u001b[31m\u007f\r\n\t'],
  ['NUL only', '\u0000'],
  ['SQL', "' OR '1'='1'; DROP TABLE users; -- \\ $1 %_"],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(1)>&amp;'],
  ['unicode', '\uD800 \uFFFF \u202E \uFEFF नमस्ते 😀'],
  ['empty', ''],
];

/** :id values that are no ids at all, or ids of nothing. */
export const HOSTILE_IDS: Array<[string, string]> = [
  ['not a uuid', 'not-a-uuid'],
  ['sql', encodeURIComponent("1' OR '1'='1")],
  ['nul', '%00'],
  ['long', '9'.repeat(2000)],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['unknown uuid', '3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10'],
  ['uuid with suffix', '3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10x'],
  ['number', '12345678901234567890'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['lone percent', '%'],
];

const typeOf = (schema: JsonSchema) => [schema.type ?? 'string'].flat()[0];

/** A value of the schema's shape whose every free text is `text` (enums keep a valid value). */
export function fill(schema: JsonSchema | undefined, text: string): unknown {
  if (!schema) return text;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fill(s, text)]));
    case 'array':
      return [fill(schema.items, text)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return text;
  }
}

/** Values of the wrong type for a schema. */
export function wrongTypes(schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case 'object':
      return ['x', [], 7, null];
    case 'array':
      return ['x', { 0: 'x' }, null];
    case 'integer':
    case 'number':
      return ['1', -1, 2.5, 1e300, true, null];
    case 'boolean':
      return ['true', 1, null];
    default:
      return [12345, true, ['a'], { a: 1 }, null];
  }
}

/** A client's mistake gets a 4xx JSON { success: false, message }, never a 500: answers what is wrong, or null. */
export function problemWith(res: LightMyRequestResponse, what: string): string | null {
  const label = `${what} → ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 500) return label;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type']).startsWith('application/json')) return `${label} (not JSON)`;
  const body = res.json() as { success?: unknown; message?: unknown };
  if (body.success !== false || typeof body.message !== 'string' || body.message.length === 0) return `${label} (not { success: false, message })`;
  // The database's backstop (errors.ts) answered: the route let a bad value through to SQL.
  if (body.message === 'A value in the request is not valid') return `${label} (reached the database)`;
  return null;
}

/** A multipart form as browsers send it, with hostile field values and file names. */
export function multipart(fields: Record<string, string>, fileName: string) {
  const boundary = '----securityprobe';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const payload = Buffer.concat([Buffer.from(parts.join('')), samplePdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}
