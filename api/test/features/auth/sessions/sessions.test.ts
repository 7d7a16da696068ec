import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../../src/config';
import { MAX_SESSIONS_PER_USER, createSession, hashToken } from '../../../../src/features/auth/sessions/sessionService';
import { revokeSessions } from '../../../../src/features/auth/sessions/sessionRepository';
import { FOREIGN_ORIGIN_MESSAGE } from '../../../../src/plugins/auth';
import { buildTestApp, seedTeam, seedUser, sessionHeaders, sessionTokenFrom, type TestApp } from '../../../support/testApp';
import { codeFor } from '../../../support/signInSteps';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:8080';
const UA = {
  laptop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

const signIn = (app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}, remoteAddress = '10.15.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers, remoteAddress });
const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: sessionHeaders(token) });
const lastSeen = async (token: string) =>
  (await t.db.one<{ at: Date }>('SELECT last_seen_at AS at FROM sessions WHERE token_hash = $1', [hashToken(token)]))!.at.getTime();

describe('the session cookie', () => {
  test('ASVS v5.0 3.3.4 ASVS v5.0 3.3.2 a sign-in sets the token only in an HttpOnly, SameSite=Strict cookie, never in the body', async () => {
    const { maker } = await seedTeam(t.app, { makerMfa: false });
    const res = await signIn(t.app, maker.email, maker.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    // The session's own cookie (a sign-in also sets the long-lived device cookie of the lock-out rules).
    const cookie = String([res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('session=')));
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=|Max-Age|Expires/i);
    expect(JSON.stringify(res.json())).not.toContain(sessionTokenFrom(res));
    expect((await me(t.app, sessionTokenFrom(res)!)).statusCode).toBe(200);
  });

  test('ASVS v5.0 3.3.1 ASVS v5.0 3.3.3 on https the cookie is Secure and named with the __Host- prefix', async () => {
    const secure = await t.secondInstance!({ cookieSecure: true });
    try {
      const { maker } = await seedTeam(secure.app, { makerMfa: false });
      const res = await signIn(secure.app, maker.email, maker.password);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Domain=');
      const token = sessionTokenFrom(res)!;
      expect((await secure.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `__Host-session=${token}` } })).statusCode).toBe(200);
      // The cookie name of plain http is not read on https.
      expect((await secure.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `session=${token}` } })).statusCode).toBe(401);
    } finally {
      await secure.close();
    }
  });

  test('ASVS v5.0 3.3.1 Secure follows the public origin: https or a non-local production host; http only on this machine', () => {
    const secure = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv).cookieSecure;
    expect(secure({ PUBLIC_URL: 'https://comply.example.in' })).toBe(true);
    // Production on a non-local host must be https: plain http refuses the start (ASVS 12.2.1).
    expect(() => secure({ NODE_ENV: 'production', PUBLIC_URL: 'http://comply.example.in' })).toThrow(/must be an https address/);
    expect(secure({ NODE_ENV: 'production' })).toBe(false); // pnpm start on http://localhost:8080
    expect(secure({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:9000' })).toBe(false);
    expect(secure({})).toBe(false);
    expect(secure({ PUBLIC_URL: 'https://comply.example.in', SESSION_COOKIE_SECURE: 'false' })).toBe(false);
    expect(secure({ SESSION_COOKIE_SECURE: 'true' })).toBe(true);
  });

  test('ASVS v5.0 7.2.1 no Authorization header, query string or other cookie name carries a session', async () => {
    const { admin } = await seedTeam(t.app, { makerMfa: false });
    for (const headers of [{ authorization: `Bearer ${admin.token}` }, { cookie: `auth_token=${admin.token}` }, { cookie: `token=${admin.token}` }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/me?session=${admin.token}` })).statusCode).toBe(401);
  });

  test('ASVS v5.0 7.4.1 sign-out ends the session on the server and clears the cookie', async () => {
    const { maker } = await seedTeam(t.app, { makerMfa: false });
    const token = sessionTokenFrom(await signIn(t.app, maker.email, maker.password))!;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...sessionHeaders(token), origin: ORIGIN } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(t.app, token)).statusCode).toBe(401);
    const row = await t.db.one<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE token_hash = $1', [hashToken(token)]);
    expect(row!.revoked_at).not.toBeNull();
  });

  test('ASVS v5.0 7.2.4 signing in again replaces the session the browser held', async () => {
    // A maker: its sign-in ends at the password (an admin's goes on to MFA, see the next test).
    const { maker } = await seedTeam(t.app, { makerMfa: false });
    const first = sessionTokenFrom(await signIn(t.app, maker.email, maker.password))!;
    const again = await signIn(t.app, maker.email, maker.password, sessionHeaders(first));
    const second = sessionTokenFrom(again)!;
    expect(second).not.toBe(first);
    expect((await me(t.app, first)).statusCode).toBe(401);
    expect((await me(t.app, second)).statusCode).toBe(200);
  });

  test('ASVS v5.0 7.2.4 a sign-in that ends at the MFA step sets the cookie only then, and replaces the session the browser held', async () => {
    const { admin, maker } = await seedTeam(t.app, { makerMfa: false });
    const held = maker.token;
    const start = await signIn(t.app, admin.email, admin.password, sessionHeaders(held));
    expect(start.json().step).toBe('mfa-enrol');
    expect(start.headers['set-cookie']).toBeUndefined();
    // The password alone ends nothing: the browser's session lives until a session replaces it.
    expect((await me(t.app, held)).statusCode).toBe(200);
    const { challengeToken } = start.json();
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload, headers: sessionHeaders(held), remoteAddress: '10.15.0.1' });
    const setup = (await post('/api/auth/login/mfa-enrol/start', { challengeToken })).json();
    const done = await post('/api/auth/login/mfa-enrol/confirm', { challengeToken, code: codeFor(setup.secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().token).toBeUndefined();
    expect(done.json().recoveryCodes).toHaveLength(10);
    const session = sessionTokenFrom(done)!;
    expect(String(done.headers['set-cookie'])).toContain('HttpOnly');
    expect((await me(t.app, session)).json().user.id).toBe(admin.id);
    expect((await me(t.app, held)).statusCode).toBe(401);
  });

  test('ASVS v5.0 7.4.1 a refused session answer also clears the stale cookie', async () => {
    const res = await me(t.app, 'x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/^session=;/);
  });
});

describe('request forgery (Origin check)', () => {
  let n = 0;
  const assign = (token: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { ...sessionHeaders(token), ...headers },
      payload: { firstName: 'Eve', lastName: 'X', email: `eve-${Date.now()}-${n++}@x.in`, password: 'Ledger-Audit-2026', role: 'maker' },
    });

  test('ASVS v5.0 3.5.1 a state-changing call from another origin is refused before it runs', async () => {
    const { admin, companyId } = await seedTeam(t.app, { makerMfa: false });
    const before = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE company_id = $1', [companyId]);
    const forged: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:8080.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of forged) {
      const res = await assign(admin.token, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: FOREIGN_ORIGIN_MESSAGE });
    }
    const after = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE company_id = $1', [companyId]);
    expect(after!.n).toBe(before!.n);
  });

  test('ASVS v5.0 3.5.1 the site itself (its public origin or the Host it was reached on) and programs without Origin pass', async () => {
    // A fresh company each time: a trial has one free maker seat.
    const adminToken = async () => (await seedTeam(t.app, { makerMfa: false })).admin.token;
    expect((await assign(await adminToken(), { origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await assign(await adminToken(), { origin: 'http://comply.test:9160', host: 'comply.test:9160' })).statusCode).toBe(201);
    expect((await assign(await adminToken(), {})).statusCode).toBe(201);
  });

  test('ASVS v5.0 3.5.1 sign-in from another site is refused too (login forgery)', async () => {
    const { maker } = await seedTeam(t.app, { makerMfa: false });
    const res = await signIn(t.app, maker.email, maker.password, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('ASVS v5.0 3.5.3 reads are not blocked by the Origin check; the payment gateway may post back from its own site', async () => {
    const { admin } = await seedTeam(t.app, { makerMfa: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...sessionHeaders(admin.token), origin: 'https://evil.example' } })).statusCode).toBe(
      200,
    );
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payu/success',
      headers: { origin: 'https://secure.payu.in', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'txnid=nope&status=success',
    });
    expect(callback.statusCode).not.toBe(403);
    expect(callback.statusCode).toBeLessThan(500);
  });
});

describe('idle timeout and absolute lifetime', () => {
  test('ASVS v5.0 7.3.1 a session unused for 30 minutes ends; one used within them keeps going', async () => {
    const { maker, checker } = await seedTeam(t.app, { makerMfa: false });
    await t.db.execute("UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1", [hashToken(maker.token)]);
    await t.db.execute("UPDATE sessions SET last_seen_at = now() - interval '29 minutes' WHERE token_hash = $1", [hashToken(checker.token)]);
    expect((await me(t.app, maker.token)).statusCode).toBe(401);
    expect((await me(t.app, checker.token)).statusCode).toBe(200);
    // Sliding: the use moved the checker's last-seen time to now.
    expect(Date.now() - (await lastSeen(checker.token))).toBeLessThan(60_000);
  });

  test('ASVS v5.0 7.3.1 the idle timeout is configurable (SESSION_IDLE_MINUTES)', async () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' } as NodeJS.ProcessEnv).sessionIdleMinutes).toBe(15);
    expect(loadConfig({} as NodeJS.ProcessEnv).sessionIdleMinutes).toBe(30);
    const short = await t.secondInstance!({ sessionIdleMinutes: 5 });
    try {
      const { admin } = await seedTeam(short.app);
      await t.db.execute("UPDATE sessions SET last_seen_at = now() - interval '6 minutes' WHERE token_hash = $1", [hashToken(admin.token)]);
      expect((await me(short.app, admin.token)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  test('ASVS v5.0 7.3.1 the last-seen time is written at most once a minute, not on every request', async () => {
    for (const cacheSeconds of [30, 0]) {
      const instance = await t.secondInstance!({ sessionCacheSeconds: cacheSeconds });
      try {
        const { maker } = await seedTeam(instance.app, { makerMfa: false });
        expect((await me(instance.app, maker.token)).statusCode).toBe(200);
        await t.db.execute("UPDATE sessions SET last_seen_at = now() - interval '50 seconds' WHERE token_hash = $1", [hashToken(maker.token)]);
        const marked = await lastSeen(maker.token);
        for (let i = 0; i < 5; i++) expect((await me(instance.app, maker.token)).statusCode).toBe(200);
        expect(await lastSeen(maker.token)).toBe(marked);
      } finally {
        await instance.close();
      }
    }
  });

  test('ASVS v5.0 7.3.2 the absolute lifetime holds however busy the session is', async () => {
    const { admin } = await seedTeam(t.app, { makerMfa: false });
    expect((await me(t.app, admin.token)).statusCode).toBe(200);
    const row = await t.db.one<{ hours: number }>('SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM sessions WHERE token_hash = $1', [
      hashToken(admin.token),
    ]);
    expect(Math.round(Number(row!.hours))).toBe(12);
    await t.db.execute("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(admin.token)]);
    expect((await me(t.app, admin.token)).statusCode).toBe(401);
  });
});

describe('signed-in devices', () => {
  const sessions = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/sessions', headers: sessionHeaders(token) });
  const end = (token: string, id: string, password: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/sessions/${id}/end`, headers: { ...sessionHeaders(token), origin: ORIGIN }, payload: { password } });

  test('ASVS v5.0 7.5.2 a user sees each of their sessions with device, address, start and last use', async () => {
    const { admin, maker } = await seedTeam(t.app, { makerMfa: false });
    const laptop = sessionTokenFrom(await signIn(t.app, maker.email, maker.password, { 'user-agent': UA.laptop }, '10.15.1.1'))!;
    await signIn(t.app, maker.email, maker.password, { 'user-agent': UA.phone }, '10.15.1.2');
    const res = await sessions(t.app, laptop);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.idleMinutes).toBe(30);
    // The seeded session, the laptop and the phone; another user's sessions never appear.
    expect(body.sessions).toHaveLength(3);
    expect(body.sessions.filter((s: { current: boolean }) => s.current)).toEqual([
      expect.objectContaining({ userAgent: UA.laptop, ip: '10.15.1.1', createdAt: expect.any(String), lastSeenAt: expect.any(String), expiresAt: expect.any(String) }),
    ]);
    expect(body.sessions.map((s: { userAgent: string }) => s.userAgent)).toContain(UA.phone);
    expect(JSON.stringify(body)).not.toContain(laptop);
    expect(JSON.stringify(body)).not.toContain(admin.id);
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  test('ASVS v5.0 7.5.2 ending another session needs the password again, and ends it at once', async () => {
    const { maker } = await seedTeam(t.app, { makerMfa: false });
    const laptop = sessionTokenFrom(await signIn(t.app, maker.email, maker.password, { 'user-agent': UA.laptop }))!;
    const phone = sessionTokenFrom(await signIn(t.app, maker.email, maker.password, { 'user-agent': UA.phone }))!;
    const listed = (await sessions(t.app, laptop)).json().sessions as Array<{ id: string; userAgent: string; current: boolean }>;
    const phoneId = listed.find((s) => s.userAgent === UA.phone)!.id;
    const current = listed.find((s) => s.current)!.id;

    const wrong = await end(laptop, phoneId, 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('The password is not correct');
    expect((await end(laptop, phoneId, '')).statusCode).toBe(400);
    expect((await me(t.app, phone)).statusCode).toBe(200);

    const ok = await end(laptop, phoneId, maker.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, ended: 1 });
    expect((await me(t.app, phone)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(200);
    expect((await end(laptop, phoneId, maker.password)).statusCode).toBe(404);
    expect((await end(laptop, current, maker.password)).statusCode).toBe(400);
    expect((await end(laptop, 'not-a-uuid', maker.password)).statusCode).toBe(400);
    const audit = await t.db.query<{ action: string }>("SELECT action FROM audit_events WHERE actor_id = $1 AND action = 'auth.session_ended'", [maker.id]);
    expect(audit).toHaveLength(1);
  });

  test("ASVS v5.0 8.2.2 a user cannot end another user's session, even in the same company", async () => {
    const { admin, maker } = await seedTeam(t.app, { makerMfa: false });
    const makerSessions = (await sessions(t.app, maker.token)).json().sessions as Array<{ id: string }>;
    const res = await end(admin.token, makerSessions[0].id, admin.password);
    expect(res.statusCode).toBe(404);
    expect((await me(t.app, maker.token)).statusCode).toBe(200);
  });

  test('ASVS v5.0 7.5.2 "end all other sessions" keeps only the current one', async () => {
    // A maker: the password alone signs in (checkers enrol an authenticator by default).
    const { maker: checker } = await seedTeam(t.app, { makerMfa: false });
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push(sessionTokenFrom(await signIn(t.app, checker.email, checker.password))!);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-others', headers: sessionHeaders(tokens[0]), payload: { password: checker.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ended: 3, message: '3 other sessions have been ended' });
    expect((await me(t.app, tokens[0])).statusCode).toBe(200);
    for (const token of [checker.token, tokens[1], tokens[2]]) expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await sessions(t.app, tokens[0])).json().sessions).toHaveLength(1);
  });

  test('ASVS v5.0 7.1.2 at most 10 live sessions per account: the least recently used one ends', async () => {
    const companyId = (await seedTeam(t.app, { makerMfa: false })).companyId;
    const user = await seedUser(t.app, 'maker', companyId);
    await t.db.execute("UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE user_id = $1", [user.id]);
    const tokens = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) tokens.push(sessionTokenFrom(await signIn(t.app, user.email, user.password))!);
    const live = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [user.id]);
    expect(live!.n).toBe(MAX_SESSIONS_PER_USER);
    expect((await me(t.app, user.token)).statusCode).toBe(401);
    for (const token of tokens) expect((await me(t.app, token)).statusCode).toBe(200);
  });

  test('sign-ins of one account at the same moment all succeed and leave at most 10 live sessions', async () => {
    const companyId = (await seedTeam(t.app, { makerMfa: false })).companyId;
    const user = await seedUser(t.app, 'maker', companyId);
    // Opened as a sign-in opens them (one transaction each), all at once: each ends the sessions beyond the tenth.
    const opened = await Promise.allSettled(Array.from({ length: 40 }, () => t.db.transaction((tx) => createSession(tx, user.id, 8))));
    expect(opened.filter((o) => o.status === 'rejected')).toEqual([]);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(t.app, user.email, user.password, {}, `10.16.0.${i + 1}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const live = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [user.id]);
    expect(live!.n).toBe(MAX_SESSIONS_PER_USER);
  });
});

describe('session cache across instances', () => {
  test('ASVS v5.0 7.4.1 sign-out on instance A is a 401 on instance B at the next request', async () => {
    const b = await t.secondInstance!();
    try {
      const { maker } = await seedTeam(t.app, { makerMfa: false });
      expect((await me(b.app, maker.token)).statusCode).toBe(200);
      expect(b.app.sessions.size).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sessionHeaders(maker.token) })).statusCode).toBe(200);
      expect((await me(b.app, maker.token)).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });

  test('ASVS v5.0 7.4.2 suspending or deleting a user, or suspending a company, on A ends their sessions on B at once', async () => {
    const b = await t.secondInstance!();
    try {
      const root = await seedUser(t.app, 'super-admin', null);
      const team = await seedTeam(t.app, { makerMfa: false });
      const other = await seedTeam(t.app, { makerMfa: false });
      for (const token of [team.maker.token, team.checker.token, other.admin.token, other.maker.token]) expect((await me(b.app, token)).statusCode).toBe(200);

      expect((await t.app.inject({ method: 'POST', url: `/api/super-admin/users/${team.maker.id}/suspend`, headers: sessionHeaders(root.token) })).statusCode).toBe(200);
      expect((await me(b.app, team.maker.token)).statusCode).toBe(401);

      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${team.checker.id}`, headers: sessionHeaders(team.admin.token) })).statusCode).toBe(200);
      expect((await me(b.app, team.checker.token)).statusCode).toBe(401);

      expect((await t.app.inject({ method: 'POST', url: `/api/super-admin/companies/${other.companyId}/suspend`, headers: sessionHeaders(root.token) })).statusCode).toBe(
        200,
      );
      expect((await me(b.app, other.admin.token)).statusCode).toBe(401);
      expect((await me(b.app, other.maker.token)).statusCode).toBe(401);
      // Others are untouched.
      expect((await me(b.app, team.admin.token)).statusCode).toBe(200);
    } finally {
      await b.close();
    }
  });

  test('ASVS v5.0 7.4.3 revokeSessions (password change) inside a transaction on A ends the other sessions on B, keeping the current one', async () => {
    const b = await t.secondInstance!();
    try {
      const { maker: checker } = await seedTeam(t.app, { makerMfa: false });
      const keep = sessionTokenFrom(await signIn(t.app, checker.email, checker.password))!;
      const keepId = (await t.db.one<{ id: string }>('SELECT id FROM sessions WHERE token_hash = $1', [hashToken(keep)]))!.id;
      for (const token of [checker.token, keep]) expect((await me(b.app, token)).statusCode).toBe(200);
      const ended = await t.db.transaction((tx) => revokeSessions(tx, checker.id, keepId));
      expect(ended).toBe(1);
      expect((await me(b.app, checker.token)).statusCode).toBe(401);
      expect((await me(b.app, keep)).statusCode).toBe(200);
    } finally {
      await b.close();
    }
  });

  test("ASVS v5.0 7.4.3 a password change on A ends the user's other sessions on B at once, keeping the one that changed it", async () => {
    const b = await t.secondInstance!();
    try {
      const { maker } = await seedTeam(t.app, { makerMfa: false });
      const keep = sessionTokenFrom(await signIn(t.app, maker.email, maker.password))!;
      for (const token of [maker.token, keep]) expect((await me(b.app, token)).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: sessionHeaders(keep),
        payload: { currentPassword: maker.password, newPassword: 'Changed-ledger-2027' },
      });
      expect(res.statusCode).toBe(200);
      expect((await me(b.app, maker.token)).statusCode).toBe(401);
      expect((await me(b.app, keep)).statusCode).toBe(200);
    } finally {
      await b.close();
    }
  });

  test('ASVS v5.0 7.5.2 ending a device on A is a 401 for that device on B', async () => {
    const b = await t.secondInstance!();
    try {
      const { maker } = await seedTeam(t.app, { makerMfa: false });
      const phone = sessionTokenFrom(await signIn(t.app, maker.email, maker.password, { 'user-agent': UA.phone }))!;
      expect((await me(b.app, phone)).statusCode).toBe(200);
      const phoneId = (await t.db.one<{ id: string }>('SELECT id FROM sessions WHERE token_hash = $1', [hashToken(phone)]))!.id;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/sessions/${phoneId}/end`,
        headers: sessionHeaders(maker.token),
        payload: { password: maker.password },
      });
      expect(res.statusCode).toBe(200);
      expect((await me(b.app, phone)).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });

  test('a renamed user is seen with the new name on the other instance at once', async () => {
    const b = await t.secondInstance!();
    try {
      const { maker } = await seedTeam(t.app, { makerMfa: false });
      expect((await me(b.app, maker.token)).json().user.firstName).toBe('Mohan');
      await t.db.execute("UPDATE users SET first_name = 'Manoj' WHERE id = $1", [maker.id]);
      expect((await me(b.app, maker.token)).json().user.firstName).toBe('Manoj');
    } finally {
      await b.close();
    }
  });

  test('a session is in the cache from its sign-in: the first page after it asks the database nothing', async () => {
    const { maker } = await seedTeam(t.app, { makerMfa: false });
    const token = sessionTokenFrom(await signIn(t.app, maker.email, maker.password))!;
    // Only to prove the cache is used: with the notifying trigger off, a rename stays unseen.
    await t.db.exec('ALTER TABLE users DISABLE TRIGGER users_session_changed');
    try {
      await t.db.execute("UPDATE users SET first_name = 'Silent' WHERE id = $1", [maker.id]);
      expect((await me(t.app, token)).json().user.firstName).toBe('Mohan');
    } finally {
      await t.db.exec('ALTER TABLE users ENABLE TRIGGER users_session_changed');
    }
    // Any announced change to the user is seen at once, as for every cached session.
    await t.db.execute("UPDATE users SET last_name = 'Renamed' WHERE id = $1", [maker.id]);
    expect((await me(t.app, token)).json().user).toMatchObject({ firstName: 'Silent', lastName: 'Renamed' });
  });
});

describe("GET /api/auth/session (the front end's start-up check)", () => {
  test('ASVS v5.0 7.2.1 answers the signed-in user, or null for a visitor or a dead session, always 200 and never cached', async () => {
    const { maker } = await seedTeam(t.app, { makerMfa: false });
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: sessionHeaders(maker.token) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { id: maker.id, role: 'maker', email: maker.email } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(signedIn.json())).not.toMatch(/password|token/i);

    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ success: true, user: null });
    expect(visitor.headers['set-cookie']).toBeUndefined();

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sessionHeaders(maker.token) });
    const ended = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: sessionHeaders(maker.token) });
    expect(ended.json()).toEqual({ success: true, user: null });
    expect(String(ended.headers['set-cookie'])).toMatch(/^session=;/);
  });
});
