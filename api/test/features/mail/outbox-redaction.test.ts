import { REDACTED_TOKEN } from '../../../src/features/mail/mailer';
import { appWithMailbox, registration } from '../../support/registration';
import { seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import type { TestSmtpServer } from '../../support/smtpServer';

jest.setTimeout(120_000);

/**
 * Reset and verification links carry single-use tokens that are stored only as hashes. The mail goes out with
 * the working link; the copy the outbox keeps (and the super-admin reads) has the token removed.
 */
let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => ({ t, smtp, close } = await appWithMailbox({ publicUrl: 'https://compliance.example.in' })));
afterAll(() => close());

let n = 0;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.181.0.${++n}` });
const mailTo = (address: string) => smtp.mailTo(address);
const storedFor = async (address: string) => {
  for (let i = 0; i < 100; i++) {
    const row = await t.db.one<{ text_body: string; status: string }>('SELECT text_body, status FROM mail_outbox WHERE to_address = $1', [address]);
    if (row && row.status !== 'sending') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no stored mail to ${address}`);
};

test('ASVS v5.0 16.2.5 ASVS v5.0 14.2.4 a reset link works from the mail; the outbox and the super-admin see it without its token', async () => {
  const { maker } = await seedTeam(t.app);
  expect((await post('/api/auth/password-reset/request', { email: maker.email })).statusCode).toBe(200);
  const token = /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec((await mailTo(maker.email)).text)![1];

  const stored = await storedFor(maker.email);
  expect(stored.status).toBe('sent');
  expect(stored.text_body).toContain(`https://compliance.example.in/reset-password#token=${REDACTED_TOKEN}`);
  expect(stored.text_body).not.toContain(token);
  const root = await seedUser(t.app, 'super-admin', null);
  const outbox = await t.app.inject({ method: 'GET', url: '/api/super-admin/outbox?pageSize=100', headers: sessionHeaders(root.token) });
  expect(outbox.statusCode).toBe(200);
  expect(outbox.body).not.toContain(token);
  expect(outbox.body).toContain(REDACTED_TOKEN);
  // Nothing in the database holds the token in clear.
  for (const table of ['mail_outbox', 'password_reset_tokens', 'audit_events']) {
    expect(JSON.stringify(await t.db.query(`SELECT * FROM ${table}`))).not.toContain(token);
  }
  // The mailed link works once.
  expect((await post('/api/auth/password-reset/confirm', { token, newPassword: 'Mailed-reset-2029' })).statusCode).toBe(200);
});

test('ASVS v5.0 16.2.5 the verification link of a registration is stored without its token', async () => {
  const payload = registration();
  expect((await post('/api/auth/register', payload)).statusCode).toBe(201);
  const token = /\/verify-email#token=([A-Za-z0-9_-]{43})/.exec((await mailTo(payload.email)).text)![1];
  const stored = await storedFor(payload.email);
  expect(stored.text_body).toContain(`/verify-email#token=${REDACTED_TOKEN}`);
  expect(stored.text_body).not.toContain(token);
  expect((await post('/api/auth/email-verification/confirm', { token })).statusCode).toBe(200);
});
