import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../src/features/obligations/library/schedule';
import { insertFilingDueReminders } from '../../../src/features/obligations/reminders/obligationReminderRepository';
import { buildTestApp, type SeededTeam, type TestApp } from '../../support/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtpServer';
import { action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

// Reminders (docs/decisions/0049-people-and-the-command-centre-screen.md) received by a real SMTP server: filing due to the owner, escalation of overdue items to
// the checker and the admin, the owner's daily digest, and "awaiting your sign-off" the moment a filing is recorded.
// Port 2603: this worktree's own SMTP port.

let smtp: TestSmtpServer;
let t: TestApp;
let team: SeededTeam;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;
beforeAll(async () => {
  smtp = await startTestSmtpServer(Number(process.env.E2E_SMTP_PORT ?? 2603));
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://app.example.in' });
  // A second instance on the same database (its own pool on PostgreSQL), running the same jobs.
  ({ app: second, close: closeSecond } = await t.secondInstance!({ smtpUrl: smtp.url }));
  team = await trackedTeam(t);
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: [{ obligationId: 'LAB-EPF-MONTHLY', assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 40 }],
  });
  expect(owners.statusCode).toBe(200);
  // Only this test's mails: the task-assigned mails of the owner setting are turned off.
  await request(t, 'PUT', '/api/notifications/preferences', team.maker.token, { email: { 'task-assigned': false } });
});
afterAll(async () => {
  await closeSecond();
  await t.close();
  await smtp.close();
});

const subjectsTo = (address: string) =>
  smtp.messages
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => m.subject)
    .sort();

async function settle() {
  await Promise.all([t.app.notificationsSettled(), second.notificationsSettled()]);
}

describe('reminders and escalations by e-mail, once whatever the instances and runs', () => {
  test('owner reminded and given a digest; overdue filings escalated to the checker and the admin', async () => {
    await Promise.all([t.app.runJobs(today), second.runJobs(today), t.app.runJobs(today), second.runJobs(today)]);
    await settle();
    const maker = subjectsTo(team.maker.email);
    expect(maker.some((s) => /^(Filing due on \d{1,2} [A-Z][a-z]{2} \d{4}|Due tomorrow): Provident fund contribution and ECR$/.test(s))).toBe(true);
    expect(maker.filter((s) => s.startsWith('Your open items: '))).toHaveLength(1);
    const digest = smtp.messages.find((m) => m.to.includes(team.maker.email.toLowerCase()) && m.subject.startsWith('Your open items: '))!;
    expect(digest.text).toContain('(overdue): Provident fund contribution and ECR');
    // The checker and the admin: one digest naming the overdue filing and its owner, not one mail per item.
    for (const person of [team.checker, team.admin]) {
      expect(subjectsTo(person.email).filter((s) => s.startsWith('Overdue: '))).toEqual([]);
      const theirs = smtp.messages.filter((m) => m.to.includes(person.email.toLowerCase()) && m.subject.startsWith('Your open items: '));
      expect(theirs).toHaveLength(1);
      expect(theirs[0].text).toContain('(overdue): Provident fund contribution and ECR');
      expect(theirs[0].text).toContain('Owner: Mohan Maker.');
    }
    // Each overdue EPF due date of the last 30 days escalated once per person, in the app.
    const escalations = await t.db.query<{ user_id: string; n: number }>(
      `SELECT user_id, count(*)::int AS n FROM notifications WHERE company_id = $1 AND event_type = 'escalated' GROUP BY user_id`,
      [team.companyId],
    );
    expect(escalations.map((e) => e.user_id).sort()).toEqual([team.admin.id, team.checker.id].sort());
    const mails = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE company_id = $1', [team.companyId]);
    expect(mails!.n).toBe(smtp.messages.filter((m) => [team.maker, team.checker, team.admin].some((p) => m.to.includes(p.email.toLowerCase()))).length);

    // Run again (a restart, the next tick): nothing more is sent.
    const before = smtp.messages.length;
    await Promise.all([t.app.runJobs(today), second.runJobs(today)]);
    await settle();
    expect(smtp.messages.length).toBe(before);
  });

  test('the checker is e-mailed the moment a filing awaits sign-off', async () => {
    const epf = (await occurrences(t, team.maker.token)).filter((o) => o.obligationId === 'LAB-EPF-MONTHLY' && o.dueDate < today).at(-1)!;
    const receipt = await uploadReceipt(t, team.maker.token);
    const res = await action(t, team.maker.token, epf.id, 'filing', { filedOn: today, acknowledgement: 'ECR-77', receiptDocumentId: receipt });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 50 && !subjectsTo(team.checker.email).some((s) => s.startsWith('Awaiting your sign-off: ')); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await settle();
    const mail = smtp.messages.find((m) => m.to.includes(team.checker.email.toLowerCase()) && m.subject.startsWith('Awaiting your sign-off: '))!;
    expect(mail.subject).toBe(`Awaiting your sign-off: Provident fund contribution and ECR - ${epf.period}`);
    expect(mail.text).toContain('acknowledgement ECR-77');
    // It opens the filing itself.
    expect(mail.text).toContain(`Open: https://app.example.in/checker/command-centre?start=${epf.dueDate.slice(0, 7)}&item=${epf.id}`);
    // The admin, not the named checker, is not asked to sign it off.
    expect(subjectsTo(team.admin.email).some((s) => s.startsWith('Awaiting your sign-off: '))).toBe(false);
  });

  test("a reminder writes a stored 'FY 2025-2026' period as it is shown everywhere: FY 2025-26", async () => {
    // A yearly filing of the library's `FY {Y-1}-{Y}` form, due within the owner's lead days.
    await t.db.execute(
      `INSERT INTO obligation_occurrences (company_id, obligation_id, period, due_date, obligation_version, title, authority, category, reason)
       VALUES ($1, 'LAB-EPF-MONTHLY', 'FY 2025-2026', $2::date, '1', 'Yearly certificate', 'EPFO', 'Labour', 'test')`,
      [team.companyId, addDays(today, 5)],
    );
    await insertFilingDueReminders(t.db, today);
    const row = await t.db.one<{ body: string }>(`SELECT body FROM notifications WHERE company_id = $1 AND title LIKE '%Yearly certificate'`, [team.companyId]);
    expect(row!.body).toMatch(/^Yearly certificate for FY 2025-26 is due on /);
  });
});
