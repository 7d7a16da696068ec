import { randomBytes } from 'node:crypto';
import { addDays, istDate } from '../../src/dates';
import { hashToken } from '../../src/features/auth/sessions/sessionService';
import { type SeededUser, seedTeam, seedUser, sessionHeaders } from '../support/testApp';
import { buildProbedApp, freshToken, INTERNAL_DETAIL, multipart, THROWING_ROUTE } from '../support/routeProbes';

jest.setTimeout(120_000);

/**
 * The checks of OWASP ASVS level 2 that can be automated against the running app: tokens,
 * leaks of secrets and of other companies' data in every GET answer, headers, and 500s.
 */
let t: Awaited<ReturnType<typeof buildProbedApp>>;
let a: Awaited<ReturnType<typeof seedTeam>>;
let b: Awaited<ReturnType<typeof seedTeam>>;
let root: SeededUser;
/** Ids of rows each company owns, filled through the API as a user would. */
const owned = { a: {} as Record<string, string>, b: {} as Record<string, string> };

async function seedCompanyData(team: typeof a, into: Record<string, string>) {
  const task = await t.app.inject({
    method: 'POST',
    url: '/api/tasks/assign',
    headers: sessionHeaders(team.admin.token),
    payload: { description: 'Security probe task', assignedTo: team.maker.id, dueDate: addDays(istDate(), 3) },
  });
  into.task = task.json().task._id;
  const risk = await t.app.inject({
    method: 'POST',
    url: '/api/risks',
    headers: sessionHeaders(team.maker.token),
    payload: {
      title: 'Probe risk',
      category: 'Operational',
      owner: 'Ops',
      likelihood: 3,
      impact: 3,
      residualLikelihood: 2,
      residualImpact: 2,
      status: 'open',
      actions: [],
    },
  });
  into.risk = risk.json().risk.id;
  const form = multipart({ name: 'KYC Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr' }, 'kyc.pdf');
  const doc = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...sessionHeaders(team.maker.token), ...form.headers },
    payload: form.payload,
  });
  into.document = doc.json().document.id;
  const payment = await t.app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: sessionHeaders(team.admin.token),
    payload: { packageId: 'middle-layer' },
  });
  into.txnid = payment.json().paymentParams.txnid;
  Object.assign(into, { company: team.companyId, admin: team.admin.id, maker: team.maker.id, checker: team.checker.id });
  for (const [key, value] of Object.entries(into)) if (typeof value !== 'string' || value.length < 8) throw new Error(`seeding ${key} failed`);
}

beforeAll(async () => {
  t = await buildProbedApp();
  a = await seedTeam(t.app);
  b = await seedTeam(t.app);
  root = await seedUser(t.app, 'super-admin', null);
  await seedCompanyData(a, owned.a);
  await seedCompanyData(b, owned.b);
  const update = await t.app.inject({
    method: 'POST',
    url: '/api/updates',
    headers: sessionHeaders(root.token),
    payload: { type: 'regulatory', title: 'Probe update', description: 'Probe', body: 'Probe body', category: 'RBI', priority: 'high' },
  });
  owned.a.update = update.json().update?.id ?? update.json().id;
  expect(owned.a.update).toMatch(/^[0-9a-f-]{36}$/);
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}, query = '') => t.app.inject({ method: 'GET', url: `/api/tasks/my-tasks${query}`, headers });

function expect401(res: Awaited<ReturnType<typeof me>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
}

describe('tokens', () => {
  test('a live token works (the baseline the refusals below are measured against)', async () => {
    expect((await me(sessionHeaders(await freshToken(t.app, a.maker.id)))).statusCode).toBe(200);
  });

  test('tampered, unknown, alg:none, malformed and non-bearer tokens get 401', async () => {
    const token = await freshToken(t.app, a.maker.id);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const algNone = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: a.admin.id, role: 'admin' })).toString('base64url')}.`;
    for (const header of [
      `Bearer ${flipped}`,
      `Bearer ${randomBytes(32).toString('base64url')}`,
      `Bearer ${algNone}`,
      `Bearer ${token} x`,
      `Basic ${token}`,
      token,
      `Bearer ${token}${token}${token}${token}${token}${token}${token}`,
    ]) {
      expect401(await me({ authorization: header }));
    }
  });

  test('a token in the query string or a cookie is not accepted', async () => {
    const token = await freshToken(t.app, a.maker.id);
    for (const name of ['token', 'access_token', 'auth_token', 'authorization']) expect401(await me({}, `?${name}=${token}`));
    expect401(await me({ cookie: `auth_token=${token}; token=${token}` }));
  });

  test('a token stops working after logout, after it expires, and when the user or company is suspended or deleted', async () => {
    const loggedOut = await freshToken(t.app, a.maker.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sessionHeaders(loggedOut) })).statusCode).toBe(200);
    expect401(await me(sessionHeaders(loggedOut)));

    const expired = await freshToken(t.app, a.maker.id);
    await t.db.execute("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(expired)]);
    expect401(await me(sessionHeaders(expired)));

    const victim = await seedUser(t.app, 'checker', a.companyId);
    expect((await me(sessionHeaders(victim.token))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/super-admin/users/${victim.id}/suspend`, headers: sessionHeaders(root.token) })).statusCode).toBe(200);
    expect401(await me(sessionHeaders(victim.token)));
    // Reactivation does not revive sessions that suspension ended.
    expect((await t.app.inject({ method: 'POST', url: `/api/super-admin/users/${victim.id}/reactivate`, headers: sessionHeaders(root.token) })).statusCode).toBe(200);
    expect401(await me(sessionHeaders(victim.token)));

    const deleted = await seedUser(t.app, 'checker', a.companyId);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${deleted.id}`, headers: sessionHeaders(a.admin.token) })).statusCode).toBe(200);
    expect401(await me(sessionHeaders(deleted.token)));

    const company = await seedTeam(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/super-admin/companies/${company.companyId}/suspend`, headers: sessionHeaders(root.token) })).statusCode).toBe(
      200,
    );
    expect401(await me(sessionHeaders(company.admin.token)));
  });
});

