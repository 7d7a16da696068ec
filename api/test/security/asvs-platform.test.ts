import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../support/testApp';

/** A served site with what must never be served beside it: a .git folder and a bare remote folder. */
function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'asvs-site-'));
  for (const dir of ['shell/dist/.git', 'mfe-admin/dist/assets', '.git']) fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(root, 'shell/dist/.git/config'), '[remote "origin"] url = secret');
  fs.writeFileSync(path.join(root, '.git/config'), '[remote "origin"] url = secret');
  fs.writeFileSync(path.join(root, 'mfe-admin/dist/assets/a.js'), 'var a');
  return root;
}

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = site();
  t = await buildTestApp({ siteRoot: root, production: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test("ASVS v5.0 3.4.3 the CSP has an allowlist for scripts, object-src 'none' and base-uri 'none'", async () => {
  for (const url of ['/', '/api/health']) {
    const csp = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives).toMatchObject({ 'object-src': "'none'", 'base-uri': "'none'", 'frame-ancestors': "'none'" });
    expect(directives['script-src']).toBe("'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  }
});

test('ASVS v5.0 4.1.1 API answers declare their content type with a UTF-8 charset', async () => {
  const { admin } = await seedTeam(t.app);
  for (const [url, token] of [
    ['/api/health', undefined],
    ['/api/audit', admin.token],
    ['/api/no-such', undefined],
    ['/api/tasks', undefined],
  ] as const) {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? sessionHeaders(token) : {} });
    expect({ url, type: res.headers['content-type'] }).toEqual({ url, type: 'application/json; charset=utf-8' });
  }
  expect((await t.app.inject({ method: 'GET', url: '/' })).headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
});

test('ASVS v5.0 13.4.4 the TRACE method is not supported', async () => {
  for (const url of ['/', '/api/health', '/api/auth/me']) {
    const res = await t.app.inject({ method: 'TRACE' as 'GET', url, headers: { authorization: 'Bearer secret-token-value-123456' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('secret-token-value');
  }
});

test('ASVS v5.0 13.4.3 folders of the site are not listed', async () => {
  for (const url of ['/remotes/mfe-admin/', '/remotes/mfe-admin/assets/', '/remotes/mfe-admin/assets']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).not.toContain('a.js');
  }
});

test('ASVS v5.0 13.4.1 source control metadata is never served', async () => {
  for (const url of ['/.git/config', '/.git/', '/remotes/mfe-admin/../../.git/config', '/%2Egit/config']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect({ url, leaked: res.body.includes('secret') }).toEqual({ url, leaked: false });
  }
});

test('ASVS v5.0 3.5.3 signing out takes a POST: a GET (an image tag, a link) does nothing', async () => {
  const { maker } = await seedTeam(t.app);
  const get = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: sessionHeaders(maker.token) });
  expect(get.statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: sessionHeaders(maker.token) })).statusCode).toBe(200);
});

describe('client address', () => {
  test('ASVS v5.0 4.1.3 ASVS v5.0 15.3.4 without TRUST_PROXY a client cannot choose the address that is logged and rate-limited', async () => {
    const { maker, companyId } = await seedTeam(t.app);
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { ...sessionHeaders(maker.token), 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
    });
    const row = await t.db.one<{ ip: string }>("SELECT ip FROM audit_events WHERE company_id = $1 AND action = 'access.denied'", [companyId]);
    expect(row?.ip).toBe('127.0.0.1');
  });

  test('ASVS v5.0 15.3.4 behind a configured proxy the forwarded client address is the one logged', async () => {
    const proxied = await buildTestApp({ trustProxy: '127.0.0.1' });
    try {
      const { maker, companyId } = await seedTeam(proxied.app);
      await proxied.app.inject({ method: 'GET', url: '/api/admin/users', headers: { ...sessionHeaders(maker.token), 'x-forwarded-for': '203.0.113.9' } });
      const row = await proxied.db.one<{ ip: string }>("SELECT ip FROM audit_events WHERE company_id = $1 AND action = 'access.denied'", [companyId]);
      expect(row?.ip).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});

test('ASVS v5.0 13.4.5 no API documentation or monitoring endpoint is exposed, and health names no versions', async () => {
  for (const url of ['/documentation', '/docs', '/swagger', '/swagger.json', '/openapi.json', '/api/docs', '/metrics', '/api/metrics', '/status']) {
    const res = await t.app.inject({ method: 'GET', url });
    // A 404, or for a page-like path the app's own index page: nothing else answers.
    expect({ url, answered: res.statusCode === 404 || res.body.startsWith('<!doctype html>'), swagger: /swagger|openapi/i.test(res.body) }).toEqual({
      url,
      answered: true,
      swagger: false,
    });
  }
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.body).not.toMatch(/node|v\d+\.\d+\.\d+|postgres(ql)? \d|fastify/i);
});

test('ASVS v5.0 15.3.6 a __proto__ or constructor key in a JSON body is refused, and nothing is polluted', async () => {
  const { admin } = await seedTeam(t.app);
  for (const body of ['{"__proto__":{"polluted":true},"firstName":"a"}', '{"constructor":{"prototype":{"polluted":true}}}']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { ...sessionHeaders(admin.token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('ASVS v5.0 15.3.7 a repeated query parameter is refused rather than guessed', async () => {
  const { admin } = await seedTeam(t.app);
  for (const url of ['/api/audit?page=1&page=2', '/api/audit?userId=a&userId=b', '/api/admin/users?role=maker&role=checker']) {
    const res = await t.app.inject({ method: 'GET', url, headers: sessionHeaders(admin.token) });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
  }
});

test('ASVS v5.0 16.4.1 audit records keep hostile text as data: line breaks and JSON stay inside their field', async () => {
  const { admin, maker, companyId } = await seedTeam(t.app);
  const description = 'Review\r\n{"action":"auth.login","forged":true}\n2026-01-01 admin deleted everything';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tasks/assign',
    headers: sessionHeaders(admin.token),
    payload: { description, assignedTo: maker.id, dueDate: '2030-01-01' },
  });
  expect(res.statusCode).toBe(201);
  const rows = await t.db.query<{ action: string; after: { description: string } }>('SELECT action, after FROM audit_events WHERE company_id = $1 AND target_type = $2', [
    companyId,
    'task',
  ]);
  expect(rows).toEqual([{ action: 'task.assigned', after: expect.objectContaining({ description }) }]);
  const listed = (await t.app.inject({ method: 'GET', url: '/api/audit?entity=task', headers: sessionHeaders(admin.token) })).json();
  expect(listed.events).toHaveLength(1);
  expect(listed.events[0].after.description).toBe(description);
});
