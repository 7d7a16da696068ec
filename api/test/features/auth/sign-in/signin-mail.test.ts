import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../../support/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../../../support/smtpServer';

jest.setTimeout(90_000);

/** The text of a received mail, whatever transfer encoding nodemailer chose. */
function bodyOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) {
    return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer(2530);
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://compliance.example.in' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: Record<string, unknown>, ip = '10.50.0.1') => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

test('ASVS v5.0 6.4.3 the reset link arrives by e-mail over SMTP and sets a new password once', async () => {
  const { maker } = await seedTeam(t.app);
  const before = smtp.messages.length;
  expect((await post('/api/auth/password-reset/request', { email: maker.email.toUpperCase() })).statusCode).toBe(200);
  const mails = await smtp.waitFor(before + 1);
  const mail = mails[before];
  expect(mail.to).toEqual([maker.email]);
  expect(mail.subject).toBe('Reset your Compliance Management password');
  const text = bodyOf(mail.raw);
  const link = /https:\/\/compliance\.example\.in\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(text);
  expect(link).not.toBeNull();
  // Only its hash is stored.
  expect(JSON.stringify(await t.db.query('SELECT * FROM password_reset_tokens'))).not.toContain(link![1]);
  const done = await post('/api/auth/password-reset/confirm', { token: link![1], newPassword: 'Mailed-reset-2027' });
  expect(done.statusCode).toBe(200);
  expect((await post('/api/auth/password-reset/confirm', { token: link![1], newPassword: 'Mailed-reset-2028' })).statusCode).toBe(400);
  expect((await post('/api/auth/login', { email: maker.email, password: 'Mailed-reset-2027' })).statusCode).toBe(200);
  // ASVS v5.0 6.3.7: the owner is told the password changed.
  const notice = (await smtp.waitFor(before + 2))[before + 1];
  expect(notice.subject).toBe('Your Compliance Management password was changed');
});

test('ASVS v5.0 6.3.8 an unknown e-mail gets the same answer and no mail', async () => {
  const before = smtp.messages.length;
  const res = await post('/api/auth/password-reset/request', { email: 'nobody@nowhere.test' });
  expect(res.json().success).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.messages.length).toBe(before);
});

test('ASVS v5.0 6.3.5 the user is told by e-mail when sign-in attempts start to be slowed down, once per episode', async () => {
  const { checker } = await seedTeam(t.app);
  const before = smtp.messages.length;
  for (let i = 0; i < 6; i++) await post('/api/auth/login', { email: checker.email, password: 'wrong-password' }, '10.51.0.1');
  const mails = await smtp.waitFor(before + 1);
  const mail = mails[before];
  expect(mail.to).toEqual([checker.email]);
  expect(mail.subject).toBe('Unsuccessful sign-in attempts on your account');
  expect(bodyOf(mail.raw)).toContain('https://compliance.example.in/reset-password');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.messages.filter((m) => m.to.includes(checker.email))).toHaveLength(1);
});

test('ASVS v5.0 6.3.7 a password change is confirmed by e-mail', async () => {
  const { maker } = await seedTeam(t.app);
  const before = smtp.messages.length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: sessionHeaders(maker.token),
    payload: { currentPassword: maker.password, newPassword: 'Changed-ledger-2027' },
  });
  expect(res.statusCode).toBe(200);
  const mail = (await smtp.waitFor(before + 1))[before];
  expect(mail).toMatchObject({ to: [maker.email], subject: 'Your Compliance Management password was changed' });
});
