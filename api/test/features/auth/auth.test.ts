import argon2 from 'argon2';
import { AUTH_MESSAGES } from 'shared-contracts';
import { buildTestApp, seedTeam, seedUser, sessionHeaders, sessionTokenFrom, type TestApp } from '../../support/testApp';
import { signInThroughSteps } from '../../support/signInSteps';
import { call, countRows, registration } from '../../support/registration';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ superAdmin: { email: 'root@platform.test', password: 'Ops-Console-2026' } });
});
afterAll(() => t.close());

let registerIp = 0;
// Each registration from its own address: the per-address limit is tested separately.
const register = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object, remoteAddress: `10.9.${Math.floor(registerIp / 250)}.${registerIp++ % 250}` });
const login = (body: unknown, ip = '10.1.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });

describe('POST /api/auth/register', () => {
  test('creates the company and its admin, signs the admin in, and audits it', async () => {
    const payload = registration();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      redirectTo: '/admin',
      user: { firstName: 'Asha', lastName: 'Rao', email: payload.email, role: 'admin', status: 'active', companyName: 'Acme Finance Pvt Ltd' },
    });
    expect(body.token).toBeUndefined();
    expect(sessionTokenFrom(res)).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);

    const company = await t.db.one<Record<string, unknown>>('SELECT * FROM companies WHERE id = $1', [body.user.companyId]);
    expect(company).toMatchObject({
      organization_type: 'Private Limited NBFC/Others',
      pan: 'ABCDE1234F',
      nbfc_type: 'Base layer',
      pincode: '560001',
      establishment: ['Corporate Office', 'Registered Office'],
      regulatory_authorities: ['RBI', 'ROC'],
      country: 'India',
    });
    expect(Number(company!.current_asset_size)).toBe(250);
    const user = await t.db.one<{ password_hash: string; username: string }>('SELECT password_hash, username FROM users WHERE id = $1', [body.user.id]);
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=\d+,t=\d+\$/);
    const [, m, tCost] = /m=(\d+),p=\d+,t=(\d+)/.exec(user!.password_hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(tCost)).toBeGreaterThanOrEqual(2);
    expect(await argon2.verify(user!.password_hash, 'Ledger-Audit-2026')).toBe(true);
    expect(user!.username).toBe('asha');

    const me = await call(t.app, 'GET', '/api/auth/me', sessionTokenFrom(res)!);
    expect(me.json().user).toEqual(body.user);
    const audit = await t.db.one<{ action: string; actor_id: string }>(
      "SELECT action, actor_id FROM audit_events WHERE company_id = $1 AND action = 'company.registered'",
      [body.user.companyId],
    );
    expect(audit).toEqual({ action: 'company.registered', actor_id: body.user.id });
  });

  test('a taken e-mail (any case) is refused with the neutral message, signs nobody in and creates nothing', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const before = [await countRows(t.app, 'companies'), await countRows(t.app, 'users')];
    const again = await register(registration({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.registrationRefused });
    expect(again.body).not.toMatch(/already exists|in use|registered/i);
    expect(sessionTokenFrom(again)).toBeNull();
    expect([await countRows(t.app, 'companies'), await countRows(t.app, 'users')]).toEqual(before);
  });

  test.each([
    [{ companyData: { company_name: ' ' } }, 'company_name', 'Company name is required'],
    [{ companyData: { organization_type: '' } }, 'organization_type', 'Organization type is required'],
    [{ companyData: { organization_type: 'Bank' } }, 'organization_type', 'Organization type is invalid'],
    [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ companyData: { mobile: '' } }, 'mobile', 'Mobile number is required'],
    [{ companyData: { mobile: '98765' } }, 'mobile', 'Mobile number must be 10 digits'],
    [{ companyData: { mobile: '98765abcde' } }, 'mobile', 'Mobile number must be 10 digits'],
    [{ companyData: { address: '' } }, 'address', 'Address is required'],
    [{ companyData: { state: '' } }, 'state', 'State is required'],
    [{ companyData: { state: 'Atlantis' } }, 'state', 'Choose a state or Union territory from the list'],
    [{ companyData: { city: '' } }, 'city', 'City is required'],
    [{ companyData: { pincode: '' } }, 'pincode', 'Pincode is required'],
    [{ companyData: { pincode: '56001' } }, 'pincode', 'Pincode must be 6 digits'],
    [{ companyData: { pan: 'ABCD1234F' } }, 'pan', 'PAN is invalid (format: ABCDE1234F)'],
    [{ companyData: { cin: 'X65910MH1995PTC123456' } }, 'cin', 'CIN is invalid (21 characters, e.g. L65910MH1995PLC123456)'],
    [{ companyData: { gstn: '27ABCDE1234F1Y5' } }, 'gstn', 'GSTN is invalid (15 characters, e.g. 27ABCDE1234F1Z5)'],
    [{ companyData: { establishment: ['Branch Office'] } }, 'establishment', 'Establishment type is invalid'],
    [{ companyData: { nbfc_type: 'Giant layer' } }, 'nbfc_type', 'NBFC type is invalid'],
    [{ companyData: { regulatory_authority: ['FBI'] } }, 'regulatory_authority', 'Regulatory authority is invalid'],
    [{ firstName: '', lastName: '' }, 'name', 'Full name is required'],
    [{ companyData: { username: '' } }, 'username', 'Username is required'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345678901' }, 'password', 'Password must be at least 12 characters'],
    [{ password: 'qwertyuiop123' }, 'password', 'This password is too common or has appeared in data breaches. Please choose another.'],
  ])('refuses %j with the message for %s', async (overrides, field, message) => {
    const before = await countRows(t.app, 'companies');
    const res = await register(registration(overrides as Parameters<typeof registration>[0]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await countRows(t.app, 'companies')).toBe(before);
  });

  test('wrong types, unknown fields and a missing companyData are 400s that change nothing', async () => {
    const before = await countRows(t.app, 'companies');
    const good = registration();
    for (const payload of [
      { ...good, role: 'super-admin' },
      { ...good, companyData: { ...good.companyData, status: 'active' } },
      { ...good, companyData: { ...good.companyData, mobile: 9876543210 } },
      { ...good, companyData: { ...good.companyData, your_current_asset_size: '100' } },
      { ...good, companyData: { ...good.companyData, your_current_asset_size: -5 } },
      { ...good, companyData: { ...good.companyData, country: 'Nepal' } },
      { firstName: 'A', email: good.email, password: 'Ledger-Audit-2026' },
      { ...good, email: ['a@b.in'] },
    ]) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await countRows(t.app, 'companies')).toBe(before);
  });

  test('one address may register 30 companies a minute, then gets a 429 with a message', async () => {
    let status = 0;
    for (let i = 0; i < 31; i++) status = (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: '10.8.0.1' })).statusCode;
    expect(status).toBe(429);
  });

  test('hostile strings are stored as text, never interpreted', async () => {
    const hostile = "Robert'); DROP TABLE companies;-- <script>alert(1)</script>";
    const res = await register(registration({ companyData: { company_name: hostile } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.companyName).toBe(hostile);
  });
});

