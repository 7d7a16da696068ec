import { buildTestApp, seedCompany, seedTeam, seedUser, type TestApp } from '../../support/testApp';
import { call } from '../../support/registration';

/** The admin's onboarding checklist (docs/decisions/0049-people-and-the-command-centre-screen.md): each step from the company's data. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stateOf = async (token: string) => {
  const res = await call(t.app, 'GET', '/api/admin/onboarding', token);
  expect(res.statusCode).toBe(200);
  return res.json() as { steps: Array<{ id: string; done: boolean; detail: string }>; allDone: boolean; dismissed: boolean };
};
const done = (state: Awaited<ReturnType<typeof stateOf>>) => Object.fromEntries(state.steps.map((s) => [s.id, s.done]));

test('a new company starts with the steps open; each turns done from real data; dismissal only once all are done', async () => {
  const companyId = await seedCompany(t.db);
  const admin = await seedUser(t.app, 'admin', companyId);
  await t.db.execute('UPDATE users SET email_verified_at = NULL WHERE id = $1', [admin.id]);
  let state = await stateOf(admin.token);
  expect(done(state)).toEqual({
    'verify-email': false,
    'company-profile': false,
    'tracking-start': false,
    'invite-team': false,
    'assign-owners': false,
    'first-assessment': false,
  });
  expect(state.steps.find((s) => s.id === 'tracking-start')!.detail).toMatch(
    /^Tracking from \d{1,2} [A-Z][a-z]{2} \d{4}; \d+ past due dates? before you joined still open$/,
  );
  expect(state.steps.find((s) => s.id === 'assign-owners')!.detail).toMatch(/^0 of \d+ obligations have an owner and a checker$/);
  const early = await call(t.app, 'POST', '/api/admin/onboarding/dismiss', admin.token);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe('The checklist can be dismissed once every step is done');

  await t.db.execute('UPDATE users SET email_verified_at = now() WHERE id = $1', [admin.id]);
  const maker = await seedUser(t.app, 'maker', companyId);
  state = await stateOf(admin.token);
  expect(done(state)).toMatchObject({ 'verify-email': true, 'invite-team': false });
  const checker = await seedUser(t.app, 'checker', companyId);
  expect(done(await stateOf(admin.token))).toMatchObject({ 'invite-team': true });

  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/company/compliance-profile',
    headers: { cookie: `session=${admin.token}` },
    payload: {
      nbfcLayer: 'Base layer',
      assetSizeCr: 850.5,
      depositTaking: false,
      listing: 'debt',
      headcount: 240,
      establishmentStates: ['Maharashtra'],
      financialYearStartMonth: 4,
    },
  });
  expect(saved.statusCode).toBe(200);
  expect(done(await stateOf(admin.token))).toMatchObject({ 'company-profile': true });

  const calendar = (await call(t.app, 'GET', '/api/obligations/calendar', admin.token)).json();
  for (const obligation of calendar.obligations as Array<{ id: string }>) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/obligations/${obligation.id}/owner`,
      headers: { cookie: `session=${admin.token}` },
      payload: { assigneeId: maker.id, checkerId: checker.id, leadDays: 7 },
    });
    expect(res.statusCode).toBe(200);
  }
  expect(done(await stateOf(admin.token))).toMatchObject({ 'assign-owners': true });
  // Keeping the default (from the month joined) is a choice too, once the admin makes it.
  expect((await call(t.app, 'PUT', '/api/obligations/tracking', admin.token, { choice: 'this_month' })).statusCode).toBe(200);
  expect(done(await stateOf(admin.token))).toMatchObject({ 'tracking-start': true });

  await t.db.execute(
    `INSERT INTO assessments (company_id, kind, status, content_version, period, completed_at) VALUES ($1, 'hr', 'completed', 'test', 'FY2026-27', now())`,
    [companyId],
  );
  state = await stateOf(admin.token);
  expect(state.allDone).toBe(true);
  expect(state.dismissed).toBe(false);
  expect((await call(t.app, 'POST', '/api/admin/onboarding/dismiss', admin.token)).statusCode).toBe(200);
  expect((await stateOf(admin.token)).dismissed).toBe(true);
});

test("only the admin reads its own company's checklist", async () => {
  const a = await seedTeam(t.app);
  for (const token of [a.maker.token, a.checker.token]) expect((await call(t.app, 'GET', '/api/admin/onboarding', token)).statusCode).toBe(403);
  expect((await call(t.app, 'GET', '/api/admin/onboarding')).statusCode).toBe(401);
  // Another company's team does not count towards this one.
  const b = await seedTeam(t.app);
  const lone = await seedUser(t.app, 'admin', await seedCompany(t.db));
  expect(done(await stateOf(lone.token))).toMatchObject({ 'invite-team': false });
  expect(b.companyId).not.toBe(a.companyId);
});
