import { SIGN_IN_MESSAGES } from 'shared-contracts';
import { buildTestApp, sessionTokenFrom, type TestApp } from '../../../support/testApp';
import { call, registration, verifyRegisteredEmail } from '../../../support/registration';
import { enrolFromSession, signInThroughSteps } from '../../../support/signInSteps';

// A self-registered admin's first session is limited to two-step enrolment (docs/decisions/0240-mfa-every-role-limited-first-session.md).

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let address = 0;
async function register() {
  const payload = registration({ companyData: { nbfc_type: 'Middle layer' } });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: `10.240.0.${address++}` });
  expect(res.statusCode).toBe(201);
  return { payload, res, token: sessionTokenFrom(res)! };
}

test('ASVS v5.0 6.3.3 a new admin is signed in only to set up two-step verification: every other API answers 403 with what to do', async () => {
  const { payload, res, token } = await register();
  // The specification's answer (signed in, sent to /admin), saying that enrolment comes first.
  expect(res.json()).toMatchObject({ success: true, redirectTo: '/admin', user: { role: 'admin', mfaEnrolmentRequired: true } });
  expect((await call(t.app, 'GET', '/api/auth/session', token)).json().user).toMatchObject({ email: payload.email, mfaEnrolmentRequired: true });

  for (const [method, url, body] of [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', { firstName: 'Mohan', lastName: 'Maker', email: `m-${address}@acme.in`, password: 'Team-pass-2026', role: 'maker' }],
    ['GET', '/api/company/compliance-profile'],
    ['GET', '/api/audit'],
    ['PATCH', '/api/admin/security-policy', { checkers: true, makers: false }],
    ['GET', '/api/tasks/my-tasks'],
  ] as const) {
    const refused = await call(t.app, method, url, token, body);
    expect({ url, status: refused.statusCode, message: refused.json().message }).toEqual({ url, status: 403, message: SIGN_IN_MESSAGES.mfaEnrolmentFirst });
  }
  expect(await t.db.one('SELECT id FROM users WHERE lower(email) = lower($1)', [`m-${address}@acme.in`])).toBeNull();

  // What the limited session may do: who am I, the account's security, its e-mail verification.
  expect((await call(t.app, 'GET', '/api/auth/me', token)).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/auth/security', token)).json().security).toMatchObject({ mfaEnabled: false, mfaRequired: true });
  expect((await call(t.app, 'GET', '/api/auth/email-verification', token)).json()).toMatchObject({ emailVerified: false });

  // Enrolled: the same session reaches everything an admin may, at once.
  const { recoveryCodes } = await enrolFromSession(t.app, token, payload.password);
  expect(recoveryCodes).toHaveLength(10);
  expect((await call(t.app, 'GET', '/api/auth/me', token)).json().user.mfaEnrolmentRequired).toBeUndefined();
  expect((await call(t.app, 'GET', '/api/admin/users', token)).statusCode).toBe(200);
  await verifyRegisteredEmail(t.app, payload.email);
  expect((await call(t.app, 'GET', '/api/company/compliance-profile', token)).statusCode).toBe(200);
  // Recovery codes are stored hashed, never in clear.
  const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1', [res.json().user.id]);
  expect(stored).toHaveLength(10);
  for (const row of stored) for (const code of recoveryCodes) expect(row.code_hash).not.toContain(code.replace('-', ''));
});

test('ASVS v5.0 6.3.3 a new admin who signs out before enrolling is asked to enrol at the next sign-in; signing out works from the limited session', async () => {
  const { payload, token } = await register();
  expect((await call(t.app, 'POST', '/api/auth/logout', token)).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/auth/me', token)).statusCode).toBe(401);
  const { steps, answer, token: full } = await signInThroughSteps(t.app, payload.email, payload.password, { ip: '10.240.1.1' });
  expect(steps).toEqual(['mfa-enrol']);
  expect(answer.user.mfaEnrolmentRequired).toBeUndefined();
  expect((await call(t.app, 'GET', '/api/admin/users', full!)).statusCode).toBe(200);
});

test('ASVS v5.0 6.3.3 an operator’s reset of the authenticator limits a still-open first session again', async () => {
  const { payload, token } = await register();
  await enrolFromSession(t.app, token, payload.password);
  expect((await call(t.app, 'GET', '/api/admin/users', token)).statusCode).toBe(200);
  await t.db.execute('UPDATE users SET mfa_secret = NULL WHERE lower(email) = lower($1)', [payload.email]);
  expect((await call(t.app, 'GET', '/api/admin/users', token)).statusCode).toBe(403);
});
