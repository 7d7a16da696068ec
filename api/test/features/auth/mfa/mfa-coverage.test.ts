import argon2 from 'argon2';
import { type SeededTeam, type SeededUser, seedTeam, seedUser, sessionHeaders, sessionTokenFrom, type TestApp, testCompanies } from '../../../support/testApp';
import { call } from '../../../support/registration';
import { codeAtStep, codeFor, confirmWithPreviousCode, lastStep, signInThroughSteps } from '../../../support/signInSteps';

// docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md: MFA for every role, the company's rule, binding an authenticator, the per-account cap on wrong
// codes, recovery-code cost and a role change.

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let root: SeededUser;
beforeAll(async () => {
  ({ t, team, other, root } = await testCompanies({ other: true, root: true }));
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, payload: object, ip = `10.29.${Math.floor(address / 200)}.${address++ % 200}`) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const login = (user: SeededUser) => post('/api/auth/login', { email: user.email, password: user.password });

/** Turns two-step verification on from the account page; answers the secret and the recovery codes. */
async function enrol(user: SeededUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(t.app, 'POST', '/api/auth/mfa/setup', user.token, { password: user.password });
  expect(setup.statusCode).toBe(200);
  const confirmed = await confirmWithPreviousCode(setup.json().secret, (code) => call(t.app, 'POST', '/api/auth/mfa/confirm', user.token, { code }));
  expect(confirmed.statusCode).toBe(200);
  return { secret: setup.json().secret, recoveryCodes: confirmed.json().recoveryCodes };
}

test('ASVS v5.0 6.3.3 every role needs two-step verification by default; the admin may relax it for makers only (audited), never for checkers', async () => {
  expect((await call(t.app, 'GET', '/api/admin/security-policy', team.admin.token)).json().policy).toEqual({ checkers: true, makers: true });
  for (const user of [team.admin, team.maker, team.checker, root]) {
    expect((await call(t.app, 'GET', '/api/auth/security', user.token)).json().security.mfaRequired).toBe(true);
  }
  // by default a maker enrols at sign-in, like every other role
  const first = await login(team.maker);
  expect(first.json().step).toBe('mfa-enrol');
  expect(sessionTokenFrom(first)).toBeNull();
  // only the company's admin sets it
  for (const user of [team.maker, team.checker, root]) {
    expect((await call(t.app, 'PATCH', '/api/admin/security-policy', user.token, { checkers: true, makers: false })).statusCode).toBe(403);
  }
  expect((await call(t.app, 'PATCH', '/api/admin/security-policy', team.admin.token, { checkers: 'yes', makers: true })).statusCode).toBe(400);
  const checkersOff = await call(t.app, 'PATCH', '/api/admin/security-policy', team.admin.token, { checkers: false, makers: true });
  expect(checkersOff.statusCode).toBe(400);
  expect(checkersOff.json().message).toBe('Checkers always need two-step verification; only the rule for makers can be relaxed.');
  expect((await call(t.app, 'GET', '/api/admin/security-policy', team.admin.token)).json().policy).toEqual({ checkers: true, makers: true });

  const relaxed = await call(t.app, 'PATCH', '/api/admin/security-policy', team.admin.token, { checkers: true, makers: false });
  expect(relaxed.json()).toMatchObject({ success: true, message: 'Two-step verification settings saved', policy: { checkers: true, makers: false } });
  const audited = await t.db.one<{ before: unknown; after: unknown }>(
    "SELECT before, after FROM audit_events WHERE company_id = $1 AND action = 'company.mfa_policy_changed' ORDER BY seq DESC LIMIT 1",
    [team.companyId],
  );
  expect(audited).toMatchObject({ before: { checkers: true, makers: true }, after: { checkers: true, makers: false } });
  expect((await call(t.app, 'GET', '/api/auth/security', team.maker.token)).json().security.mfaRequired).toBe(false);
  expect((await login(team.maker)).json()).toMatchObject({ success: true, redirectTo: '/maker' });
  expect((await login(team.checker)).json().step).toBe('mfa-enrol');

  // required again: the maker without an authenticator is signed out, and its next sign-in asks to enrol
  const saved = await call(t.app, 'PATCH', '/api/admin/security-policy', team.admin.token, { checkers: true, makers: true });
  expect(saved.json()).toMatchObject({ success: true, policy: { checkers: true, makers: true } });
  expect((await call(t.app, 'GET', '/api/auth/me', team.maker.token)).statusCode).toBe(401);
  const { steps, token } = await signInThroughSteps(t.app, team.maker.email, team.maker.password);
  expect(steps).toEqual(['mfa-enrol']);
  team.maker.token = token!;
  expect((await call(t.app, 'POST', '/api/auth/mfa/disable', team.maker.token, { password: team.maker.password })).statusCode).toBe(403);
  // another company keeps its own rule
  expect((await call(t.app, 'GET', '/api/admin/security-policy', other.admin.token)).json().policy).toEqual({ checkers: true, makers: true });
  expect((await login(other.maker)).json().step).toBe('mfa-enrol');
});

test('ASVS v5.0 7.5.1 binding an authenticator needs the password or a current code: a session alone binds nothing', async () => {
  const maker = await seedUser(t.app, 'maker', other.companyId);
  for (const body of [{}, { password: 'not-the-password' }, { code: '123456' }]) {
    const refused = await call(t.app, 'POST', '/api/auth/mfa/setup', maker.token, body);
    expect(refused.statusCode).toBe(400);
  }
  expect((await call(t.app, 'POST', '/api/auth/mfa/setup', maker.token, {})).json().message).toBe('Enter your password to set up two-step verification');
  const pending = await t.db.one<{ mfa_pending_secret: string | null }>('SELECT mfa_pending_secret FROM users WHERE id = $1', [maker.id]);
  expect(pending!.mfa_pending_secret).toBeNull();

  const { secret } = await enrol(maker);
  // Replacing it: a second session (the owner's phone) ends when the new authenticator is bound.
  const second = await seedUser(t.app, 'maker', other.companyId);
  const phone = (await signInThroughSteps(t.app, maker.email, maker.password)).token!;
  expect((await call(t.app, 'POST', '/api/auth/mfa/setup', maker.token, {})).json().message).toBe('Enter your password or a code of your current authenticator app');
  const replace = await call(t.app, 'POST', '/api/auth/mfa/setup', maker.token, { code: codeAtStep(secret, await lastStep(t.app, maker.id)) });
  // the current step was taken by the sign-in above: a used code is refused like a wrong one
  expect(replace.statusCode).toBe(400);
  const byPassword = await call(t.app, 'POST', '/api/auth/mfa/setup', maker.token, { password: maker.password });
  expect(byPassword.statusCode).toBe(200);
  expect((await call(t.app, 'POST', '/api/auth/mfa/confirm', maker.token, { code: codeFor(byPassword.json().secret) })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/auth/me', phone)).statusCode).toBe(401);
  expect((await call(t.app, 'GET', '/api/auth/me', maker.token)).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/auth/me', second.token)).statusCode).toBe(200);
});

test('ASVS v5.0 6.3.1 wrong second-factor codes are capped per account across challenges and addresses: then even the right code is refused, a recovery code still works', async () => {
  const maker = await seedUser(t.app, 'maker', other.companyId);
  const { secret, recoveryCodes } = await enrol(maker);
  const wrong = codeFor(secret, Date.now() / 1000 - 3600);
  // 10 wrong codes over 5 challenges from 5 addresses (each challenge allows 5)
  for (let i = 0; i < 5; i++) {
    const challenge = (await login(maker)).json().challengeToken;
    for (let j = 0; j < 2; j++) await post('/api/auth/login/mfa', { challengeToken: challenge, code: wrong });
  }
  const challenge = (await login(maker)).json().challengeToken;
  const right = await post('/api/auth/login/mfa', { challengeToken: challenge, code: codeFor(secret) });
  expect(right.statusCode).toBe(403);
  expect(right.json().message).toBe(
    'Too many wrong codes: codes from your authenticator app are blocked for this account. Sign in with one of your recovery codes, or ask your admin to reset your two-step verification.',
  );
  const recovered = await post('/api/auth/login/mfa', { challengeToken: challenge, code: recoveryCodes[0] });
  expect(recovered.statusCode).toBe(200);
  // a right factor starts the count again: the app's codes work again
  const next = (await login(maker)).json().challengeToken;
  expect((await post('/api/auth/login/mfa', { challengeToken: next, code: codeFor(secret) })).statusCode).toBe(200);
});

test('ASVS v5.0 2.4.1 ASVS v5.0 6.3.1 a recovery code attempt costs one argon2id check (keyed lookup, no scan); past 20 wrong codes a recovery code still unlocks the account', async () => {
  const checker = await seedUser(t.app, 'checker', other.companyId);
  const { recoveryCodes } = await enrol(checker);
  const lookups = await t.db.query<{ lookup: string | null; code_hash: string }>('SELECT lookup, code_hash FROM mfa_recovery_codes WHERE user_id = $1', [checker.id]);
  expect(lookups).toHaveLength(10);
  for (const row of lookups) {
    expect(row.lookup).toMatch(/^[0-9a-f]{64}$/);
    for (const code of recoveryCodes) expect(row.lookup).not.toContain(code.replace('-', ''));
  }
  const verify = jest.spyOn(argon2, 'verify');
  try {
    const challenge = (await login(checker)).json().challengeToken;
    verify.mockClear();
    expect((await post('/api/auth/login/mfa', { challengeToken: challenge, code: 'AAAAA-BBBBB' })).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(0);
    verify.mockClear();
    expect((await post('/api/auth/login/mfa', { challengeToken: challenge, code: recoveryCodes[3] })).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
  } finally {
    verify.mockRestore();
  }
  for (let i = 0; i < 5; i++) {
    const challenge = (await login(checker)).json().challengeToken;
    for (let j = 0; j < 4; j++) await post('/api/auth/login/mfa', { challengeToken: challenge, code: `ZZZZZ-${'ABCDE'[j]}ZZZZ` });
  }
  const challenge = (await login(checker)).json().challengeToken;
  // The authenticator's codes are blocked; the owner's own recovery code signs in and clears the count.
  expect((await post('/api/auth/login/mfa', { challengeToken: challenge, code: '123456' })).statusCode).toBe(403);
  const unlocked = await post('/api/auth/login/mfa', { challengeToken: challenge, code: recoveryCodes[4] });
  expect(unlocked.statusCode).toBe(200);
  expect(await t.db.one('SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [checker.id])).toEqual({ n: 8 });
  expect(await t.db.one('SELECT mfa_failures FROM users WHERE id = $1', [checker.id])).toEqual({ mfa_failures: 0 });
});

test('ASVS v5.0 8.3.2 ASVS v5.0 7.4.2 a role change ends every session of the user at once', async () => {
  const { maker } = await seedTeam(t.app);
  expect((await call(t.app, 'GET', '/api/auth/me', maker.token)).statusCode).toBe(200);
  const changed = await t.app.inject({ method: 'PATCH', url: `/api/super-admin/users/${maker.id}`, payload: { role: 'checker' }, headers: sessionHeaders(root.token) });
  expect(changed.statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/auth/me', maker.token)).statusCode).toBe(401);
  // a change of name only keeps them signed in
  const { checker } = await seedTeam(t.app);
  expect(
    (await t.app.inject({ method: 'PATCH', url: `/api/super-admin/users/${checker.id}`, payload: { firstName: 'Renamed' }, headers: sessionHeaders(root.token) }))
      .statusCode,
  ).toBe(200);
  expect((await call(t.app, 'GET', '/api/auth/me', checker.token)).statusCode).toBe(200);
});
