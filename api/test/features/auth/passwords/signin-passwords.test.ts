import { createHash, randomBytes } from 'node:crypto';
import { bootstrapSuperAdmin } from '../../../../src/features/auth/superAdmin';
import { buildTestApp, relaxMakerMfa, seedCompany, seedTeam, seedUser, sessionTokenFrom, type TestApp } from '../../../support/testApp';
import { call, registration } from '../../../support/registration';
import { signInThroughSteps } from '../../../support/signInSteps';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ superAdmin: { email: 'ops@platform.test', password: 'Ops-Console-2026' } });
});
afterAll(() => t.close());

let ipCounter = 0;
const ip = () => `10.40.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip() });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const COMMON = 'This password is too common or has appeared in data breaches. Please choose another.';

describe('password rules', () => {
  const createMaker = async (password: string) => {
    const { admin } = await seedTeam(t.app, { nbfcType: 'Base layer' });
    return call(t.app, 'POST', '/api/admin/users', admin.token, {
      firstName: 'Mohan',
      lastName: 'Kumar',
      email: `mk-${randomBytes(4).toString('hex')}@acme.in`,
      password,
      role: 'checker',
    });
  };

  test.each([
    ['ASVS v5.0 6.2.1 fewer than 8 characters', 'Ab3$xyz', 'Password must be at least 8 characters long'],
    ['ASVS v5.0 6.2.4 one of the most common passwords', 'password123', COMMON],
    ['ASVS v5.0 6.2.12 a breached password with a suffix', 'Qwerty123!', COMMON],
    ["ASVS v5.0 6.2.11 the product's own name", 'Compliance2026', COMMON],
    ["ASVS v5.0 6.2.11 the user's own name", 'mohan-is-great', 'The password must not contain your name or email address'],
  ])('%s is refused for a team user', async (_label, password, message) => {
    const res = await createMaker(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('ASVS v5.0 6.2.5 ASVS v5.0 6.2.9 any composition, and passphrases of 64+ characters, are accepted', async () => {
    expect((await createMaker('correct horse battery staple')).statusCode).toBe(201);
    expect((await createMaker('ठीक है यह एक लंबा पासवर्ड है')).statusCode).toBe(201);
    expect((await createMaker(`a long passphrase about ledgers ${'and audits '.repeat(8)}`.slice(0, 100))).statusCode).toBe(201);
  });

  test("ASVS v5.0 6.2.1 an admin's password needs 12 characters, at registration too", async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'Ledger-2026' }) as unknown as Record<string, unknown>,
      remoteAddress: ip(),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 12 characters' });
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'qwertyuiop12' }) as unknown as Record<string, unknown>,
      remoteAddress: ip(),
    });
    expect(common.json().errors).toEqual({ password: COMMON });
  });

  test('ASVS v5.0 6.2.8 the password is checked exactly as typed (no case folding, no trimming)', async () => {
    const { maker } = await seedTeam(t.app);
    expect((await login(maker.email, maker.password.toUpperCase())).statusCode).toBe(401);
    expect((await login(maker.email, `${maker.password} `)).statusCode).toBe(401);
    expect((await login(maker.email, maker.password)).statusCode).toBe(200);
  });
});

describe('forced change at first sign-in', () => {
  test("ASVS v5.0 6.4.1 a user created by an admin must replace the admin's password before any session", async () => {
    const { admin } = await seedTeam(t.app);
    // Makers here sign in with the password alone (their admin's choice): the change is the only step.
    await relaxMakerMfa(t.app, admin.companyId!);
    const email = `first-${randomBytes(4).toString('hex')}@acme.in`;
    await call(t.app, 'POST', '/api/admin/users', admin.token, { firstName: 'Mohan', lastName: 'Kumar', email, password: 'Given-by-admin-1', role: 'maker' });
    const firstAnswer = await login(email, 'Given-by-admin-1');
    expect(sessionTokenFrom(firstAnswer)).toBeNull();
    const first = firstAnswer.json();
    expect(first).toEqual({
      success: true,
      step: 'password-change',
      challengeToken: expect.any(String),
      minPasswordLength: 8,
      message: 'Please choose a new password before you continue.',
    });
    const same = await post('/api/auth/login/password-change', { challengeToken: first.challengeToken, newPassword: 'Given-by-admin-1' });
    expect(same.json()).toEqual({ success: false, message: 'The new password must differ from the current one' });
    expect((await post('/api/auth/login/password-change', { challengeToken: first.challengeToken, newPassword: 'password1' })).json().message).toBe(COMMON);
    const done = await post('/api/auth/login/password-change', { challengeToken: first.challengeToken, newPassword: 'My-own-secret-77' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, redirectTo: '/maker' });
    expect(done.json().token).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/auth/me', sessionTokenFrom(done)!)).json().user.email).toBe(email);
    expect((await login(email, 'Given-by-admin-1')).statusCode).toBe(401);
    expect(sessionTokenFrom(await login(email, 'My-own-secret-77'))).toEqual(expect.any(String));
    // The challenge is spent.
    expect((await post('/api/auth/login/password-change', { challengeToken: first.challengeToken, newPassword: 'Yet-another-one-9' })).statusCode).toBe(401);
  });

  test('ASVS v5.0 6.4.1 an admin created by the operator changes the password, then enrols MFA', async () => {
    const companyId = await seedCompany(t.db);
    const root = await seedUser(t.app, 'super-admin', null);
    const email = `second-admin-${randomBytes(4).toString('hex')}@acme.in`;
    const created = await call(t.app, 'POST', '/api/super-admin/users', root.token, {
      firstName: 'Neha',
      lastName: 'Shah',
      email,
      password: 'Operator-chose-1',
      role: 'admin',
      companyId,
    });
    expect(created.statusCode).toBe(201);
    const { answer, steps } = await signInThroughSteps(t.app, email, 'Operator-chose-1', { newPassword: 'Picked-by-me-2027' });
    expect(steps).toEqual(['password-change', 'mfa-enrol']);
    expect(answer).toMatchObject({ success: true, redirectTo: '/admin' });
  });
});

describe('change password', () => {
  test('ASVS v5.0 6.2.3 the current password is required; a wrong one changes nothing', async () => {
    const { maker } = await seedTeam(t.app);
    const res = await call(t.app, 'POST', '/api/auth/password', maker.token, { currentPassword: 'not-it-at-all', newPassword: 'Brand-new-secret-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The current password is not correct' });
    expect((await login(maker.email, maker.password)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/password', maker.token, { newPassword: 'x' })).statusCode).toBe(400);
  });

  test('ASVS v5.0 6.2.2 a user changes the password; every other session ends, this one stays', async () => {
    // A maker whose admin relaxed the rule: the password alone signs in (every other role enrols an authenticator).
    const { maker: checker } = await seedTeam(t.app);
    await relaxMakerMfa(t.app, checker.companyId!);
    const other = sessionTokenFrom(await login(checker.email, checker.password))!;
    const res = await call(t.app, 'POST', '/api/auth/password', checker.token, { currentPassword: checker.password, newPassword: 'Brand-new-secret-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed. Your other sessions have been signed out.');
    expect((await call(t.app, 'GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', checker.token)).statusCode).toBe(200);
    const rows = await t.db.query('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [checker.id]);
    expect(rows).toHaveLength(1);
    expect((await login(checker.email, checker.password)).statusCode).toBe(401);
    expect((await login(checker.email, 'Brand-new-secret-1')).statusCode).toBe(200);
    const audit = await t.db.one<{ after: { otherSessionsEnded: number } }>("SELECT after FROM audit_events WHERE target_id = $1 AND action = 'auth.password_changed'", [
      checker.id,
    ]);
    expect(audit!.after).toEqual({ otherSessionsEnded: 1 });
    const security = (await call(t.app, 'GET', '/api/auth/security', checker.token)).json().security;
    expect(Date.now() - Date.parse(security.passwordChangedAt)).toBeLessThan(60_000);
  });

  test('ASVS v5.0 6.2.2 the super-admin changes its password in the console; the environment never overwrites it', async () => {
    const { token } = await signInThroughSteps(t.app, 'ops@platform.test', 'Ops-Console-2026');
    const res = await call(t.app, 'POST', '/api/auth/password', token!, { currentPassword: 'Ops-Console-2026', newPassword: 'Rotated-by-the-operator-1' });
    expect(res.statusCode).toBe(200);
    await bootstrapSuperAdmin(t.app);
    expect((await login('ops@platform.test', 'Ops-Console-2026')).statusCode).toBe(401);
    expect((await login('ops@platform.test', 'Rotated-by-the-operator-1')).json().step).toBe('mfa');
    const count = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE role = 'super-admin' AND email = 'ops@platform.test'");
    expect(count!.n).toBe(1);
  });
});

/** A reset token as the e-mail would carry it (the mail itself is tested with the SMTP server). */
async function issueResetToken(userId: string, minutesLeft = 30): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.execute('INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))', [
    userId,
    createHash('sha256').update(token).digest('hex'),
    minutesLeft,
  ]);
  return token;
}

describe('reset by e-mail', () => {
  test('ASVS v5.0 6.3.8 a reset request answers alike for known and unknown e-mails; the token is stored hashed and lasts 30 minutes', async () => {
    const { maker } = await seedTeam(t.app);
    const known = await post('/api/auth/password-reset/request', { email: maker.email });
    const unknown = await post('/api/auth/password-reset/request', { email: 'nobody@nowhere.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for this email, we have sent a link to reset its password. The link is valid for 30 minutes.',
    });
    expect(unknown.json()).toEqual(known.json());
    const row = await t.db.one<{ token_hash: string; minutes: number }>(
      'SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_reset_tokens WHERE user_id = $1',
      [maker.id],
    );
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.minutes).toBe(30);
    expect((await post('/api/auth/password-reset/request', { email: '' })).statusCode).toBe(400);
  });

  test('ASVS v5.0 6.4.3 a reset token works once, ends every session and sets a password that follows the rules', async () => {
    const { maker } = await seedTeam(t.app);
    const token = await issueResetToken(maker.id);
    expect((await post('/api/auth/password-reset/confirm', { token, newPassword: 'password1' })).json().message).toBe(COMMON);
    const ok = await post('/api/auth/password-reset/confirm', { token, newPassword: 'Reset-and-fresh-2027' });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', maker.token)).statusCode).toBe(401);
    expect((await login(maker.email, 'Reset-and-fresh-2027')).statusCode).toBe(200);
    const again = await post('/api/auth/password-reset/confirm', { token, newPassword: 'Another-fresh-2028' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    const audit = await t.db.query("SELECT 1 FROM audit_events WHERE target_id = $1 AND action = 'auth.password_reset'", [maker.id]);
    expect(audit).toHaveLength(1);
  });

  test('ASVS v5.0 6.4.3 an expired or unknown token is refused; a reset does not bypass MFA', async () => {
    const { admin } = await seedTeam(t.app);
    await signInThroughSteps(t.app, admin.email, admin.password);
    const expired = await issueResetToken(admin.id, -1);
    expect((await post('/api/auth/password-reset/confirm', { token: expired, newPassword: 'Reset-and-fresh-2027' })).statusCode).toBe(400);
    expect((await post('/api/auth/password-reset/confirm', { token: 'x'.repeat(43), newPassword: 'Reset-and-fresh-2027' })).statusCode).toBe(400);
    const token = await issueResetToken(admin.id);
    expect((await post('/api/auth/password-reset/confirm', { token, newPassword: 'Reset-and-fresh-2027' })).statusCode).toBe(200);
    const next = (await login(admin.email, 'Reset-and-fresh-2027')).json();
    expect(next.step).toBe('mfa');
    expect(next.token).toBeUndefined();
    expect(sessionTokenFrom(await login(admin.email, 'Reset-and-fresh-2027'))).toBeNull();
  });

  test("ASVS v5.0 6.3.1 a completed reset lifts the account's sign-in slow-down", async () => {
    const { maker } = await seedTeam(t.app);
    for (let i = 0; i < 10; i++)
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: maker.email, password: 'wrong-password' }, remoteAddress: `10.41.0.${i}` });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: maker.email, password: maker.password }, remoteAddress: '10.41.1.1' })).statusCode,
    ).toBe(429);
    const token = await issueResetToken(maker.id);
    expect((await post('/api/auth/password-reset/confirm', { token, newPassword: 'Reset-and-fresh-2027' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: maker.email, password: 'Reset-and-fresh-2027' }, remoteAddress: '10.41.1.1' }))
        .statusCode,
    ).toBe(200);
  });
});
