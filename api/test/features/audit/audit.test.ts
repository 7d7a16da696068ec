import { addDays, istDate } from '../../../src/dates';
import { buildTestApp, seedTeam, sessionTokenFrom, type TestApp } from '../../support/testApp';
import { enrolFromSession, signInThroughSteps } from '../../support/signInSteps';
import { call, registration, verifyRegisteredEmail } from '../../support/registration';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test("the admin reads its company's trail, newest first, paginated, with who did what", async () => {
  const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() as unknown as Record<string, unknown> });
  const { user } = reg.json();
  const token = sessionTokenFrom(reg)!;
  await enrolFromSession(t.app, token, 'Ledger-Audit-2026');
  await verifyRegisteredEmail(t.app, user.email);
  const created = await call(t.app, 'POST', '/api/admin/users', token, {
    firstName: 'Mohan',
    lastName: 'Maker',
    email: `m-${Date.now()}@acme.in`,
    password: 'Ledger-Audit-2026',
    role: 'maker',
  });
  const makerId = created.json().user.id;
  const task = await call(t.app, 'POST', '/api/tasks/assign', token, { description: 'Audit me', assignedTo: makerId, dueDate: addDays(istDate(), 1) });
  const { token: makerToken } = await signInThroughSteps(t.app, created.json().user.email, 'Ledger-Audit-2026');
  await call(t.app, 'PATCH', `/api/tasks/update-status/${task.json().task._id}`, makerToken!, { status: 'in-progress' });
  await call(t.app, 'DELETE', `/api/admin/users/${makerId}`, token);

  const page1 = await call(t.app, 'GET', '/api/audit?page=1&pageSize=3', token);
  expect(page1.statusCode).toBe(200);
  const body = page1.json();
  // company.registered, auth.email_verification_sent, auth.mfa_enabled, auth.email_verified, then the seven below.
  expect(body).toMatchObject({ success: true, page: 1, pageSize: 3, total: 11 });
  const actions = (events: Array<{ action: string }>) => events.map((e) => e.action);
  expect(actions(body.events).slice(0, 2)).toEqual(['user.deleted', 'task.status_changed']);
  expect(body.events[0]).toMatchObject({
    actor: { id: user.id, firstName: 'Asha', lastName: 'Rao', role: 'admin' },
    targetType: 'user',
    targetId: makerId,
    before: { role: 'maker' },
    after: null,
  });
  expect(body.events[1]).toMatchObject({ actor: { id: makerId, role: 'maker' }, before: { status: 'pending' }, after: { status: 'in-progress' } });
  const page2 = (await call(t.app, 'GET', '/api/audit?page=2&pageSize=3', token)).json();
  // The maker's enrolment and the sign-in it leads to are one transaction: same time, either order.
  expect([actions(body.events)[2], actions(page2.events)[0]].sort()).toEqual(['auth.login', 'auth.mfa_enabled']);
  expect(actions(page2.events).slice(1)).toEqual(['auth.password_changed', 'task.assigned']);
  const page3 = (await call(t.app, 'GET', '/api/audit?page=3&pageSize=3', token)).json();
  expect(actions(page3.events)).toEqual(['user.created', 'auth.email_verified', 'auth.mfa_enabled']);
  const page4 = (await call(t.app, 'GET', '/api/audit?page=4&pageSize=3', token)).json();
  expect(actions(page4.events)).toEqual(['auth.email_verification_sent', 'company.registered']);
  expect(JSON.stringify([body, page2])).not.toMatch(/Ledger-Audit-2026|argon2/);
});

test('bad paging is a 400; the page size is capped at 100', async () => {
  const { admin } = await seedTeam(t.app);
  expect((await call(t.app, 'GET', '/api/audit?page=0', admin.token)).statusCode).toBe(400);
  expect((await call(t.app, 'GET', '/api/audit?pageSize=abc', admin.token)).statusCode).toBe(400);
  expect((await call(t.app, 'GET', '/api/audit?pageSize=1000', admin.token)).json().pageSize).toBe(100);
});
