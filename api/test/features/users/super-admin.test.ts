import { type SeededTeam, type SeededUser, seedTeam, sessionHeaders, sessionTokenFrom, type TestApp, testCompanies } from '../../support/testApp';

let t: TestApp;
let root: SeededUser;
let team: SeededTeam;
beforeAll(async () => ({ t, root, team } = await testCompanies({ root: true })));
afterAll(() => t.close());

const as = (token: string) => ({ headers: sessionHeaders(token) });
const get = (url: string, token = root.token) => t.app.inject({ method: 'GET', url, ...as(token) });
const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, token = root.token) => t.app.inject({ method, url, payload, ...as(token) });

const auditOf = (action: string, targetId: string) =>
  t.db.query<{ actor_id: string; actor_role: string }>('SELECT actor_id, actor_role FROM audit_events WHERE action = $1 AND target_id = $2', [action, targetId]);

describe('overview', () => {
  test('counts users and companies from the data and shows the database as up', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const before = (await get('/api/super-admin/overview')).json();
    expect(before.totals.companies).toBe(1);
    // The seeded team; the super-admin is an operator, not a customer user.
    expect(before.totals.users).toBe(3);
    expect(before.health.database).toBe('up');
    expect(before.health.requests).toBeGreaterThan(0);

    const other = await seedTeam(t.app);
    const after = (await get('/api/super-admin/overview')).json();
    expect(after.totals.companies).toBe(2);
    expect(after.totals.users).toBe(6);
    await t.db.execute('DELETE FROM companies WHERE id = $1', [other.companyId]);
  });

  test('the recent activity lists audit events with the actor named', async () => {
    await t.db.execute("INSERT INTO audit_events (company_id, actor_id, actor_role, action) VALUES ($1, $2, 'admin', 'auth.login')", [team.companyId, team.admin.id]);
    const body = (await get('/api/super-admin/overview')).json();
    expect(body.recentActivity[0].summary).toBe('Asha Admin signed in');
  });
});

describe('user management', () => {
  test('lists company users with their company, and filters by role, company, status and search', async () => {
    const all = (await get('/api/super-admin/users')).json();
    expect(all.total).toBe(3);
    expect(all.users.map((u: { email: string }) => u.email)).not.toContain(root.email);
    expect(all.users[0].companyName).toMatch(/^Test NBFC/);

    const makers = (await get('/api/super-admin/users?role=maker')).json();
    expect(makers.users.map((u: { id: string }) => u.id)).toEqual([team.maker.id]);
    const byName = (await get('/api/super-admin/users?search=chitra')).json();
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([team.checker.id]);
    const byCompany = (await get(`/api/super-admin/users?companyId=${team.companyId}&status=active`)).json();
    expect(byCompany.total).toBe(3);
    const paged = (await get('/api/super-admin/users?page=2&pageSize=2')).json();
    expect(paged.users).toHaveLength(1);
    expect(paged.total).toBe(3);
  });

  test('refuses bad filters with a clear message', async () => {
    expect((await get('/api/super-admin/users?role=owner')).statusCode).toBe(400);
    const res = await get('/api/super-admin/users?pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('pageSize must be between 1 and 100');
  });

  test('adds a user to any company, recorded with the super-admin as actor', async () => {
    const res = await send('POST', '/api/super-admin/users', {
      firstName: 'Neha',
      lastName: 'New',
      email: 'neha.new@example.com',
      password: 'Ledger-Audit-2026',
      role: 'checker',
      companyId: team.companyId,
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({ role: 'checker', companyId: team.companyId, status: 'active' });
    expect(await auditOf('superadmin.user_created', user.id)).toEqual([{ actor_id: root.id, actor_role: 'super-admin' }]);

    const again = await send('POST', '/api/super-admin/users', {
      firstName: 'Neha',
      lastName: 'Again',
      email: 'NEHA.NEW@example.com',
      password: 'Ledger-Audit-2026',
      role: 'maker',
      companyId: team.companyId,
    });
    expect(again.statusCode).toBe(409);
  });

  test('refuses short passwords, blanks and an unknown company', async () => {
    const base = { firstName: 'A', lastName: 'B', email: 'ab@example.com', password: 'Ledger-Audit-2026', role: 'maker', companyId: team.companyId };
    const short = await send('POST', '/api/super-admin/users', { ...base, password: '123' });
    expect(short.json().message).toBe('Password must be at least 8 characters long');
    const blank = await send('POST', '/api/super-admin/users', { ...base, firstName: ' ' });
    expect(blank.json().message).toBe('Please fill in all fields');
    const nowhere = await send('POST', '/api/super-admin/users', { ...base, companyId: '00000000-0000-4000-8000-000000000000' });
    expect(nowhere.statusCode).toBe(404);
    const count = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email = 'ab@example.com'");
    expect(count!.n).toBe(0);
  });

  test('edits a user and refuses demoting the last active admin', async () => {
    const res = await send('PATCH', `/api/super-admin/users/${team.maker.id}`, { firstName: 'Mohan Kumar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.firstName).toBe('Mohan Kumar');
    const demote = await send('PATCH', `/api/super-admin/users/${team.admin.id}`, { role: 'maker' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('A company needs at least one active administrator');
    const self = await send('PATCH', `/api/super-admin/users/${root.id}`, { firstName: 'X' });
    expect(self.statusCode).toBe(403);
  });

  test('suspending a user ends their session at once; reactivating lets them back', async () => {
    // A live session of another role: refused for the role (403), not for the session (401).
    expect((await get('/api/super-admin/users', team.checker.token)).statusCode).toBe(403);
    const res = await send('POST', `/api/super-admin/users/${team.checker.id}/suspend`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('suspended');
    const live = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [team.checker.id]);
    expect(live!.n).toBe(0);
    expect((await get('/api/super-admin/users', team.checker.token)).statusCode).toBe(401);
    expect(await auditOf('superadmin.user_suspended', team.checker.id)).toEqual([{ actor_id: root.id, actor_role: 'super-admin' }]);

    // The password alone reaches the account's state (active or suspended); the authenticator step comes after.
    const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: team.checker.email, password: team.checker.password } });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(sessionTokenFrom(refused)).toBeNull();

    const back = await send('POST', `/api/super-admin/users/${team.checker.id}/reactivate`, {});
    expect(back.json().user.status).toBe('active');
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().step).toBe('mfa-enrol');
    expect(await auditOf('superadmin.user_reactivated', team.checker.id)).toHaveLength(1);
  });
});
