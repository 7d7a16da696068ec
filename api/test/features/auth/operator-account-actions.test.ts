import { buildTestApp, relaxMakerMfa, seedTeam, seedUser, type TestApp } from '../../support/testApp';
import { call } from '../../support/registration';
import { codeFor, signInThroughSteps } from '../../support/signInSteps';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtpServer';

jest.setTimeout(90_000);

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer(2542);
  t = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const me = (token: string) => call(t.app, 'GET', '/api/auth/me', token);
const auditOf = (targetId: string, action: string) =>
  t.db.query<{ actor_id: string; actor_role: string; company_id: string | null; after: Record<string, unknown> }>(
    'SELECT actor_id, actor_role, company_id, after FROM audit_events WHERE target_id = $1 AND action = $2 ORDER BY seq',
    [targetId, action],
  );

async function waitForMail(to: string, subject: string) {
  for (let i = 0; i < 50; i++) {
    const mail = smtp.messages.find((m) => m.to.includes(to) && m.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** A maker who turned on the optional two-step verification on the Security page. */
async function enrolMaker({ token, password }: { token: string; password: string }) {
  const setup = (await call(t.app, 'POST', '/api/auth/mfa/setup', token, { password })).json();
  expect((await call(t.app, 'POST', '/api/auth/mfa/confirm', token, { code: codeFor(setup.secret) })).statusCode).toBe(200);
}

describe('ending every session of a user (ASVS 7.4.5)', () => {
  test('ASVS v5.0 7.4.5 an admin ends every session of a maker of its own company at once; it is audited', async () => {
    const { admin, maker, checker } = await seedTeam(t.app);
    const second = await signInThroughSteps(t.app, maker.email, maker.password);
    expect(second.token).toEqual(expect.any(String));
    const res = await call(t.app, 'POST', `/api/admin/users/${maker.id}/end-sessions`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, sessionsEnded: 2, message: '2 sessions ended. The user must sign in again.' });
    expect((await me(maker.token)).statusCode).toBe(401);
    expect((await me(second.token!)).statusCode).toBe(401);
    // Nobody else is touched.
    expect((await me(checker.token)).statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(200);
    const [event] = await auditOf(maker.id, 'auth.sessions_ended_by_operator');
    expect(event).toMatchObject({ actor_id: admin.id, actor_role: 'admin', after: { sessionsEnded: 2, email: maker.email } });
    // The maker signs in again normally.
    expect((await signInThroughSteps(t.app, maker.email, maker.password)).token).toEqual(expect.any(String));
    const none = await call(t.app, 'POST', `/api/admin/users/${checker.id}/end-sessions`, admin.token);
    expect(none.json().sessionsEnded).toBe(1);
  });

  test('ASVS v5.0 7.4.5 ASVS v5.0 8.2.2 an admin cannot end sessions in another company, of an admin, or its own; a maker cannot at all', async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    const otherAdmin = await seedUser(t.app, 'admin', a.companyId);
    const superAdmin = await seedUser(t.app, 'super-admin', null);
    for (const target of [b.maker.id, otherAdmin.id, superAdmin.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(t.app, 'POST', `/api/admin/users/${target}/end-sessions`, a.admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    }
    // One's own sessions are ended from the Signed-in devices page (with the password), not here.
    expect((await call(t.app, 'POST', `/api/admin/users/${a.admin.id}/end-sessions`, a.admin.token)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', `/api/admin/users/${a.checker.id}/end-sessions`, a.maker.token)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/super-admin/users/${a.checker.id}/end-sessions`, a.admin.token)).statusCode).toBe(403);
    for (const user of [b.maker, otherAdmin, superAdmin, a.admin, a.checker]) expect((await me(user.token)).statusCode).toBe(200);
  });

  test('ASVS v5.0 7.4.5 the super-admin ends every session of any user, not its own from here', async () => {
    const { admin, maker } = await seedTeam(t.app);
    const superAdmin = await seedUser(t.app, 'super-admin', null);
    const res = await call(t.app, 'POST', `/api/super-admin/users/${admin.id}/end-sessions`, superAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionsEnded).toBe(1);
    expect((await me(admin.token)).statusCode).toBe(401);
    expect((await me(maker.token)).statusCode).toBe(200);
    const [event] = await auditOf(admin.id, 'auth.sessions_ended_by_operator');
    expect(event).toMatchObject({ actor_id: superAdmin.id, actor_role: 'super-admin' });
    expect((await call(t.app, 'POST', `/api/super-admin/users/${superAdmin.id}/end-sessions`, superAdmin.token)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/super-admin/users/nope/end-sessions', superAdmin.token)).statusCode).toBe(400);
  });
});

describe('operator reset of a lost authenticator', () => {
  test('the super-admin resets an admin: seed and recovery codes gone, sessions ended, e-mail sent, audited, enrolment forced at the next sign-in', async () => {
    const { admin } = await seedTeam(t.app);
    const superAdmin = await seedUser(t.app, 'super-admin', null);
    const first = await signInThroughSteps(t.app, admin.email, admin.password);
    expect(first.steps).toEqual(['mfa-enrol']);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1', [admin.id]))!.n).toBe(10);

    const res = await call(t.app, 'POST', `/api/super-admin/users/${admin.id}/mfa-reset`, superAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, sessionsEnded: 2 });
    expect(res.json().message).toMatch(/set up an authenticator app at the next sign-in/);
    const row = await t.db.one<{ mfa_secret: string | null; mfa_enabled_at: Date | null }>('SELECT mfa_secret, mfa_enabled_at FROM users WHERE id = $1', [admin.id]);
    expect(row).toEqual({ mfa_secret: null, mfa_enabled_at: null });
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1', [admin.id]))!.n).toBe(0);
    expect((await me(first.token!)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(401);
    const [event] = await auditOf(admin.id, 'auth.mfa_reset');
    expect(event).toMatchObject({ actor_id: superAdmin.id, actor_role: 'super-admin', after: { sessionsEnded: 2, reEnrolRequired: true } });
    const mail = await waitForMail(admin.email, 'Two-step verification on your Compliance Management account was reset');
    expect(mail.text).toContain('The platform operator reset the two-step verification');
    expect(mail.text).toContain('At your next sign-in you will set up your authenticator app again');

    // The password alone never opens a session: the admin enrols again.
    const again = await signInThroughSteps(t.app, admin.email, admin.password);
    expect(again.steps).toEqual(['mfa-enrol']);
    expect(again.token).toEqual(expect.any(String));
    // Nothing to reset twice in a row without an enrolment... but now there is one again.
    expect((await call(t.app, 'POST', `/api/super-admin/users/${admin.id}/mfa-reset`, superAdmin.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/super-admin/users/${admin.id}/mfa-reset`, superAdmin.token)).statusCode).toBe(409);
  });

  test("an admin resets a maker's authenticator in its own company; the maker, told by e-mail, enrols again at the next sign-in (or signs in with the password alone where makers are relaxed)", async () => {
    const { admin, maker, companyId } = await seedTeam(t.app);
    await enrolMaker(maker);
    expect((await signInThroughSteps(t.app, maker.email, maker.password)).steps).toEqual(['mfa']);
    const res = await call(t.app, 'POST', `/api/admin/users/${maker.id}/mfa-reset`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Two-step verification was reset. The user has been signed out and will set up an authenticator app at the next sign-in.');
    expect((await me(maker.token)).statusCode).toBe(401);
    const next = await signInThroughSteps(t.app, maker.email, maker.password);
    expect(next.steps).toEqual(['mfa-enrol']);
    expect(next.token).toEqual(expect.any(String));
    const mail = await waitForMail(maker.email, 'Two-step verification on your Compliance Management account was reset');
    expect(mail.text).toContain('Your administrator (Asha Admin) reset');
    const [event] = await auditOf(maker.id, 'auth.mfa_reset');
    expect(event).toMatchObject({ actor_id: admin.id, actor_role: 'admin', after: { reEnrolRequired: true } });

    // Where the admin relaxed the rule for makers, the reset turns MFA off for the maker.
    await relaxMakerMfa(t.app, companyId);
    const relaxed = await call(t.app, 'POST', `/api/admin/users/${maker.id}/mfa-reset`, admin.token);
    expect(relaxed.json().message).toBe('Two-step verification was reset and is now off for this user. The user has been signed out.');
    const after = await signInThroughSteps(t.app, maker.email, maker.password);
    expect(after.steps).toEqual([]);
    // Not set up: nothing to reset, a clear 409.
    const nothing = await call(t.app, 'POST', `/api/admin/users/${maker.id}/mfa-reset`, admin.token);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Two-step verification is not set up for this user: there is nothing to reset.');
  });

  test("ASVS v5.0 8.2.2 an admin cannot reset the authenticator of another company's user, of an admin or its own; a maker cannot at all", async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    await enrolMaker(b.maker);
    await enrolMaker(a.checker);
    for (const target of [b.maker.id, b.admin.id]) {
      expect((await call(t.app, 'POST', `/api/admin/users/${target}/mfa-reset`, a.admin.token)).statusCode).toBe(404);
    }
    expect((await call(t.app, 'POST', `/api/admin/users/${a.admin.id}/mfa-reset`, a.admin.token)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', `/api/admin/users/${a.checker.id}/mfa-reset`, a.maker.token)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/super-admin/users/${a.checker.id}/mfa-reset`, a.admin.token)).statusCode).toBe(403);
    const still = await t.db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::uuid[]) AND mfa_secret IS NOT NULL', [[b.maker.id, a.checker.id]]);
    expect(still).toHaveLength(2);
    expect((await me(b.maker.token)).statusCode).toBe(200);
    expect((await me(a.checker.token)).statusCode).toBe(200);
  });
});
