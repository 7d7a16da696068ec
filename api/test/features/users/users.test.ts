import argon2 from 'argon2';
import { buildTestApp, seedCompany, seedTeam, seedUser, type TestApp } from '../../support/testApp';
import { signInThroughSteps } from '../../support/signInSteps';
import { call, countRows } from '../../support/registration';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A company with only its admin, so the trial's seats are all free. */
async function freshAdmin() {
  const companyId = await seedCompany(t.db);
  return { companyId, admin: await seedUser(t.app, 'admin', companyId, { firstName: 'Asha', lastName: 'Admin' }) };
}

const newUser = (role: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mohan',
  lastName: 'Kumar',
  email: `mohan-${Math.random().toString(36).slice(2, 9)}@acme.in`,
  password: 'Ledger-Audit-2026',
  role,
  ...overrides,
});

describe('POST /api/admin/users', () => {
  test.each(['maker', 'checker'])('the admin creates a %s of its own company, which can then sign in', async (role) => {
    const { admin, companyId } = await freshAdmin();
    const body = newUser(role);
    const res = await call(t.app, 'POST', '/api/admin/users', admin.token, body);
    expect(res.statusCode).toBe(201);
    const label = role === 'maker' ? 'Maker' : 'Checker';
    expect(res.json()).toMatchObject({
      success: true,
      message: `${label} user created successfully!`,
      user: { email: body.email, role, companyId, firstName: 'Mohan', lastName: 'Kumar', status: 'active' },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon2/i);
    // The admin chose the password: the user replaces it at first sign-in (ASVS v5.0 6.4.1), then lands on its area.
    const { answer, steps } = await signInThroughSteps(t.app, body.email, body.password, { ip: '10.5.0.1' });
    // Every role enrols an authenticator (docs/decisions/0240-mfa-every-role-limited-first-session.md).
    expect(steps).toEqual(['password-change', 'mfa-enrol']);
    expect(answer).toMatchObject({ success: true, redirectTo: `/${role}` });
    const audit = await t.db.one<{ actor_id: string; after: { role: string } }>(
      "SELECT actor_id, after FROM audit_events WHERE action = 'user.created' AND target_id = $1",
      [res.json().user.id],
    );
    expect(audit).toMatchObject({ actor_id: admin.id, after: { role } });
  });

  test.each([
    [{ firstName: '' }, 400, 'Please fill in all fields'],
    [{ lastName: '  ' }, 400, 'Please fill in all fields'],
    [{ email: '' }, 400, 'Please fill in all fields'],
    [{ password: '' }, 400, 'Please fill in all fields'],
    [{ role: '' }, 400, 'Please fill in all fields'],
    [{ password: '1234567' }, 400, 'Password must be at least 8 characters long'],
    [{ password: 'password123' }, 400, 'This password is too common or has appeared in data breaches. Please choose another.'],
    [{ email: 'mohan-at-acme' }, 400, 'Email is invalid'],
    [{ role: 'admin' }, 400, 'Role must be maker or checker'],
    [{ role: 'super-admin' }, 400, 'Role must be maker or checker'],
  ])('refuses %j: %i %s, creating nothing', async (overrides, status, message) => {
    const { admin } = await freshAdmin();
    const before = await countRows(t.app, 'users');
    const res = await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker', overrides));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(await countRows(t.app, 'users')).toBe(before);
  });

  test('ASVS v5.0 8.4.1 an e-mail taken in another company (any case) is refused without naming or hinting at that company', async () => {
    const other = await seedTeam(t.app);
    const { admin, companyId } = await freshAdmin();
    const res = await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker', { email: other.maker.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'This email address cannot be used for a new user. Please use a different email address.' });
    // The probe is in the admin's trail.
    const refused = await t.db.one<{ after: { email: string } }>("SELECT after FROM audit_events WHERE company_id = $1 AND action = 'user.create_refused'", [companyId]);
    expect(refused?.after.email).toBe(other.maker.email.toUpperCase());
    // A duplicate inside the admin's own company keeps the plain message.
    const own = await seedUser(t.app, 'maker', companyId);
    const dup = await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker', { email: own.email }));
    expect(dup.json()).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  test('ASVS v5.0 2.4.1 a refused e-mail or seat is answered before the password is hashed', async () => {
    const other = await seedTeam(t.app);
    const { admin } = await freshAdmin();
    // seedTeam/freshAdmin hash their own passwords first; only the calls of the route are counted.
    const hash = jest.spyOn(argon2, 'hash');
    try {
      expect((await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker', { email: other.maker.email }))).statusCode).toBe(409);
      expect(hash).not.toHaveBeenCalled();
      expect((await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker'))).statusCode).toBe(201);
      expect(hash).toHaveBeenCalledTimes(1);
      // The trial's two maker seats taken, the third is refused without hashing.
      expect((await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker'))).statusCode).toBe(201);
      hash.mockClear();
      expect((await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker'))).statusCode).toBe(409);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  test('ASVS v5.0 15.3.3 ASVS v5.0 8.2.3 unknown fields (companyId, status) and wrong types are refused', async () => {
    const { admin } = await freshAdmin();
    const other = await seedCompany(t.db);
    const before = await countRows(t.app, 'users');
    for (const payload of [newUser('maker', { companyId: other }), newUser('maker', { status: 'suspended' }), newUser('maker', { password: 123456 })]) {
      const res = await call(t.app, 'POST', '/api/admin/users', admin.token, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await countRows(t.app, 'users')).toBe(before);
  });

  test('ASVS v5.0 2.3.2 the seat check runs: a third maker on the trial is refused', async () => {
    const { admin } = await freshAdmin();
    for (let i = 0; i < 2; i++) expect((await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker'))).statusCode).toBe(201);
    const third = await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker'));
    expect(third.statusCode).toBe(409);
    expect(third.json().success).toBe(false);
  });
});

describe('GET /api/admin/users', () => {
  test("lists the makers or checkers of the admin's company only, newest first", async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    const makers = await call(t.app, 'GET', '/api/admin/users?role=maker', a.admin.token);
    expect(makers.statusCode).toBe(200);
    expect(makers.json().users.map((u: { id: string }) => u.id)).toEqual([a.maker.id]);
    expect(makers.json().data).toEqual(makers.json().users);
    const all = await call(t.app, 'GET', '/api/admin/users', a.admin.token);
    expect(
      all
        .json()
        .users.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual([a.maker.id, a.checker.id].sort());
    expect(JSON.stringify(all.json())).not.toContain(b.maker.id);
    expect((await call(t.app, 'GET', '/api/admin/users?role=admin', a.admin.token)).json()).toEqual({ success: false, message: 'Role must be maker or checker' });
  });

  test('an empty team answers an empty list', async () => {
    const { admin } = await freshAdmin();
    expect((await call(t.app, 'GET', '/api/admin/users?role=checker', admin.token)).json()).toEqual({ success: true, users: [], data: [], nextCursor: null });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  test('deletes a maker of the company, ends its sessions, frees its e-mail and audits it', async () => {
    const { admin, maker, companyId } = await seedTeam(t.app);
    const res = await call(t.app, 'DELETE', `/api/admin/users/${maker.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully!' });
    expect((await call(t.app, 'GET', '/api/auth/me', maker.token)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/users?role=maker', admin.token)).json().users).toEqual([]);
    const audit = await t.db.one<{ before: { email: string } }>("SELECT before FROM audit_events WHERE company_id = $1 AND action = 'user.deleted'", [companyId]);
    expect(audit!.before.email).toBe(maker.email);
    expect((await call(t.app, 'DELETE', `/api/admin/users/${maker.id}`, admin.token)).statusCode).toBe(404);
    const again = await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker', { email: maker.email }));
    expect(again.statusCode).toBe(201);
  });

  test("an admin cannot delete itself, another admin, or another company's user", async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    const secondAdmin = await seedUser(t.app, 'admin', a.companyId);
    const self = await call(t.app, 'DELETE', `/api/admin/users/${a.admin.id}`, a.admin.token);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ success: false, message: 'You cannot delete your own account' });
    expect((await call(t.app, 'DELETE', `/api/admin/users/${secondAdmin.id}`, a.admin.token)).statusCode).toBe(404);
    const cross = await call(t.app, 'DELETE', `/api/admin/users/${b.maker.id}`, a.admin.token);
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ success: false, message: 'User not found' });
    expect((await call(t.app, 'GET', '/api/auth/me', b.maker.token)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', '/api/admin/users/not-a-uuid', a.admin.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', "/api/admin/users/1' OR '1'='1", a.admin.token)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/search', () => {
  test('finds users and tasks of the company only, case-insensitively, and treats % literally', async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    const assign = (token: string, assignedTo: string, description: string) =>
      call(t.app, 'POST', '/api/tasks/assign', token, { description, assignedTo, dueDate: '2099-01-01' });
    await assign(a.admin.token, a.maker.id, 'File the NBFC return');
    await assign(b.admin.token, b.maker.id, 'File the NBFC return elsewhere');
    const res = await call(t.app, 'GET', '/api/admin/search?q=mOhAn', a.admin.token);
    expect(res.json().users.map((u: { id: string }) => u.id)).toEqual([a.maker.id]);
    const tasks = await call(t.app, 'GET', '/api/admin/search?q=nbfc', a.admin.token);
    expect(tasks.json().tasks.map((x: { description: string }) => x.description)).toEqual(['File the NBFC return']);
    expect((await call(t.app, 'GET', '/api/admin/search?q=%25', a.admin.token)).json()).toEqual({ success: true, users: [], tasks: [] });
    expect((await call(t.app, 'GET', '/api/admin/search?q=', a.admin.token)).json()).toEqual({ success: true, users: [], tasks: [] });
  });
});

describe('POST /api/admin/users rate limit', () => {
  test('ASVS v5.0 2.4.1 ASVS v5.0 16.3.3 user creation is limited per admin (not per address), and answers 429 with a clear message', async () => {
    const limited = await buildTestApp({ userCreateLimitPerHour: 2 });
    try {
      const companyId = await seedCompany(limited.db);
      const admin = await seedUser(limited.app, 'admin', companyId);
      const taken = await seedTeam(limited.app);
      // Refusals count too: probing addresses is what the limit is for.
      for (let i = 0; i < 2; i++) {
        expect((await call(limited.app, 'POST', '/api/admin/users', admin.token, newUser('maker', { email: taken.maker.email }))).statusCode).toBe(409);
      }
      const third = await call(limited.app, 'POST', '/api/admin/users', admin.token, newUser('maker'));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) });
      // The limit being reached is itself in the trail, with the admin who reached it.
      const limitHit = await limited.db.one<{ actor_id: string; target_id: string }>(
        "SELECT actor_id, target_id FROM audit_events WHERE company_id = $1 AND action = 'access.rate_limited'",
        [companyId],
      );
      expect(limitHit).toEqual({ actor_id: admin.id, target_id: 'POST /api/admin/users' });
      // Another admin from the same address is not affected.
      const otherAdmin = await seedUser(limited.app, 'admin', await seedCompany(limited.db));
      expect((await call(limited.app, 'POST', '/api/admin/users', otherAdmin.token, newUser('maker'))).statusCode).toBe(201);
      // A maker's refused call is a 403 before any counting.
      expect((await call(limited.app, 'POST', '/api/admin/users', taken.maker.token, newUser('maker'))).statusCode).toBe(403);
    } finally {
      await limited.close();
    }
  });
});