describe('POST /api/auth/login', () => {
  test('a maker signs in with the password alone and is sent to /maker once the admin relaxed the rule for makers', async () => {
    const team = await seedTeam(t.app);
    expect((await call(t.app, 'PATCH', '/api/admin/security-policy', team.admin.token, { checkers: true, makers: false })).statusCode).toBe(200);
    const user = team.maker;
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, redirectTo: '/maker', user: { id: user.id, role: 'maker', companyId: team.companyId, status: 'active' } });
    const me = await call(t.app, 'GET', '/api/auth/me', sessionTokenFrom(res)!);
    expect(me.json().user.id).toBe(user.id);
  });

  test('ASVS v5.0 6.3.3 a maker signs in through MFA enrolment by default and is sent to /maker', async () => {
    const team = await seedTeam(t.app);
    const direct = await login({ email: team.maker.email, password: team.maker.password });
    expect(direct.json()).toMatchObject({ step: 'mfa-enrol' });
    expect(sessionTokenFrom(direct)).toBeNull();
    const { answer, steps } = await signInThroughSteps(t.app, team.maker.email, team.maker.password);
    expect(steps).toEqual(['mfa-enrol']);
    expect(answer).toMatchObject({ success: true, redirectTo: '/maker', user: { id: team.maker.id, role: 'maker' } });
  });

  test('ASVS v5.0 6.3.3 an admin signs in through MFA enrolment and is sent to /admin', async () => {
    const team = await seedTeam(t.app);
    const { answer, steps, token } = await signInThroughSteps(t.app, team.admin.email.toUpperCase(), team.admin.password);
    expect(steps).toEqual(['mfa-enrol']);
    expect(answer).toMatchObject({ success: true, redirectTo: '/admin', user: { id: team.admin.id, role: 'admin', companyId: team.companyId } });
    expect(answer.token).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/auth/me', token!)).json().user.id).toBe(team.admin.id);
  });

  test('ASVS v5.0 6.3.3 a checker signs in through MFA enrolment (always) and is sent to /checker', async () => {
    const team = await seedTeam(t.app);
    const direct = await login({ email: team.checker.email, password: team.checker.password });
    expect(direct.json()).toMatchObject({ step: 'mfa-enrol' });
    expect(sessionTokenFrom(direct)).toBeNull();
    const { answer, steps } = await signInThroughSteps(t.app, team.checker.email, team.checker.password);
    expect(steps).toEqual(['mfa-enrol']);
    expect(answer).toMatchObject({ success: true, redirectTo: '/checker', user: { id: team.checker.id, role: 'checker' } });
  });

  test('ASVS v5.0 6.3.3 the bootstrapped super-admin signs in (MFA enrolment first) and is sent to /admin', async () => {
    const { answer, steps } = await signInThroughSteps(t.app, 'root@platform.test', 'Ops-Console-2026');
    expect(steps).toEqual(['mfa-enrol']);
    expect(answer).toMatchObject({ redirectTo: '/admin', user: { role: 'super-admin', companyId: null } });
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    const { admin } = await seedTeam(t.app);
    const wrong = await login({ email: admin.email, password: 'nope-nope' }, '10.1.0.2');
    const unknown = await login({ email: 'nobody@nowhere.in', password: 'nope-nope' }, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('empty fields get the spec message', async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@b.in', password: '' }, {}]) {
      const res = await login(body, '10.1.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Please fill in all fields' });
    }
  });

  test('malformed JSON, wrong types and unknown fields are 400s', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: '10.1.0.4',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'Malformed JSON body' });
    expect((await login({ email: 5, password: 'x' }, '10.1.0.4')).statusCode).toBe(400);
    expect((await login({ email: 'a@b.in', password: 'x', role: 'admin' }, '10.1.0.4')).statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) },
      remoteAddress: '10.1.0.4',
    });
    expect(huge.statusCode).toBe(413);
  });

  test('a suspended user, or a user of a suspended company, cannot sign in', async () => {
    const team = await seedTeam(t.app);
    await t.db.execute("UPDATE users SET status = 'suspended' WHERE id = $1", [team.maker.id]);
    const res = await login({ email: team.maker.email, password: team.maker.password }, '10.1.0.5');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has been suspended. Please contact your administrator.');
    expect((await call(t.app, 'GET', '/api/auth/me', team.maker.token)).statusCode).toBe(401);
    await t.db.execute("UPDATE companies SET status = 'suspended' WHERE id = $1", [team.companyId]);
    expect((await login({ email: team.checker.email, password: team.checker.password }, '10.1.0.5')).statusCode).toBe(403);
  });

  test('one address is limited per minute (429 with a message)', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await login({ email: '', password: '' }, '10.3.0.1')).statusCode;
    expect(last).toBe(429);
    const res = await login({ email: '', password: '' }, '10.3.0.1');
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) });
    expect((await login({ email: '', password: '' }, '10.3.0.2')).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  test('logout revokes the token on the server', async () => {
    const { maker } = await seedTeam(t.app);
    const res = await call(t.app, 'POST', '/api/auth/logout', maker.token);
    expect(res.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/me', maker.token);
    expect(me.statusCode).toBe(401);
    expect(me.json().success).toBe(false);
    expect((await call(t.app, 'POST', '/api/auth/logout', maker.token)).statusCode).toBe(401);
  });

  test('logout with an empty body labelled as JSON still revokes the session', async () => {
    const { checker } = await seedTeam(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...sessionHeaders(checker.token), 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', checker.token)).statusCode).toBe(401);
  });

  test('an expired token, a tampered token, a token in the query string and no token get 401', async () => {
    const { checker } = await seedTeam(t.app);
    const other = await seedUser(t.app, 'maker', (await seedTeam(t.app)).companyId);
    await t.db.execute("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [other.id]);
    expect((await call(t.app, 'GET', '/api/auth/me', other.token)).statusCode).toBe(401);
    const tampered = checker.token.slice(0, -2) + (checker.token.endsWith('AA') ? 'BB' : 'AA');
    expect((await call(t.app, 'GET', '/api/auth/me', tampered)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/me?token=${checker.token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', checker.token)).statusCode).toBe(200);
  });

  test('sign-in and sign-out are in the audit trail, without secrets', async () => {
    const { maker: admin, companyId } = await seedTeam(t.app);
    // Makers of this company sign in with the password alone (their admin's choice).
    await t.db.execute('UPDATE companies SET mfa_required_makers = false WHERE id = $1', [companyId]);
    const token = sessionTokenFrom(await login({ email: admin.email, password: admin.password }, '10.1.0.9'))!;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sessionHeaders(token) });
    const rows = await t.db.query<{ action: string; after: unknown }>('SELECT action, after FROM audit_events WHERE company_id = $1 ORDER BY created_at', [companyId]);
    expect(rows.map((r) => r.action)).toEqual(['auth.login', 'auth.logout']);
    expect(JSON.stringify(rows)).not.toContain(admin.password);
  });

  test('answers carry security headers and no CORS by default', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, headers: { origin: 'https://evil.example' }, remoteAddress: '10.1.0.10' });
    expect(res.headers['strict-transport-security']).toContain('max-age');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
