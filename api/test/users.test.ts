import { buildTestApp, seedCompany, seedTeam, seedUser, type TestApp } from './helper';
import { signInThroughSteps } from './signin-support';
import { call, countRows } from './fixtures';

jest.setTimeout(60_000);

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
    expect(res.json()).toMatchObject({ success: true, message: `${label} user created successfully!`, user: { email: body.email, role, companyId, firstName: 'Mohan', lastName: 'Kumar', status: 'active' } });
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon2/i);
    // The admin chose the password: the user replaces it at first sign-in (ASVS v5.0 6.4.1), then lands on its area.
    const { answer, steps } = await signInThroughSteps(t.app, body.email, body.password, { ip: '10.5.0.1' });
    expect(steps).toEqual(['password-change']);
    expect(answer).toMatchObject({ success: true, redirectTo: `/${role}` });
    const audit = await t.db.one<{ actor_id: string; after: { role: string } }>("SELECT actor_id, after FROM audit_events WHERE action = 'user.created' AND target_id = $1", [res.json().user.id]);
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

  test('a taken e-mail, in any company and any case, is a 409', async () => {
    const other = await seedTeam(t.app);
    const { admin } = await freshAdmin();
    const res = await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker', { email: other.maker.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  test('unknown fields (companyId, status) and wrong types are refused', async () => {
    const { admin } = await freshAdmin();
    const other = await seedCompany(t.db);
    const before = await countRows(t.app, 'users');
    for (const payload of [newUser('maker', { companyId: other }), newUser('maker', { status: 'suspended' }), newUser('maker', { password: 123456 })]) {
      const res = await call(t.app, 'POST', '/api/admin/users', admin.token, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await countRows(t.app, 'users')).toBe(before);
  });

  test('the seat check runs: a third maker on the trial is refused', async () => {
    const { admin } = await freshAdmin();
    for (let i = 0; i < 2; i++) expect((await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker'))).statusCode).toBe(201);
    const third = await call(t.app, 'POST', '/api/admin/users', admin.token, newUser('maker'));
    expect(third.statusCode).toBe(409);
    expect(third.json().success).toBe(false);
  });
});

describe('GET /api/admin/users', () => {
  test('lists the makers or checkers of the admin\'s company only, newest first', async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    const makers = await call(t.app, 'GET', '/api/admin/users?role=maker', a.admin.token);
    expect(makers.statusCode).toBe(200);
    expect(makers.json().users.map((u: { id: string }) => u.id)).toEqual([a.maker.id]);
    expect(makers.json().data).toEqual(makers.json().users);
    const all = await call(t.app, 'GET', '/api/admin/users', a.admin.token);
    expect(all.json().users.map((u: { id: string }) => u.id).sort()).toEqual([a.maker.id, a.checker.id].sort());
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

  test('an admin cannot delete itself, another admin, or another company\'s user', async () => {
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
