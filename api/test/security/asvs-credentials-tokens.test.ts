import { createHash } from 'node:crypto';
import type { TestSmtpServer } from '../support/smtpServer';
import { buildTestApp, relaxMakerMfa, seedTeam, seedUser, sessionTokenFrom, type TestApp } from '../support/testApp';
import { appWithMailbox, call, registration } from '../support/registration';
import { codeFor, signInThroughSteps } from '../support/signInSteps';

/**
 * ASVS 5.0 requirements the product met without a test naming them (docs/decisions/0014-sign-in-and-credentials.md, closing): password
 * storage, token generation, re-authentication, default accounts, rotation, atomic operations.
 */
jest.setTimeout(90_000);

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => ({ t, smtp, close } = await appWithMailbox()));
afterAll(() => close());

let ip = 0;
const nextIp = () => `10.171.${Math.floor(ip / 250)}.${ip++ % 250}`;
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const hashOf = async (userId: string) => (await t.db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]))!.password_hash;

/** The parameters of an encoded argon2 hash ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
function argon2Parameters(encoded: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(encoded);
  expect(match).not.toBeNull();
  const [, type, version, params, salt, hash] = match!;
  const value = Object.fromEntries(params.split(',').map((pair) => [pair[0], Number(pair.slice(2))]));
  return {
    type,
    version: Number(version),
    m: value.m,
    t: value.t,
    p: value.p,
    saltBytes: Buffer.from(salt, 'base64').length,
    hashBytes: Buffer.from(hash, 'base64').length,
  };
}

test('ASVS v5.0 11.4.2 every password the product stores is argon2id at OWASP parameters (m >= 19 MiB, t >= 2), salted per password', async () => {
  // Registration, a user created by an admin, a changed password and a reset one.
  const payload = registration();
  const registered = await post('/api/auth/register', payload as unknown as Record<string, unknown>);
  expect(registered.statusCode).toBe(201);
  const { admin } = await seedTeam(t.app);
  const created = await call(t.app, 'POST', '/api/admin/users', admin.token, {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: `ravi-${Date.now()}@acme.in`,
    password: 'Ledger-Audit-2026',
    role: 'maker',
  });
  expect(created.statusCode).toBe(201);
  const changer = await seedUser(t.app, 'checker', admin.companyId);
  expect((await call(t.app, 'POST', '/api/auth/password', changer.token, { currentPassword: changer.password, newPassword: 'Ledger-Audit-2026' })).statusCode).toBe(200);

  const hashes = [await hashOf(registered.json().user.id), await hashOf(created.json().user.id), await hashOf(changer.id)];
  for (const encoded of hashes) {
    const p = argon2Parameters(encoded);
    expect(p).toMatchObject({ type: 'argon2id', version: 19 });
    expect(p.m).toBeGreaterThanOrEqual(19456);
    expect(p.t).toBeGreaterThanOrEqual(2);
    expect(p.p).toBeGreaterThanOrEqual(1);
    expect(p.saltBytes).toBeGreaterThanOrEqual(16);
    expect(p.hashBytes).toBeGreaterThanOrEqual(32);
    expect(encoded).not.toContain('Ledger-Audit-2026');
  }
  // The same password three times, three different hashes: each has its own salt.
  expect(new Set(hashes).size).toBe(3);
});

test('ASVS v5.0 7.2.2 ASVS v5.0 7.2.3 ASVS v5.0 11.5.1 each sign-in gets a new random 256-bit session token; only its SHA-256 is stored', async () => {
  const { maker } = await seedTeam(t.app);
  await relaxMakerMfa(t.app, maker.companyId!);
  const other = await seedUser(t.app, 'maker', maker.companyId);
  const tokens: string[] = [];
  for (const user of [maker, maker, maker, maker, other]) {
    const res = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    tokens.push(sessionTokenFrom(res)!);
  }
  expect(new Set(tokens).size).toBe(tokens.length);
  for (const token of tokens) {
    // 43 base64url characters = 32 bytes = 256 bits from the CSPRNG.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await t.db.one<{ user_id: string }>('SELECT user_id FROM sessions WHERE token_hash = $1', [createHash('sha256').update(token).digest('hex')]);
    expect(row).not.toBeNull();
  }
  const dump = JSON.stringify(await t.db.query('SELECT * FROM sessions'));
  for (const token of tokens) expect(dump).not.toContain(token);
  // No static credential opens the API: a made-up token of the right shape is refused.
  expect((await call(t.app, 'GET', '/api/auth/me', 'A'.repeat(43))).statusCode).toBe(401);

  // The other non-guessable values: a sign-in step's challenge, a reset link, a verification link.
  const { admin } = await seedTeam(t.app);
  const challenge = (await post('/api/auth/login', { email: admin.email, password: admin.password })).json().challengeToken as string;
  expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect((await post('/api/auth/password-reset/request', { email: maker.email })).statusCode).toBe(200);
  const payload = registration();
  expect((await post('/api/auth/register', payload as unknown as Record<string, unknown>)).statusCode).toBe(201);
  // The links as mailed (over SMTP: the outbox keeps them without their tokens).
  const mailed = [await smtp.mailTo(maker.email), await smtp.mailTo(payload.email)];
  const linkTokens = mailed.map((m) => /#token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]);
  expect(linkTokens).toHaveLength(2);
  for (const token of linkTokens) expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
});

test('ASVS v5.0 7.5.1 turning two-step verification off, replacing recovery codes and changing the password all need the password again', async () => {
  const { maker } = await seedTeam(t.app);
  // Only a maker whose admin relaxed the rule may turn it off at all.
  await relaxMakerMfa(t.app, maker.companyId!);
  const setup = (await call(t.app, 'POST', '/api/auth/mfa/setup', maker.token, { password: maker.password })).json();
  expect((await call(t.app, 'POST', '/api/auth/mfa/confirm', maker.token, { code: codeFor(setup.secret) })).statusCode).toBe(200);
  const codesBefore = JSON.stringify(await t.db.query('SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1 ORDER BY id', [maker.id]));
  const hashBefore = await hashOf(maker.id);

  for (const password of ['wrong-password', '']) {
    expect((await call(t.app, 'POST', '/api/auth/mfa/disable', maker.token, { password })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/auth/mfa/recovery-codes', maker.token, { password })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/auth/password', maker.token, { currentPassword: password, newPassword: 'Another-ledger-2027' })).statusCode).toBe(400);
  }
  expect((await call(t.app, 'POST', '/api/auth/mfa/disable', maker.token, {})).statusCode).toBe(400);
  // Nothing changed.
  expect((await t.db.one<{ on: boolean }>('SELECT mfa_secret IS NOT NULL AS on FROM users WHERE id = $1', [maker.id]))!.on).toBe(true);
  expect(JSON.stringify(await t.db.query('SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1 ORDER BY id', [maker.id]))).toBe(codesBefore);
  expect(await hashOf(maker.id)).toBe(hashBefore);
  // With the password, the same calls work.
  expect((await call(t.app, 'POST', '/api/auth/mfa/recovery-codes', maker.token, { password: maker.password })).statusCode).toBe(200);
  expect((await call(t.app, 'POST', '/api/auth/mfa/disable', maker.token, { password: maker.password })).statusCode).toBe(200);
  // There is no route by which a signed-in user changes its own e-mail address.
  for (const method of ['PATCH', 'PUT'] as const) {
    const res = await t.app.inject({ method, url: '/api/auth/me', headers: { cookie: `session=${maker.token}` }, payload: { email: 'new@evil.test' } });
    expect(res.statusCode).toBe(404);
  }
});

test('ASVS v5.0 6.5.4 recovery codes carry 50 bits each (10 symbols of a 32-symbol alphabet), all different', async () => {
  const { admin } = await seedTeam(t.app);
  const first = await signInThroughSteps(t.app, admin.email, admin.password);
  const codes: string[] = first.answer.recoveryCodes;
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
  expect(new Set(codes).size).toBe(10);
  // 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' has 32 symbols: log2(32^10) = 50 bits, well above 20.
  expect(new Set(codes.join('').replace(/-/g, '')).size).toBeGreaterThan(15);
});

test('ASVS v5.0 6.2.10 a password stays valid however old it is: no forced periodic change', async () => {
  const { maker, admin } = await seedTeam(t.app);
  await relaxMakerMfa(t.app, maker.companyId!);
  await t.db.execute("UPDATE users SET password_changed_at = now() - interval '3 years', created_at = now() - interval '3 years' WHERE id = ANY($1::uuid[])", [
    [maker.id, admin.id],
  ]);
  const makerSignIn = await signInThroughSteps(t.app, maker.email, maker.password);
  expect(makerSignIn.steps).toEqual([]);
  expect(makerSignIn.token).toEqual(expect.any(String));
  const adminSignIn = await signInThroughSteps(t.app, admin.email, admin.password);
  expect(adminSignIn.steps).not.toContain('password-change');
  expect(adminSignIn.token).toEqual(expect.any(String));
});

test('ASVS v5.0 6.3.2 a fresh installation has no default account: no admin, root or sa can sign in', async () => {
  const fresh = await buildTestApp();
  try {
    expect((await fresh.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n).toBe(0);
    for (const email of ['admin@localhost', 'root@localhost', 'sa@localhost', 'admin@compliance.local', 'administrator@example.com']) {
      for (const password of ['admin', 'password', 'root', 'changeme', 'Admin@123']) {
        const res = await fresh.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.172.0.${ip++ % 250}` });
        expect([401, 429]).toContain(res.statusCode);
        expect(sessionTokenFrom(res)).toBeNull();
      }
    }
  } finally {
    await fresh.close();
  }
});

test('ASVS v5.0 2.3.3 ASVS v5.0 16.5.3 an operator action that fails half-way changes nothing (no fail-open): MFA, codes and sessions stay', async () => {
  const { admin } = await seedTeam(t.app);
  const superAdmin = await seedUser(t.app, 'super-admin', null);
  const enrolled = await signInThroughSteps(t.app, admin.email, admin.password);
  // The audit write, the last step of the reset, fails.
  await t.db.exec(`
    CREATE FUNCTION test_fail_mfa_reset_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit store unavailable'; END $$;
    CREATE TRIGGER aaa_test_fail_mfa_reset BEFORE INSERT ON audit_events FOR EACH ROW
      WHEN (NEW.action = 'auth.mfa_reset') EXECUTE FUNCTION test_fail_mfa_reset_audit();`);
  try {
    const res = await call(t.app, 'POST', `/api/super-admin/users/${admin.id}/mfa-reset`, superAdmin.token);
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.json())).not.toMatch(/audit store unavailable|trigger|stack/i);
    expect((await t.db.one<{ on: boolean }>('SELECT mfa_secret IS NOT NULL AS on FROM users WHERE id = $1', [admin.id]))!.on).toBe(true);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1', [admin.id]))!.n).toBe(10);
    expect((await call(t.app, 'GET', '/api/auth/me', enrolled.token!)).statusCode).toBe(200);
    expect(await t.db.one("SELECT id FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Two-step verification%'", [admin.email])).toBeNull();
  } finally {
    await t.db.exec('DROP TRIGGER aaa_test_fail_mfa_reset ON audit_events; DROP FUNCTION test_fail_mfa_reset_audit();');
  }
  expect((await call(t.app, 'POST', `/api/super-admin/users/${admin.id}/mfa-reset`, superAdmin.token)).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/auth/me', enrolled.token!)).statusCode).toBe(401);
});