describe("ASVS v5.0 8.4.1 ASVS v5.0 15.3.1 no GET answer holds a password hash or another company's data", () => {
  /** Fills :id with the id of the row of that kind owned by `of`. */
  function urlFor(url: string, of: Record<string, string>): string {
    const kind = url.startsWith('/api/updates/')
      ? 'update'
      : url.startsWith('/api/documents/')
        ? 'document'
        : url.startsWith('/api/payments/')
          ? 'txnid'
          : url.startsWith('/api/super-admin/companies/')
            ? 'company'
            : null;
    return url.replace(/:[A-Za-z]+/, kind ? (of[kind] ?? owned.a[kind]) : '3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10');
  }
  const roles = ['anonymous', 'admin', 'maker', 'checker', 'super-admin'] as const;

  test.each(roles)('as %s of company A', async (who) => {
    const token = who === 'anonymous' ? null : who === 'super-admin' ? root.token : await freshToken(t.app, a[who].id);
    const leaks: string[] = [];
    let answered = 0;
    for (const route of t.routes.filter((r) => r.method === 'GET')) {
      const urls = route.url.includes(':') ? [urlFor(route.url, owned.a), urlFor(route.url, owned.b)] : [route.url];
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers: token ? sessionHeaders(token) : {} });
        if (res.statusCode === 200) answered++;
        const body = res.body;
        if (/\$argon2|password_?hash|token_?hash|"salt"/i.test(body)) leaks.push(`${url}: secret`);
        if (who === 'super-admin' || who === 'anonymous') continue;
        for (const [kind, id] of Object.entries(owned.b)) if (body.includes(id)) leaks.push(`${url}: company B's ${kind} (${res.statusCode})`);
      }
    }
    expect(leaks).toEqual([]);
    // The probe read real answers, not only refusals.
    expect(answered).toBeGreaterThan(who === 'anonymous' ? 2 : 5);
  });

  test("company A's own rows are visible to its admin (so the check above can see a leak)", async () => {
    const tasks = await t.app.inject({ method: 'GET', url: '/api/tasks', headers: sessionHeaders(a.admin.token) });
    expect(tasks.body).toContain(owned.a.task);
    const docs = await t.app.inject({ method: 'GET', url: '/api/documents/get', headers: sessionHeaders(a.admin.token) });
    expect(docs.body).toContain(owned.a.document);
  });
});

