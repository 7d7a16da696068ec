import { type SeededTeam, type SeededUser, seedTeam, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';
import { periodOn } from '../../../src/features/assessments/periods';
import { indiaToday } from '../../../src/features/updates/deadlines';

let t: TestApp;
let root: SeededUser;
let team: SeededTeam;
beforeAll(async () => ({ t, root, team } = await testCompanies({ root: true })));
afterAll(() => t.close());

const get = (url: string, token = root.token) => t.app.inject({ method: 'GET', url, headers: sessionHeaders(token) });
const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, token = root.token) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(token) });

const registration = (email: string) => ({
  firstName: 'Kiran',
  lastName: 'Rao',
  email,
  password: 'Ledger-Audit-2026',
  companyData: {
    company_name: 'Sahyadri Finance Ltd',
    organization_type: 'Public Limited Non-Listed',
    email,
    mobile: '9876543210',
    landline: '',
    website_url: '',
    pan: 'ABCDE1234F',
    cin: '',
    gstn: '',
    address: '12 FC Road',
    country: 'India',
    state: 'Maharashtra',
    city: 'Pune',
    pincode: '411004',
    establishment: ['Registered Office'],
    nbfc_type: '',
    your_current_asset_size: 1200,
    net_owned_fund: null,
    username: 'kiran',
    regulatory_authority: ['RBI'],
  },
});

const ENDPOINTS: Array<['GET' | 'POST' | 'PATCH' | 'PUT', string, object?]> = [
  ['GET', '/api/super-admin/overview'],
  ['GET', '/api/super-admin/analytics'],
  ['GET', '/api/super-admin/users'],
  ['POST', '/api/super-admin/users', {}],
  ['PATCH', '/api/super-admin/users/00000000-0000-4000-8000-000000000000', { firstName: 'x' }],
  ['POST', '/api/super-admin/users/00000000-0000-4000-8000-000000000000/suspend', {}],
  ['POST', '/api/super-admin/users/00000000-0000-4000-8000-000000000000/reactivate', {}],
  ['GET', '/api/super-admin/companies'],
  ['GET', '/api/super-admin/company-choices'],
  ['GET', '/api/super-admin/companies/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/super-admin/companies', {}],
  ['POST', '/api/super-admin/companies/00000000-0000-4000-8000-000000000000/suspend', {}],
  ['POST', '/api/super-admin/companies/00000000-0000-4000-8000-000000000000/reactivate', {}],
  ['POST', '/api/super-admin/companies/00000000-0000-4000-8000-000000000000/contract-period', {}],
  ['GET', '/api/super-admin/settings'],
  ['PUT', '/api/super-admin/settings', {}],
];

// Objects, not arrays: a row shorter than the callback's arity would be taken for a done-callback test.
const CASES = ENDPOINTS.map(([method, url, payload]) => ({ method, url, payload }));
test.each(CASES)('$method $url: 403 for an admin, a maker and a checker, 401 without a session', async ({ method, url, payload }) => {
  for (const user of [team.admin, team.maker, team.checker]) {
    const res = await t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
    expect(res.statusCode).toBe(403);
  }
  expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
});

test('Add New Company creates the company and its admin, counted at once, audited as the super-admin', async () => {
  const before = (await get('/api/super-admin/overview')).json().totals.companies;
  const res = await send('POST', '/api/super-admin/companies', registration('kiran@sahyadri.example'));
  expect(res.statusCode).toBe(201);
  const { companyId, adminUserId } = res.json();
  expect((await get('/api/super-admin/overview')).json().totals.companies).toBe(before + 1);

  const detail = (await get(`/api/super-admin/companies/${companyId}`)).json();
  expect(detail.company.profile).toMatchObject({ companyName: 'Sahyadri Finance Ltd', city: 'Pune', pan: 'ABCDE1234F', regulatoryAuthorities: ['RBI'] });
  expect(detail.users).toEqual([expect.objectContaining({ id: adminUserId, role: 'admin', email: 'kiran@sahyadri.example' })]);
  expect(detail.documentsCount).toBe(0);
  expect(detail.payments).toEqual([]);
  expect(detail.company.plan.state).toBe('trial');

  const audit = await t.db.query('SELECT actor_id, actor_role FROM audit_events WHERE action = $1 AND target_id = $2', ['superadmin.company_created', companyId]);
  expect(audit).toEqual([{ actor_id: root.id, actor_role: 'super-admin' }]);
});

test('Add New Company applies the registration rules and changes nothing on bad input', async () => {
  const bad = registration('bad@sahyadri.example');
  bad.companyData.pincode = '4110';
  const res = await send('POST', '/api/super-admin/companies', bad);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Pincode must be 6 digits');
  const taken = await send('POST', '/api/super-admin/companies', registration(team.admin.email));
  expect(taken.statusCode).toBe(409);
  const n = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM companies WHERE company_name = 'Sahyadri Finance Ltd'");
  expect(n!.n).toBe(1);
});

