import { addDays, istDate } from '../../../src/dates';
import { buildTestApp, seedTeam, type SeededTeam, type TestApp } from '../../support/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtpServer';
import { occurrences, PROFILE, request } from '../../support/obligations';

// Day one by e-mail, received by a real SMTP server: a Middle-layer NBFC that joined earlier this month opens with
// overdue filings. No overdue mail before the admin's address is verified and owners are assigned; then one digest
// a day instead of one mail per item, each due date once with the owner named and a link to the filing; one
// "Due tomorrow" per filing for its owner.

let smtp: TestSmtpServer;
let t: TestApp;
let team: SeededTeam;
const today = istDate();
const PUBLIC = 'https://app.example.in';
beforeAll(async () => {
  smtp = await startTestSmtpServer(0);
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC });
  await t.db.execute(`INSERT INTO platform_settings (key, value) VALUES ('trialDays', '400') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  team = await seedTeam(t.app);
  // Joined 20 days ago: tracking starts on the 1st of that month, so at least one monthly EPF due date is overdue.
  await t.db.execute(`UPDATE companies SET created_at = now() - interval '20 days' WHERE id = $1`, [team.companyId]);
  await t.db.execute('UPDATE users SET email_verified_at = NULL WHERE id = $1', [team.admin.id]);
  const res = await request(t, 'PUT', '/api/company/compliance-profile', team.admin.token, PROFILE);
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address.toLowerCase()));
async function run(day: string) {
  await t.app.runJobs(day);
  await t.app.notificationsSettled();
}

test('nothing overdue is mailed before the admin is verified and owners are assigned; then one digest names each item once', async () => {
  const overdue = (await occurrences(t, team.admin.token)).filter((o) => o.status === 'overdue');
  const epf = overdue.filter((o) => o.obligationId === 'LAB-EPF-MONTHLY');
  expect(epf.length).toBeGreaterThan(0);

  // Day one: unverified admin, no owners. No mail to anyone about overdue items, and nothing escalated.
  await run(today);
  expect(smtp.messages.filter((m) => /overdue/i.test(m.subject) || /Owner: \./.test(m.text))).toEqual([]);
  expect(mailsTo(team.admin.email)).toEqual([]);
  const escalated = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE company_id = $1 AND event_type = 'escalated'`, [team.companyId]);
  expect(escalated!.n).toBe(0);

  // Owners assigned, the admin still unverified: the digest waits in the app, no mail.
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: [{ obligationId: 'LAB-EPF-MONTHLY', assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 40 }],
  });
  expect(owners.statusCode).toBe(200);
  await run(today);
  expect(mailsTo(team.admin.email)).toEqual([]);
  expect(smtp.messages.filter((m) => m.subject.startsWith('Your open items') || m.subject.startsWith('Overdue'))).toEqual([]);
  const inApp = await t.db.one<{ email_status: string; body: string }>(
    `SELECT email_status, body FROM notifications WHERE user_id = $1 AND event_type = 'daily-digest'`,
    [team.admin.id],
  );
  expect(inApp!.email_status).toBe('off');
  expect(inApp!.body).toContain('Owner: Mohan Maker.');

  // Verified: the next day the admin gets one mail, the digest; each overdue EPF due date once, its owner named, its link.
  await t.db.execute('UPDATE users SET email_verified_at = now() WHERE id = $1', [team.admin.id]);
  const tomorrow = addDays(today, 1);
  await run(tomorrow);
  const adminMails = mailsTo(team.admin.email);
  expect(adminMails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your open items: \d+ overdue, \d+ due within 7 days$/)]);
  const digest = adminMails[0].text;
  for (const o of epf) {
    const link = `${PUBLIC}/admin/command-centre?start=${o.dueDate.slice(0, 7)}&item=${o.id}`;
    expect(digest.split(link)).toHaveLength(2);
    expect(digest).toContain(`: Provident fund contribution and ECR - ${o.period}. Owner: Mohan Maker.`);
  }
  // No mail ever shows a blank owner; no mail per overdue item.
  expect(smtp.messages.filter((m) => /Owner: ?\./.test(m.text))).toEqual([]);
  expect(smtp.messages.filter((m) => m.subject.startsWith('Overdue: '))).toEqual([]);

  // The owner's digest lists each filing once (its task is the same item), linked to the filing, not to My Tasks.
  const makerDigest = mailsTo(team.maker.email).find((m) => m.subject.startsWith('Your open items'))!;
  const lines = makerDigest.text.split('\n').filter((l) => l.startsWith('- '));
  expect(new Set(lines).size).toBe(lines.length);
  expect(makerDigest.text).not.toContain('my-tasks');
  for (const o of epf) expect(makerDigest.text.split(`&item=${o.id}`)).toHaveLength(2);
});

test('one "Due tomorrow" per filing for its owner, linked to the filing', async () => {
  const next = (await occurrences(t, team.maker.token)).find((o) => o.obligationId === 'LAB-EPF-MONTHLY' && o.dueDate > addDays(today, 1))!;
  const eve = addDays(next.dueDate, -1);
  await run(eve);
  const dueTomorrow = mailsTo(team.maker.email).filter((m) => m.subject.startsWith('Due tomorrow: '));
  expect(dueTomorrow.map((m) => m.subject)).toEqual(['Due tomorrow: Provident fund contribution and ECR']);
  expect(dueTomorrow[0].text).toContain(`Open: ${PUBLIC}/maker/command-centre?start=${next.dueDate.slice(0, 7)}&item=${next.id}`);
});