describe("company A's admin cannot change company B's rows by id", () => {
  test("ASVS v5.0 8.2.2 each :id route answers 404 with B's id and B's rows stay as they were", async () => {
    const snapshot = async () => ({
      task: await t.db.one('SELECT status, updated_at FROM tasks WHERE id = $1', [owned.b.task]),
      risk: await t.db.one('SELECT title, status, updated_at FROM risks WHERE id = $1', [owned.b.risk]),
      document: await t.db.one('SELECT status FROM documents WHERE id = $1', [owned.b.document]),
      maker: await t.db.one('SELECT status, deleted_at FROM users WHERE id = $1', [owned.b.maker]),
    });
    const before = await snapshot();
    const risk = {
      title: 'Taken over',
      category: 'Operational',
      owner: 'A',
      likelihood: 1,
      impact: 1,
      residualLikelihood: 1,
      residualImpact: 1,
      status: 'closed',
      actions: [],
    };
    const attempts: Array<[string, string, object | undefined]> = [
      ['PATCH', `/api/tasks/update-status/${owned.b.task}`, { status: 'completed' }],
      ['PUT', `/api/risks/${owned.b.risk}`, risk],
      ['DELETE', `/api/risks/${owned.b.risk}`, undefined],
      ['PATCH', `/api/documents/${owned.b.document}/review`, { decision: 'approved' }],
      ['DELETE', `/api/admin/users/${owned.b.maker}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await t.app.inject({ method: method as 'PATCH', url, headers: sessionHeaders(a.admin.token), payload });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('every route is closed unless it is meant to be public', () => {
  /** The public surface: sign-in, registration, the public site's reads, the contact form and the gateway's returns. */
  const PUBLIC = new Set([
    'GET /api/health',
    // A load balancer's liveness and readiness probes: no data, no session.
    'GET /api/health/live',
    'GET /api/health/ready',
    'POST /api/auth/register',
    'POST /api/auth/login',
    // The steps after a correct password carry their own single-use challenge token, not a session.
    'POST /api/auth/login/password-change',
    'POST /api/auth/login/mfa',
    'POST /api/auth/login/mfa-enrol/start',
    'POST /api/auth/login/mfa-enrol/confirm',
    'POST /api/auth/password-reset/request',
    'POST /api/auth/password-reset/confirm',
    // The e-mailed verification link may be opened in any browser: the token is the credential.
    'POST /api/auth/email-verification/confirm',
    // The e-mailed invitation link (docs/decisions/0049-people-and-the-command-centre-screen.md): the token is the credential, as for a reset link.
    'POST /api/auth/invitation/lookup',
    'POST /api/auth/invitation/accept',
    // Answers { user: null } to a visitor: the front end's start-up check (the cookie is HttpOnly).
    'GET /api/auth/session',
    'GET /api/public/site-settings',
    'GET /api/subscriptions/packages',
    'POST /api/contact',
    'POST /api/payments/payu/success',
    'POST /api/payments/payu/failure',
    'POST /api/payments/test-gateway',
  ]);
  const probe = (method: string, url: string, token?: string) =>
    t.app.inject({
      method: method as 'GET',
      url: url.replace(/:[A-Za-z]+/g, '3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10'),
      headers: token ? sessionHeaders(token) : {},
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });

  test('ASVS v5.0 8.2.1 without a session every other route answers 401', async () => {
    const open: string[] = [];
    for (const route of t.routes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC.has(key)) continue;
      const res = await probe(route.method, route.url);
      if (res.statusCode !== 401) open.push(`${key} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
    expect(t.routes.filter((r) => PUBLIC.has(`${r.method} ${r.url}`))).toHaveLength(PUBLIC.size);
  });

  test("ASVS v5.0 8.3.1 the super-admin console's routes answer 403 to every company role", async () => {
    const consoleRoutes = t.routes.filter((r) => r.url.startsWith('/api/super-admin/') || r.url.startsWith('/api/contact-messages'));
    expect(consoleRoutes.length).toBeGreaterThan(10);
    const open: string[] = [];
    for (const who of ['admin', 'maker', 'checker'] as const) {
      const token = await freshToken(t.app, a[who].id);
      for (const route of consoleRoutes) {
        const res = await probe(route.method, route.url, token);
        if (res.statusCode !== 403) open.push(`${who} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });
});

describe('headers', () => {
  const origin = { origin: 'https://evil.example' };

  test.each([
    ['a JSON answer', '/api/health', 200],
    ['a refusal', '/api/tasks', 401],
    ['an unknown api path', '/api/no-such-thing', 404],
  ])(
    'ASVS v5.0 3.4.1 ASVS v5.0 3.4.4 ASVS v5.0 3.4.5 ASVS v5.0 3.4.6 ASVS v5.0 14.3.2 %s carries HSTS, CSP with frame-ancestors, nosniff, Referrer-Policy and no-store',
    async (_name, url, status) => {
      const res = await t.app.inject({ method: 'GET', url, headers: origin });
      expect(res.statusCode).toBe(status);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeTruthy();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  test('without CORS_ORIGINS no origin is allowed, preflight included', async () => {
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { ...origin, 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('ASVS v5.0 3.4.2 with CORS_ORIGINS only the configured origin is allowed', async () => {
    const withCors = await buildProbedApp({ corsOrigins: ['https://app.example'] });
    try {
      const allowed = await withCors.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://app.example' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
      const other = await withCors.app.inject({ method: 'GET', url: '/api/health', headers: origin });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});

describe('errors', () => {
  test('ASVS v5.0 16.5.1 a forced 500 answers a plain message: no stack trace, no internal detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: THROWING_ROUTE });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/hunter2|db-internal|\bat\s|\.ts:|stack/);
    expect(res.body).not.toContain(INTERNAL_DETAIL);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('router errors (over-long id, undecodable path) answer JSON { success: false, message }', async () => {
    for (const url of [`/api/updates/${'9'.repeat(500)}`, '/api/updates/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url, headers: sessionHeaders(a.admin.token) });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/address/) });
      expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    }
  });

  test('ASVS v5.0 2.2.1 a NUL character anywhere in the request is refused before it reaches the database', async () => {
    const before = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM tasks'))!.n;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/assign',
      headers: sessionHeaders(a.admin.token),
      payload: { description: 'a\u0000b', assignedTo: a.maker.id, dueDate: addDays(istDate(), 3) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request contains a character that is not allowed (NUL)');
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM tasks'))!.n).toBe(before);
  });
});