test('the company list shows seats used and the trial, with search and paging', async () => {
  const list = (await get('/api/super-admin/companies?search=sahyadri')).json();
  expect(list.total).toBe(1);
  expect(list.companies[0]).toMatchObject({ companyName: 'Sahyadri Finance Ltd', status: 'active', userCount: 1 });
  expect(list.companies[0].plan).toMatchObject({ state: 'trial', seatsUsed: 1, planName: null });
  const seeded = (await get(`/api/super-admin/companies?pageSize=1&page=2`)).json();
  expect(seeded.companies).toHaveLength(1);
  expect(seeded.total).toBe(2);
});

test('suspending a company ends its users sessions; reactivating lets them sign in again', async () => {
  const other = await seedTeam(t.app);
  const res = await send('POST', `/api/super-admin/companies/${other.companyId}/suspend`, {});
  expect(res.statusCode).toBe(200);
  expect(res.json().company.status).toBe('suspended');
  expect((await get('/api/super-admin/users', other.maker.token)).statusCode).toBe(401);
  const live = await t.db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.company_id = $1 AND s.revoked_at IS NULL',
    [other.companyId],
  );
  expect(live!.n).toBe(0);
  const back = await send('POST', `/api/super-admin/companies/${other.companyId}/reactivate`, {});
  expect(back.json().company.status).toBe('active');
  expect((await get(`/api/super-admin/companies/${other.companyId}`)).statusCode).toBe(200);
  expect((await get('/api/super-admin/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expect((await get('/api/super-admin/companies/not-a-uuid')).statusCode).toBe(400);
});

test('system settings are read and changed, bad values are refused, changes are audited', async () => {
  const current = (await get('/api/super-admin/settings')).json().settings;
  expect(current.trialDays).toBe(7);
  const res = await send('PUT', '/api/super-admin/settings', { trialDays: 14, whatsappNumber: '+91 98765 43210', contactInboxEmail: 'ops@platform.example' });
  expect(res.statusCode).toBe(200);
  expect(res.json().settings).toEqual({ trialDays: 14, whatsappNumber: '919876543210', contactInboxEmail: 'ops@platform.example' });
  const publicSettings = (await t.app.inject({ method: 'GET', url: '/api/public/site-settings' })).json().settings;
  expect(publicSettings.trialDays).toBe(14);

  const bad = await send('PUT', '/api/super-admin/settings', { trialDays: 0, whatsappNumber: '919876543210', contactInboxEmail: 'ops@platform.example' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Trial length must be between 1 and 90 days');
  const badMail = await send('PUT', '/api/super-admin/settings', { trialDays: 10, whatsappNumber: '919876543210', contactInboxEmail: 'nope' });
  expect(badMail.json().message).toBe('Contact inbox email is invalid');
  expect((await get('/api/super-admin/settings')).json().settings.trialDays).toBe(14);
  const audit = await t.db.query("SELECT actor_role FROM audit_events WHERE action = 'superadmin.settings_updated'");
  expect(audit).toEqual([{ actor_role: 'super-admin' }]);
});

test('analytics gives one point per day with the registrations of today', async () => {
  const res = await get('/api/super-admin/analytics?days=7');
  expect(res.statusCode).toBe(200);
  const { series } = res.json();
  expect(series).toHaveLength(7);
  const today = series[6];
  const created = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE created_at::date = current_date');
  expect(today.registrations).toBe(created!.n);
  expect(today.registrations).toBeGreaterThanOrEqual(3);
  const tooShort = await get('/api/super-admin/analytics?days=2');
  expect(tooShort.statusCode).toBe(400);
  expect(tooShort.json().message).toBe('days must be between 7 and 365');
  // The analytics query names only its range: a list's filter is refused, not silently ignored.
  expect((await get('/api/super-admin/analytics?days=7&search=acme')).statusCode).toBe(400);
});

test('analytics counts tasks completed today and the share of assessments completed', async () => {
  const before = (await get('/api/super-admin/analytics?days=7')).json();
  await t.db.execute(
    `INSERT INTO tasks (company_id, description, status, due_date, assigned_to, assigned_by, completed_at)
     VALUES ($1, 'File NBS-7', 'completed', current_date, $2, $3, now()),
            ($1, 'Board note', 'pending', current_date, $2, $3, NULL)`,
    [team.companyId, team.maker.id, team.admin.id],
  );
  await t.db.execute(
    `INSERT INTO assessments (company_id, kind, period, status, content_version, completed_at)
     VALUES ($1, 'hr', $2, 'completed', 'test', now())`,
    [team.companyId, periodOn('hr', indiaToday())],
  );
  const after = (await get('/api/super-admin/analytics?days=7')).json();
  expect(after.series[6].tasksCompleted).toBe(before.series[6].tasksCompleted + 1);
  expect(after.series[6].assessmentsCompleted).toBe(before.series[6].assessmentsCompleted + 1);
  const due = await t.db.one<{ n: number }>("SELECT sum(CASE WHEN coalesce(nbfc_type, '') = '' THEN 3 ELSE 4 END)::int AS n FROM companies WHERE status = 'active'");
  expect(after.assessmentCompletionPercent).toBe(Math.round((1 / due!.n) * 1000) / 10);
  expect((await get('/api/super-admin/overview')).json().totals.tasks).toBe(2);
});
