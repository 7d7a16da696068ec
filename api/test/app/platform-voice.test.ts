import { appWithMailbox, call, countRows, registration } from '../support/registration';
import { seedTeam, seedUser, type TestApp, type SeededTeam } from '../support/testApp';
import type { TestSmtpServer } from '../support/smtpServer';

jest.setTimeout(300_000);

/**
 * The platform's sender speaks for the platform: a company's or person's name cannot carry line breaks, control
 * characters or web addresses into its e-mails, and a subject names a company only in a short, plain form.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let team: SeededTeam;
beforeAll(async () => {
  ({ t, smtp, close } = await appWithMailbox());
  team = await seedTeam(t.app);
  // Seats for the invitations below (a paid period with room for more checkers).
  const payment = await t.db.one<{ id: string }>(
    `INSERT INTO payments (txnid, company_id, package_id, amount, gateway, status) VALUES ('voice-1', $1, 'upper-layer', 1, 'local', 'success') RETURNING id`,
    [team.companyId],
  );
  await t.db.execute(
    `INSERT INTO company_subscriptions (company_id, package_id, payment_id, seats_admin, seats_maker, seats_checker, period_start, period_end)
     VALUES ($1, 'upper-layer', $2, 1, 5, 5, now() - interval '1 day', now() + interval '300 days')`,
    [team.companyId, payment!.id],
  );
});
afterAll(() => close());

const PHISHING = [
  'Acme\nvisit https://secure-kyc-update.example/login',
  'Acme KYC www.kyc-update.in',
  'Acme (kyc-update.com)',
  'Acme\u202Egnp.exe',
  'Write to help@kyc-update.in',
];

test('ASVS v5.0 2.2.1 registration refuses a company or full name with a line break, a control character or a web address, and creates nothing', async () => {
  const before = await countRows(t.app, 'companies');
  for (const bad of PHISHING) {
    const res = await call(t.app, 'POST', '/api/auth/register', undefined, registration({ companyData: { company_name: bad } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Company name may not contain line breaks, control characters or web addresses');
    const person = await call(t.app, 'POST', '/api/auth/register', undefined, registration({ firstName: bad }));
    expect(person.statusCode).toBe(400);
    expect(person.json().message).toBe('First name may not contain line breaks, control characters or web addresses');
  }
  expect(await countRows(t.app, 'companies')).toBe(before);
  // Ordinary names with dots, ampersands and brackets still pass the rule.
  const fine = await call(t.app, 'POST', '/api/auth/register', undefined, registration({ companyData: { company_name: 'Iyer & Co. Finance (India) Pvt. Ltd.' } }));
  expect(fine.statusCode).toBeLessThan(300);
});

test('ASVS v5.0 2.2.1 the create-user form, the invitation and the console refuse such names too', async () => {
  const root = await seedUser(t.app, 'super-admin', null);
  for (const bad of PHISHING) {
    const created = await call(t.app, 'POST', '/api/admin/users', team.admin.token, {
      firstName: bad,
      lastName: 'Rao',
      email: 'neha@example.com',
      password: 'a-long-password-123',
      role: 'maker',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('First name may not contain line breaks, control characters or web addresses');
    const invited = await call(t.app, 'POST', '/api/admin/users/invitations', team.admin.token, {
      firstName: 'Neha',
      lastName: bad,
      email: 'neha@example.com',
      role: 'maker',
    });
    expect(invited.statusCode).toBe(400);
    expect(invited.json().message).toBe('Last name may not contain line breaks, control characters or web addresses');
    const edited = await call(t.app, 'PATCH', `/api/super-admin/users/${team.maker.id}`, root.token, { lastName: bad });
    expect(edited.statusCode).toBe(400);
  }
});

test('an invitation names the company in a short plain subject, and a stored name that reads as an address is not repeated at all', async () => {
  await t.db.execute('UPDATE companies SET company_name = $2 WHERE id = $1', [team.companyId, 'Sundaram Home Finance and Housing Development Corporation Limited']);
  const first = await call(t.app, 'POST', '/api/admin/users/invitations', team.admin.token, {
    firstName: 'Neha',
    lastName: 'Rao',
    email: 'neha.rao@example.com',
    role: 'checker',
  });
  expect(first.statusCode).toBe(201);
  const mail = await smtp.mailTo('neha.rao@example.com');
  expect(mail.subject).toBe('You are invited to Sundaram Home Finance and Housing Devel… on Compliance Management');
  expect(mail.text).toContain('Your administrator at Sundaram Home Finance and Housing Development Corporation Limited has invited you');

  // A name stored before the rule existed.
  await t.db.execute('UPDATE companies SET company_name = $2 WHERE id = $1', [team.companyId, 'Acme\nvisit https://secure-kyc-update.example/login']);
  const second = await call(t.app, 'POST', '/api/admin/users/invitations', team.admin.token, {
    firstName: 'Ravi',
    lastName: 'Iyer',
    email: 'ravi.iyer@example.com',
    role: 'checker',
  });
  expect(second.statusCode).toBe(201);
  const plain = await smtp.mailTo('ravi.iyer@example.com');
  expect(plain.subject).toBe('You are invited to Compliance Management');
  expect(plain.text).not.toMatch(/secure-kyc-update|visit/);
  expect(plain.text).toContain('Your administrator has invited you to Compliance Management as a checker.');
});
