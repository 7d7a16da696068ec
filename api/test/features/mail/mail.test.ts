import { buildTestApp, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtpServer';

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
}

describe('mailer with SMTP_URL: a real SMTP server receives the mail', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer(2525);
    t = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Compliance <no-reply@example.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  test('sendMail delivers over SMTP and records the mail as sent', async () => {
    const result = await t.app.sendMail({
      to: 'officer@nbfc.example.in',
      subject: 'Task assigned: DNBS-02 return — Q3',
      text: 'You have a new task.',
      html: '<p>You have a new task.</p>',
    });
    expect(result.status).toBe('sent');
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['officer@nbfc.example.in']);
    expect(mail.from).toBe('no-reply@example.test');
    expect(mail.subject).toBe('Task assigned: DNBS-02 return — Q3');
    expect(mail.raw).toContain('You have a new task.');
    const row = await t.db.one<OutboxRow>('SELECT status, attempts, last_error FROM mail_outbox WHERE id = $1', [result.id]);
    expect(row).toEqual({ status: 'sent', attempts: 1, last_error: null });
  });

  test('ASVS v5.0 1.3.11 a line break in the subject cannot add a header', async () => {
    const before = smtp.messages.length;
    await t.app.sendMail({ to: 'officer@nbfc.example.in', subject: 'Hello\r\nBcc: victim@evil.example', text: 'x' });
    const mails = await smtp.waitFor(before + 1);
    const raw = mails[before].raw;
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(mails[before].to).toEqual(['officer@nbfc.example.in']);
  });

  test('ASVS v5.0 1.3.11 a bad recipient address is refused before anything is recorded', async () => {
    const before = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))!.n;
    await expect(t.app.sendMail({ to: 'a@b.c, other@evil.example', subject: 's', text: 't' })).rejects.toThrow('invalid recipient');
    await expect(t.app.sendMail({ to: 'not-an-address', subject: 's', text: 't' })).rejects.toThrow('invalid recipient');
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))!.n).toBe(before);
  });
});

describe('mailer when SMTP is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on 2529 during this test: the send fails and the outbox says why.
    t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:2529' });
  });
  afterAll(() => t.close());

  test('the mail is kept as failed with the error, and sendMail does not throw', async () => {
    const result = await t.app.sendMail({ to: 'officer@nbfc.example.in', subject: 'Reminder', text: 'Due soon' });
    expect(result.status).toBe('failed');
    const row = await t.db.one<OutboxRow>('SELECT status, attempts, last_error FROM mail_outbox WHERE id = $1', [result.id]);
    expect(row!.status).toBe('failed');
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('mailer without SMTP_URL: the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('mails are kept in the outbox, listed newest first for the super-admin with a status filter', async () => {
    const team = await seedTeam(t.app);
    const first = await t.app.sendMail({ to: 'a@nbfc.example.in', subject: 'First', text: 'one', companyId: team.companyId });
    await t.db.execute(`UPDATE mail_outbox SET created_at = now() - interval '1 minute' WHERE id = $1`, [first.id]);
    const second = await t.app.sendMail({ to: 'b@nbfc.example.in', subject: 'Second', text: 'two' });
    expect(first.status).toBe('kept');
    expect(second.status).toBe('kept');

    const root = await seedUser(t.app, 'super-admin', null);
    const res = await t.app.inject({ method: 'GET', url: '/api/super-admin/outbox?pageSize=10', headers: sessionHeaders(root.token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 2, page: 1, pageSize: 10, smtpConfigured: false });
    expect(body.mails.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(body.mails[1]).toMatchObject({ to: 'a@nbfc.example.in', text: 'one', status: 'kept', sentAt: null });
    expect(body.mails[1].companyName).toMatch(/^Test NBFC/);

    const kept = await t.app.inject({ method: 'GET', url: '/api/super-admin/outbox?status=sent', headers: sessionHeaders(root.token) });
    expect(kept.json().total).toBe(0);
  });

  test('ASVS v5.0 8.2.1 only the super-admin reads the outbox; bad queries are 400', async () => {
    const team = await seedTeam(t.app);
    for (const user of [team.admin, team.maker, team.checker]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/super-admin/outbox', headers: sessionHeaders(user.token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/super-admin/outbox' })).statusCode).toBe(401);
    const root = await seedUser(t.app, 'super-admin', null);
    for (const q of ['status=lost', 'page=0', 'pageSize=101', 'extra=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/super-admin/outbox?${q}`, headers: sessionHeaders(root.token) });
      expect(res.statusCode).toBe(400);
    }
  });
});
