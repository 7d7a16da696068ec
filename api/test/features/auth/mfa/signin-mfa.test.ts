import { buildTestApp, relaxMakerMfa, seedTeam, sessionHeaders, sessionTokenFrom, type TestApp } from '../../../support/testApp';
import { call } from '../../../support/registration';
import { codeAtStep, codeFor, confirmWithPreviousCode, lastStep, previousCodeFor, signInThroughSteps } from '../../../support/signInSteps';

jest.setTimeout(90_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const ip = () => `10.60.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;
const post = (url: string, payload: Record<string, unknown>, from = '10.61.0.1') => t.app.inject({ method: 'POST', url, payload, remoteAddress: from });
const login = (email: string, password: string) => post('/api/auth/login', { email, password }, ip());
const audits = (userId: string) =>
  t.db.query<{ action: string }>('SELECT action FROM audit_events WHERE target_id = $1 ORDER BY created_at', [userId]).then((rows) => rows.map((r) => r.action));

describe('MFA required for admins and the super-admin', () => {
  test('ASVS v5.0 6.3.3 an admin without MFA gets only an enrolment step, whose token is not a session', async () => {
    const { admin } = await seedTeam(t.app);
    const res = await login(admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      step: 'mfa-enrol',
      challengeToken: expect.any(String),
      message: 'Your role requires two-step verification. Set up an authenticator app to continue.',
    });
    expect(body.token).toBeUndefined();
    // A step sets no session cookie: nothing is signed in until the last step.
    expect(sessionTokenFrom(res)).toBeNull();
    expect((await call(t.app, 'GET', '/api/auth/me', body.challengeToken)).statusCode).toBe(401);
    // A challenge of one step is useless at another.
    expect((await post('/api/auth/login/mfa', { challengeToken: body.challengeToken, code: '123456' })).statusCode).toBe(401);
    expect((await post('/api/auth/login/password-change', { challengeToken: body.challengeToken, newPassword: 'Another-long-pass-1' })).statusCode).toBe(401);
  });

  test('ASVS v5.0 6.5.2 enrolment: a wrong first code is refused; the right one turns MFA on, signs in and shows 10 recovery codes, stored hashed', async () => {
    const { admin } = await seedTeam(t.app);
    const { challengeToken } = (await login(admin.email, admin.password)).json();
    expect((await post('/api/auth/login/mfa-enrol/confirm', { challengeToken, code: '123456' })).statusCode).toBe(409);
    const setup = (await post('/api/auth/login/mfa-enrol/start', { challengeToken })).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    const wrong = await post('/api/auth/login/mfa-enrol/confirm', { challengeToken, code: codeFor(setup.secret, Date.now() / 1000 - 300) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'The code is not correct' });
    const done = await post('/api/auth/login/mfa-enrol/confirm', { challengeToken, code: codeFor(setup.secret) });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({ success: true, redirectTo: '/admin', user: { id: admin.id } });
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(body.token).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/auth/me', sessionTokenFrom(done)!)).statusCode).toBe(200);
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1', [admin.id]);
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(body.recoveryCodes[0].replace('-', ''));
    expect(await audits(admin.id)).toEqual(expect.arrayContaining(['auth.mfa_failed', 'auth.mfa_enabled']));
    // The challenge was used: it cannot start a second session.
    expect((await post('/api/auth/login/mfa-enrol/confirm', { challengeToken, code: previousCodeFor(setup.secret) })).statusCode).toBe(401);
  });

  test('ASVS v5.0 6.5.1 once enrolled, sign-in needs a code, and a TOTP code is good only once', async () => {
    const { admin } = await seedTeam(t.app);
    const { answer } = await signInThroughSteps(t.app, admin.email, admin.password);
    const secret = answer.secret as string;
    const first = (await login(admin.email, admin.password)).json();
    expect(first.step).toBe('mfa');
    // The enrolment's code (its step) is refused (replay); the next step's is accepted, once.
    const used = await lastStep(t.app, admin.id);
    const replay = await post('/api/auth/login/mfa', { challengeToken: first.challengeToken, code: codeAtStep(secret, used) });
    expect(replay.statusCode).toBe(401);
    const ok = await post('/api/auth/login/mfa', { challengeToken: first.challengeToken, code: codeAtStep(secret, used + 1) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toBeUndefined();
    const second = (await login(admin.email, admin.password)).json();
    expect((await post('/api/auth/login/mfa', { challengeToken: second.challengeToken, code: codeAtStep(secret, used + 1) })).statusCode).toBe(401);
  });

  test('ASVS v5.0 6.5.1 a recovery code signs in once; the count of codes left goes down', async () => {
    const { admin } = await seedTeam(t.app);
    const { answer } = await signInThroughSteps(t.app, admin.email, admin.password);
    const [code] = answer.recoveryCodes as string[];
    const challenge = (await login(admin.email, admin.password)).json();
    const used = await post('/api/auth/login/mfa', { challengeToken: challenge.challengeToken, code: code.toLowerCase().replace('-', ' ') });
    expect(used.statusCode).toBe(200);
    expect(await audits(admin.id)).toContain('auth.recovery_code_used');
    const again = (await login(admin.email, admin.password)).json();
    expect((await post('/api/auth/login/mfa', { challengeToken: again.challengeToken, code })).statusCode).toBe(401);
    const security = (await call(t.app, 'GET', '/api/auth/security', sessionTokenFrom(used)!)).json();
    expect(security).toEqual({ success: true, security: { mfaEnabled: true, mfaRequired: true, recoveryCodesLeft: 9, passwordChangedAt: null, minPasswordLength: 12 } });
  });

  test('ASVS v5.0 6.3.1 five wrong codes end the challenge; an expired challenge is refused', async () => {
    const { admin } = await seedTeam(t.app);
    const { answer } = await signInThroughSteps(t.app, admin.email, admin.password);
    const challenge = (await login(admin.email, admin.password)).json();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/login/mfa', { challengeToken: challenge.challengeToken, code: String(100000 + i) })).statusCode).toBe(401);
    }
    const good = () => codeAtStep(answer.secret, Math.max(Math.floor(Date.now() / 30000), 0));
    const after = await post('/api/auth/login/mfa', { challengeToken: challenge.challengeToken, code: good() });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('This sign-in step has expired. Please sign in again.');
    const late = (await login(admin.email, admin.password)).json();
    await t.db.execute("UPDATE sign_in_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1", [admin.id]);
    const expired = await post('/api/auth/login/mfa', { challengeToken: late.challengeToken, code: good() });
    expect(expired.json()).toEqual({ success: false, message: 'This sign-in step has expired. Please sign in again.' });
  });

  test('a user suspended between the password and the code is refused at the code', async () => {
    const { admin } = await seedTeam(t.app);
    const challenge = (await login(admin.email, admin.password)).json();
    await t.db.execute("UPDATE users SET status = 'suspended' WHERE id = $1", [admin.id]);
    const res = await post('/api/auth/login/mfa-enrol/start', { challengeToken: challenge.challengeToken });
    expect(res.statusCode).toBe(403);
  });

  test('ASVS v5.0 6.3.3 an admin cannot turn MFA off', async () => {
    const { admin } = await seedTeam(t.app);
    const { token } = await signInThroughSteps(t.app, admin.email, admin.password);
    const res = await call(t.app, 'POST', '/api/auth/mfa/disable', token!, { password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Two-step verification is required for your role and cannot be turned off');
  });

  test('bad bodies are 400s, never 500s', async () => {
    for (const payload of [{}, { challengeToken: 5, code: '1' }, { challengeToken: 'x', code: '1', extra: 1 }, { challengeToken: 'x'.repeat(300), code: '1' }]) {
      expect((await post('/api/auth/login/mfa', payload as Record<string, unknown>)).statusCode).toBe(400);
    }
    expect((await post('/api/auth/login/mfa', { challengeToken: 'not-a-token', code: '' })).statusCode).toBe(401);
  });
});

describe('MFA optional for makers where their admin relaxed the rule', () => {
  test('ASVS v5.0 6.3.3 a maker signs in with the password alone, turns MFA on from the account page, then needs a code', async () => {
    const { maker } = await seedTeam(t.app);
    await relaxMakerMfa(t.app, maker.companyId!);
    const direct = await login(maker.email, maker.password);
    expect(direct.json()).toMatchObject({ success: true, redirectTo: '/maker' });
    expect(sessionTokenFrom(direct)).toEqual(expect.any(String));
    const before = (await call(t.app, 'GET', '/api/auth/security', maker.token)).json();
    expect(before.security).toMatchObject({ mfaEnabled: false, mfaRequired: false, recoveryCodesLeft: 0, minPasswordLength: 8 });

    expect((await call(t.app, 'POST', '/api/auth/mfa/confirm', maker.token, { code: '123456' })).statusCode).toBe(409);
    const setup = (await call(t.app, 'POST', '/api/auth/mfa/setup', maker.token, { password: maker.password })).json();
    expect((await call(t.app, 'POST', '/api/auth/mfa/confirm', maker.token, { code: '000000' })).statusCode).toBe(400);
    const confirmed = await confirmWithPreviousCode(setup.secret, (code) => call(t.app, 'POST', '/api/auth/mfa/confirm', maker.token, { code }));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);

    const challenge = (await login(maker.email, maker.password)).json();
    expect(challenge.step).toBe('mfa');
    const signedIn = await post('/api/auth/login/mfa', { challengeToken: challenge.challengeToken, code: codeFor(setup.secret) });
    expect(signedIn.json()).toMatchObject({ success: true, redirectTo: '/maker' });
  });

  test('ASVS v5.0 6.4.4 new recovery codes and turning MFA off need the password; old codes stop working', async () => {
    // A maker whose admin relaxed the rule (every other role must keep it).
    const { maker: checker } = await seedTeam(t.app);
    await relaxMakerMfa(t.app, checker.companyId!);
    const setup = (await call(t.app, 'POST', '/api/auth/mfa/setup', checker.token, { password: checker.password })).json();
    const first = (await call(t.app, 'POST', '/api/auth/mfa/confirm', checker.token, { code: codeFor(setup.secret) })).json().recoveryCodes as string[];
    expect((await call(t.app, 'POST', '/api/auth/mfa/recovery-codes', checker.token, { password: 'wrong-password' })).statusCode).toBe(400);
    const fresh = await call(t.app, 'POST', '/api/auth/mfa/recovery-codes', checker.token, { password: checker.password });
    expect(fresh.statusCode).toBe(200);
    const challenge = (await login(checker.email, checker.password)).json();
    expect((await post('/api/auth/login/mfa', { challengeToken: challenge.challengeToken, code: first[0] })).statusCode).toBe(401);
    expect((await post('/api/auth/login/mfa', { challengeToken: challenge.challengeToken, code: fresh.json().recoveryCodes[0] })).statusCode).toBe(200);

    expect((await call(t.app, 'POST', '/api/auth/mfa/disable', checker.token, { password: 'wrong-password' })).statusCode).toBe(400);
    const off = await call(t.app, 'POST', '/api/auth/mfa/disable', checker.token, { password: checker.password });
    expect(off.statusCode).toBe(200);
    expect(sessionTokenFrom(await login(checker.email, checker.password))).toEqual(expect.any(String));
    expect(await audits(checker.id)).toEqual(expect.arrayContaining(['auth.mfa_enabled', 'auth.recovery_codes_replaced', 'auth.mfa_disabled']));
  });

  test('the account routes need a session', async () => {
    for (const url of ['/api/auth/mfa/setup', '/api/auth/mfa/confirm', '/api/auth/password']) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/security', headers: sessionHeaders('x'.repeat(43)) })).statusCode).toBe(401);
  });
});
