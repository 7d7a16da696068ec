import ExcelJS from 'exceljs';
import { buildTestApp, relaxMakerMfa, seedCompany, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { call } from '../../support/registration';
import { signInThroughSteps } from '../../support/signInSteps';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtpServer';

/** Invitations by e-mail and bulk invitation from a file (docs/decisions/0049-people-and-the-command-centre-screen.md). */
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer(Number(process.env.INVITATION_TEST_SMTP_PORT ?? 2604));
  t = await buildTestApp({ smtpUrl: smtp.url, userImportLimitPerHour: 3 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const address = (name: string) => `${name}-${Date.now().toString(36)}${(n++).toString(36)}@acme.in`;

/** A company with only its admin and a paid period of `maker` + `checker` seats. */
async function companyWithSeats(maker: number, checker: number) {
  const companyId = await seedCompany(t.db);
  const admin = await seedUser(t.app, 'admin', companyId, { firstName: 'Asha', lastName: 'Admin' });
  const payment = await t.db.one<{ id: string }>(
    `INSERT INTO payments (txnid, company_id, package_id, amount, gateway, status) VALUES ($1, $2, 'upper-layer', 1, 'local', 'success') RETURNING id`,
    [`t${Date.now().toString(36)}${(n++).toString(36)}`, companyId],
  );
  await t.db.execute(
    `INSERT INTO company_subscriptions (company_id, package_id, payment_id, seats_admin, seats_maker, seats_checker, period_start, period_end)
     VALUES ($1, 'upper-layer', $2, 1, $3, $4, now() - interval '1 day', now() + interval '300 days')`,
    [companyId, payment!.id, maker, checker],
  );
  return { companyId, admin };
}

/** The link of the last invitation mailed to `to`. */
async function linkMailedTo(to: string): Promise<string> {
  for (;;) {
    const mail = smtp.messages.find((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to));
    if (mail) return /#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await smtp.waitFor(smtp.messages.length + 1, 10000);
  }
}

function upload(token: string, fileName: string, content: Buffer) {
  const boundary = `----inv${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users/invitations/preview',
    headers: { ...sessionHeaders(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('one invitation', () => {
  test('the invited user gets a single-use link, sets a password by the rules and signs in; the token is stored hashed', async () => {
    const { admin, companyId } = await companyWithSeats(5, 5);
    const email = address('neha');
    const res = await call(t.app, 'POST', '/api/admin/users/invitations', admin.token, { firstName: 'Neha', lastName: 'Rao', email, role: 'checker' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: `Invitation sent to ${email}`, user: { email, role: 'checker', companyId, invitationPending: true } });
    const userId = res.json().user.id as string;

    const token = await linkMailedTo(email);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM user_invitations WHERE user_id = $1', [userId]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // Before accepting, no password signs in.
    expect((await signInThroughSteps(t.app, email, '!invited', { ip: '10.9.0.1' })).answer.success).toBe(false);
    const lookup = await call(t.app, 'POST', '/api/auth/invitation/lookup', undefined, { token });
    expect(lookup.json()).toMatchObject({ firstName: 'Neha', email, role: 'checker' });
    const weak = await call(t.app, 'POST', '/api/auth/invitation/accept', undefined, { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 8 characters long');
    const accepted = await call(t.app, 'POST', '/api/auth/invitation/accept', undefined, { token, newPassword: 'Ledger-Audit-2026' });
    expect(accepted.statusCode).toBe(200);
    // Accepting signs in: a checker's next step is setting up two-step verification (the company's rule), no second password entry.
    expect(accepted.json()).toMatchObject({ success: true, step: 'mfa-enrol' });
    const again = await call(t.app, 'POST', '/api/auth/invitation/accept', undefined, { token, newPassword: 'Other-Ledger-2027' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid or has expired/);

    const { answer, steps } = await signInThroughSteps(t.app, email, 'Ledger-Audit-2026', { ip: '10.9.0.2' });
    expect(steps).not.toContain('password-change');
    expect(answer).toMatchObject({ success: true, redirectTo: '/checker' });
    const list = await call(t.app, 'GET', '/api/admin/users?role=checker', admin.token);
    expect(list.json().users.find((u: { id: string }) => u.id === userId).invitationPending).toBe(false);
    const actions = await t.db.query<{ action: string }>('SELECT action FROM audit_events WHERE target_id = $1 ORDER BY created_at', [userId]);
    // A checker enrols an authenticator at the first sign-in (the company's MFA rule, on for checkers by default).
    expect(actions.map((a) => a.action)).toEqual(['user.invited', 'auth.login_failed', 'user.invitation_accepted', 'auth.mfa_enabled']);
  });

  test('accepting asks a maker to set up two-step verification before any session (every role by default)', async () => {
    const { admin } = await companyWithSeats(5, 5);
    const email = address('meera');
    await call(t.app, 'POST', '/api/admin/users/invitations', admin.token, { firstName: 'Meera', lastName: 'Das', email, role: 'maker' });
    const accepted = await call(t.app, 'POST', '/api/auth/invitation/accept', undefined, { token: await linkMailedTo(email), newPassword: 'Ledger-Audit-2026' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, step: 'mfa-enrol' });
    expect([accepted.headers['set-cookie']].flat().some((c) => String(c).startsWith('session='))).toBe(false);
  });

  test('accepting signs a maker in with the chosen password: a session cookie, the maker area, no second password entry (makers relaxed by the admin)', async () => {
    const { admin, companyId } = await companyWithSeats(5, 5);
    await relaxMakerMfa(t.app, companyId);
    const email = address('mohan');
    await call(t.app, 'POST', '/api/admin/users/invitations', admin.token, { firstName: 'Mohan', lastName: 'Das', email, role: 'maker' });
    const token = await linkMailedTo(email);
    const accepted = await call(t.app, 'POST', '/api/auth/invitation/accept', undefined, { token, newPassword: 'Ledger-Audit-2026' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, redirectTo: '/maker', user: { email, role: 'maker' } });
    expect(JSON.stringify(accepted.json())).not.toContain('Ledger-Audit-2026');
    const cookie = [accepted.headers['set-cookie']].flat().find((c) => String(c).startsWith('session='));
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: String(cookie).split(';')[0] } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
  });

  test('a user created with a password gets a welcome e-mail that never contains the password', async () => {
    const { admin } = await companyWithSeats(5, 5);
    const email = address('welcome');
    const created = await call(t.app, 'POST', '/api/admin/users', admin.token, {
      firstName: 'Wasim',
      lastName: 'Khan',
      email,
      password: 'Handed-Over-2026!',
      role: 'maker',
    });
    expect(created.statusCode).toBe(201);
    let mail = smtp.messages.find((m) => m.to.includes(email));
    while (!mail) {
      await smtp.waitFor(smtp.messages.length + 1, 10000);
      mail = smtp.messages.find((m) => m.to.includes(email));
    }
    expect(mail.text).toContain('Hello Wasim,');
    expect(mail.text).toContain(`with this e-mail address (${email})`);
    expect(mail.text).not.toContain('Handed-Over-2026!');
  });

  test('an expired link is refused; a resent link replaces the old one', async () => {
    const { admin } = await companyWithSeats(5, 5);
    const email = address('ravi');
    const res = await call(t.app, 'POST', '/api/admin/users/invitations', admin.token, { firstName: 'Ravi', lastName: 'S', email, role: 'maker' });
    const first = await linkMailedTo(email);
    const resent = await call(t.app, 'POST', `/api/admin/users/${res.json().user.id}/invitation`, admin.token);
    expect(resent.statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/invitation/lookup', undefined, { token: first })).statusCode).toBe(400);
    while (smtp.messages.filter((m) => m.to.includes(email)).length < 2) await smtp.waitFor(smtp.messages.length + 1, 10000);
    const second = /#token=([A-Za-z0-9_-]+)/.exec(smtp.messages.filter((m) => m.to.includes(email)).at(-1)!.text)![1]!;
    await t.db.execute("UPDATE user_invitations SET expires_at = now() - interval '1 second' WHERE user_id = $1", [res.json().user.id]);
    expect((await call(t.app, 'POST', '/api/auth/invitation/accept', undefined, { token: second, newPassword: 'Ledger-Audit-2026' })).statusCode).toBe(400);
  });

  test.each([
    [{ email: 'not-an-email' }, 400],
    [{ role: 'admin' }, 400],
  ])('bad input %j is refused and creates nothing', async (change, status) => {
    const { admin, companyId } = await companyWithSeats(5, 5);
    const res = await call(t.app, 'POST', '/api/admin/users/invitations', admin.token, { firstName: 'A', lastName: 'B', email: address('x'), role: 'maker', ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE company_id = $1', [companyId]))!.n).toBe(1);
  });

  test('a taken address and a full plan are refused like the create-user form', async () => {
    const { admin } = await companyWithSeats(1, 0);
    const other = await seedTeam(t.app);
    const taken = await call(t.app, 'POST', '/api/admin/users/invitations', admin.token, { firstName: 'A', lastName: 'B', email: other.maker.email, role: 'maker' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).not.toContain(other.companyId);
    const full = await call(t.app, 'POST', '/api/admin/users/invitations', admin.token, { firstName: 'A', lastName: 'B', email: address('c'), role: 'checker' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('No checker seat left: Your plan includes 0 checker seats');
  });
});

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n');

describe('bulk invitation from a file', () => {
  test('a CSV of 50 people previews clean, then all 50 are invited in one action and each gets a link', async () => {
    const { admin, companyId } = await companyWithSeats(40, 20);
    const people = Array.from({ length: 50 }, (_, i) => [`Person${i}`, `Team`, address(`p${i}`), i % 5 === 0 ? 'Checker' : 'maker']);
    const preview = await upload(admin.token, 'team.csv', csv(['First name,Last name,Email,Role', ...people.map((p) => p.join(','))]));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ success: true, errorCount: 0, message: '50 users ready to invite' });
    const before = smtp.messages.length;
    const rows = preview.json().rows.map(({ firstName, lastName, email, role }: Record<string, string>) => ({ firstName, lastName, email, role }));
    const res = await call(t.app, 'POST', '/api/admin/users/invitations/import', admin.token, { rows });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: '50 invitations sent' });
    expect((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE company_id = $1 AND role <> 'admin'", [companyId]))!.n).toBe(50);
    await smtp.waitFor(before + 50, 30000);
    const imports = await t.db.query<{ after: { invited: number } }>("SELECT after FROM audit_events WHERE action = 'user.import' AND actor_id = $1", [admin.id]);
    expect(imports).toEqual([{ after: { invited: 50 } }]);
  });

  test('an XLSX with a Name column previews each row with its errors; a refused import creates nobody', async () => {
    const { admin, companyId } = await companyWithSeats(2, 1);
    const dup = address('dup');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Team');
    sheet.addRows([
      ['Name', 'E-mail', 'Role'],
      ['Kiran Mehta', address('k'), 'maker'],
      ['Lata Iyer', 'lata-at-acme', 'maker'],
      ['Dev Anand', dup, 'checker'],
      ['Dev Again', dup, 'maker'],
      ['Om Prakash', address('o'), 'auditor'],
      ['Uma Shah', address('u'), 'checker'],
    ]);
    const preview = await upload(admin.token, 'team.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['Email is invalid']],
      [4, []],
      [5, ['Duplicate of line 4 in this file']],
      [6, ['Unknown role "auditor": use maker or checker']],
      [7, ['No checker seat left: Your plan includes 1 checker seat']],
    ]);
    expect(body.rows[0]).toMatchObject({ firstName: 'Kiran', lastName: 'Mehta' });
    expect(body.errorCount).toBe(4);

    const rows = body.rows.map(({ firstName, lastName, email, role }: Record<string, string>) => ({ firstName, lastName, email, role }));
    const refused = await call(t.app, 'POST', '/api/admin/users/invitations/import', admin.token, { rows });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: 'Nothing was imported: correct the rows with errors and upload the file again', errorCount: 4 });
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE company_id = $1', [companyId]))!.n).toBe(1);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM user_invitations WHERE company_id = $1', [companyId]))!.n).toBe(0);
  });

  test("ASVS v5.0 8.4.1 a preview says nothing of other companies' accounts and is audited; only the import refuses such a row", async () => {
    const { admin, companyId } = await companyWithSeats(5, 5);
    const elsewhere = await companyWithSeats(1, 1);
    const root = await seedUser(t.app, 'super-admin', null);
    const own = await seedUser(t.app, 'maker', companyId);
    const file = csv(['Name,Email,Role', `Root Person,${root.email},maker`, `Other Admin,${elsewhere.admin.email},checker`, `Own Maker,${own.email},maker`]);
    const preview = await upload(admin.token, 'team.csv', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().rows.map((r: { errors: string[] }) => r.errors)).toEqual([[], [], ['An account with this email already exists']]);
    const audited = await t.db.query<{ after: unknown; target_type: string }>(
      "SELECT after, target_type FROM audit_events WHERE action = 'user.import_previewed' AND actor_id = $1",
      [admin.id],
    );
    expect(audited).toEqual([{ after: { rows: 3, withErrors: 1 }, target_type: 'import' }]);
    expect(JSON.stringify(audited)).not.toContain('@');

    const rows = preview
      .json()
      .rows.slice(0, 2)
      .map(({ firstName, lastName, email, role }: Record<string, string>) => ({ firstName, lastName, email, role }));
    const refused = await call(t.app, 'POST', '/api/admin/users/invitations/import', admin.token, { rows });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      ['This email address cannot be used for a new user. Please use a different email address.'],
      ['This email address cannot be used for a new user. Please use a different email address.'],
    ]);
  });

  test('a file that is not CSV or XLSX, a missing header and more than 200 rows are refused', async () => {
    const { admin } = await companyWithSeats(5, 5);
    expect((await upload(admin.token, 'team.csv', Buffer.from('%PDF-1.7\n...'))).json().message).toBe('The file must be a CSV or XLSX file');
    expect((await upload(admin.token, 'team.exe', csv(['a']))).statusCode).toBe(400);
    expect((await upload(admin.token, 'team.csv', csv(['who,where', 'a,b']))).json().message).toMatch(/^The first row must name the columns/);
    const many = Array.from({ length: 201 }, (_, i) => ({ firstName: 'A', lastName: 'B', email: `a${i}@acme.in`, role: 'maker' }));
    expect((await call(t.app, 'POST', '/api/admin/users/invitations/import', admin.token, { rows: many })).statusCode).toBe(400);
  });

  test('imports count one action each against a per-admin hourly limit', async () => {
    const { admin } = await companyWithSeats(10, 10);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(t.app, 'POST', '/api/admin/users/invitations/import', admin.token, {
        rows: [{ firstName: 'A', lastName: 'B', email: address(`lim${i}`), role: 'maker' }],
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('access', () => {
  test('only an admin invites, and only into its own company', async () => {
    const a = await seedTeam(t.app);
    const b = await companyWithSeats(5, 5);
    for (const token of [a.maker.token, a.checker.token]) {
      expect((await call(t.app, 'POST', '/api/admin/users/invitations', token, { firstName: 'A', lastName: 'B', email: address('m'), role: 'maker' })).statusCode).toBe(
        403,
      );
      expect((await upload(token, 'team.csv', csv(['Name,Email,Role']))).statusCode).toBe(403);
    }
    // Another company's user: 404, and no new link.
    expect((await call(t.app, 'POST', `/api/admin/users/${a.maker.id}/invitation`, b.admin.token)).statusCode).toBe(404);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM user_invitations WHERE user_id = $1', [a.maker.id]))!.n).toBe(0);
  });
});
