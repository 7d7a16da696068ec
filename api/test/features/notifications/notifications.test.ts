import { addDays } from '../../../src/features/obligations/library/schedule';
import { notifyReviewed } from '../../../src/features/notifications/service';
import { istDate } from '../../../src/dates';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtpServer';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer(2526);
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://app.example.in' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const today = istDate();
const assign = (token: string, assignedTo: string, dueDate: string, description = 'File DNBS04B for October') =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/assign',
    headers: sessionHeaders(token),
    payload: { description, assignedTo, dueDate, priority: 'high', category: 'RBI' },
  });
const list = async (token: string, query = '') => (await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: sessionHeaders(token) })).json();
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

async function waitForMails(address: string, count: number) {
  for (let i = 0; i < 50 && mailsTo(address).length < count; i++) await new Promise((r) => setTimeout(r, 100));
  await t.app.notificationsSettled();
  return mailsTo(address);
}

describe('notifications', () => {
  test('a task assigned shows in the bell and is e-mailed through SMTP', async () => {
    const team = await seedTeam(t.app);
    expect((await assign(team.admin.token, team.maker.id, addDays(today, 20))).statusCode).toBe(201);
    const body = await list(team.maker.token);
    expect(body.unreadCount).toBe(1);
    expect(body.notifications[0]).toMatchObject({ event: 'task-assigned', title: 'New task: File DNBS04B for October', link: '/maker/my-tasks', read: false });
    const mails = await waitForMails(team.maker.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('New task: File DNBS04B for October');
    expect(mails[0].text).toContain('Open: https://app.example.in/maker/my-tasks');
    const row = await t.db.one<{ email_status: string }>('SELECT email_status FROM notifications WHERE user_id = $1', [team.maker.id]);
    expect(row!.email_status).toBe('sent');
  });

  test('due in 7 days, due tomorrow and overdue reminders are made once per task and due date', async () => {
    const team = await seedTeam(t.app);
    const in7 = (await assign(team.admin.token, team.maker.id, addDays(today, 7), 'Board meeting minutes')).json().task._id;
    const in1 = (await assign(team.admin.token, team.maker.id, addDays(today, 1), 'ESI contribution')).json().task._id;
    const late = (await assign(team.admin.token, team.checker.id, addDays(today, 3), 'PT Karnataka')).json().task._id;
    await t.db.execute(`UPDATE tasks SET due_date = $2::date WHERE id = $1`, [late, addDays(today, -2)]);
    await t.app.runJobs(today);
    await t.app.runJobs(today);
    const events = await t.db.query<{ event_type: string; task_id: string }>(
      `SELECT event_type, task_id FROM notifications WHERE company_id = $1 AND event_type IN ('due-1-day', 'due-7-days', 'overdue') ORDER BY event_type`,
      [team.companyId],
    );
    expect(events).toEqual([
      { event_type: 'due-1-day', task_id: in1 },
      { event_type: 'due-7-days', task_id: in7 },
      { event_type: 'overdue', task_id: late },
    ]);
    const checkerBell = await list(team.checker.token, '?unread=true');
    expect(checkerBell.notifications.map((n: { title: string }) => n.title)).toContain('Overdue: PT Karnataka');
    // A completed task is not reminded (the next day brings its digest and nothing else).
    await t.db.execute(`UPDATE tasks SET status = 'completed' WHERE id = $1`, [in7]);
    await t.app.runJobs(addDays(today, 1));
    const reminded = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE company_id = $1 AND event_type IN ('due-1-day', 'due-7-days', 'overdue')`,
      [team.companyId],
    );
    expect(reminded[0].n).toBe(3);
  });

  test('each user can turn e-mail off per event type; the in-app notice still comes', async () => {
    const team = await seedTeam(t.app);
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: sessionHeaders(team.maker.token),
      payload: { email: { 'task-assigned': false } },
    });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json().email).toMatchObject({ 'task-assigned': false, 'due-1-day': true, overdue: true });
    await assign(team.admin.token, team.maker.id, addDays(today, 1), 'Quiet task');
    await t.app.runJobs(today);
    expect((await list(team.maker.token)).notifications.map((n: { event: string }) => n.event).sort()).toEqual(['daily-digest', 'due-1-day', 'task-assigned']);
    const mails = await waitForMails(team.maker.email, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Due tomorrow: Quiet task', 'Your open items: 0 overdue, 1 due within 7 days']);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: sessionHeaders(team.maker.token),
      payload: { email: { weekly: false } },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('returned for rework and approved reach the person reviewed', async () => {
    const team = await seedTeam(t.app);
    await t.db.transaction((tx) =>
      notifyReviewed(tx, {
        companyId: team.companyId,
        userId: team.maker.id,
        outcome: 'returned',
        what: 'RBI assessment',
        reviewer: 'Chitra Checker',
        comment: 'Attach the ALM policy',
        link: '/maker/rbi-compliance',
        reviewKey: 'rbi:1',
      }),
    );
    await t.db.transaction((tx) =>
      notifyReviewed(tx, {
        companyId: team.companyId,
        userId: team.maker.id,
        outcome: 'approved',
        what: 'RBI assessment',
        reviewer: 'Chitra Checker',
        link: '/maker/rbi-compliance',
        reviewKey: 'rbi:2',
      }),
    );
    const body = await list(team.maker.token);
    expect(body.notifications.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual(
      expect.arrayContaining([
        ['Returned for rework: RBI assessment', 'Chitra Checker returned "RBI assessment" for rework: Attach the ALM policy'],
        ['Approved: RBI assessment', 'Chitra Checker approved "RBI assessment".'],
      ]),
    );
  });

  test('review steps of the sign-off in the audit trail become approved / returned notices, once each', async () => {
    const team = await seedTeam(t.app);
    const taskId = (await assign(team.admin.token, team.maker.id, addDays(today, 9), 'Prepare ALM statement')).json().task._id;
    // The sign-off work records these (api/src/features/sign-off): the person reviewed is in `before`.
    const audit = (action: string, targetType: string, targetId: string, before: object, after: object) =>
      t.db.execute(
        `INSERT INTO audit_events (company_id, actor_id, actor_role, action, target_type, target_id, before, after) VALUES ($1, $2, 'checker', $3, $4, $5, $6, $7)`,
        [team.companyId, team.checker.id, action, targetType, targetId, JSON.stringify(before), JSON.stringify(after)],
      );
    await audit(
      'task.returned',
      'task',
      taskId,
      { status: 'completed', reviewStatus: 'pending-review', assignedTo: team.maker.id },
      { comment: 'Use the September figures' },
    );
    await audit('sign_off.approved', 'assessment', 'a1', { status: 'pending-review', submittedBy: team.maker.id }, { status: 'approved', kind: 'rbi', comment: null });
    await t.app.runJobs(today);
    await t.app.runJobs(today);
    const notices = await t.db.query<{ event_type: string; title: string; body: string; link: string }>(
      `SELECT event_type, title, body, link FROM notifications WHERE user_id = $1 AND event_type IN ('returned', 'approved') ORDER BY event_type`,
      [team.maker.id],
    );
    expect(notices).toEqual([
      { event_type: 'approved', title: 'Approved: RBI assessment', body: 'Chitra Checker approved "RBI assessment".', link: '/maker' },
      {
        event_type: 'returned',
        title: 'Returned for rework: Prepare ALM statement',
        body: 'Chitra Checker returned "Prepare ALM statement" for rework: Use the September figures',
        link: '/maker/my-tasks',
      },
    ]);
  });

  test("ASVS v5.0 8.2.2 mark read: only one's own notifications; read-all clears the count", async () => {
    const team = await seedTeam(t.app);
    await assign(team.admin.token, team.maker.id, addDays(today, 30), 'One');
    await assign(team.admin.token, team.maker.id, addDays(today, 30), 'Two');
    const mine = await list(team.maker.token);
    expect(mine.unreadCount).toBe(2);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/notifications/${mine.notifications[0].id}/read`, headers: sessionHeaders(team.checker.token) });
    expect(foreign.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'POST', url: `/api/notifications/${mine.notifications[0].id}/read`, headers: sessionHeaders(team.maker.token) });
    expect(read.json()).toEqual({ success: true, unreadCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: sessionHeaders(team.maker.token) })).json().unreadCount).toBe(1);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: sessionHeaders(team.maker.token) });
    expect((await list(team.maker.token, '?unread=true')).notifications).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/nope/read', headers: sessionHeaders(team.maker.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('two API instances on one database', () => {
  test('a reminder is sent once: the test SMTP server receives one mail', async () => {
    // A second app on the same database: its own pool on PostgreSQL, the same PGlite otherwise.
    const { app: second, close: closeSecond } = await t.secondInstance!({ smtpUrl: smtp.url });
    try {
      const team = await seedTeam(t.app);
      await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: sessionHeaders(team.maker.token),
        payload: { email: { 'task-assigned': false } },
      });
      await assign(team.admin.token, team.maker.id, addDays(today, 1), 'Pay professional tax');
      await Promise.all([t.app.runJobs(today), second.runJobs(today), t.app.runJobs(today), second.runJobs(today)]);
      await Promise.all([t.app.notificationsSettled(), second.notificationsSettled()]);
      const mails = await waitForMails(team.maker.email, 2);
      await new Promise((r) => setTimeout(r, 300));
      // The reminder and the day's digest, each once.
      expect(
        mailsTo(team.maker.email)
          .map((m) => m.subject)
          .sort(),
      ).toEqual(['Due tomorrow: Pay professional tax', 'Your open items: 0 overdue, 1 due within 7 days']);
      expect(mails).toHaveLength(2);
      const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`, [team.maker.email.toLowerCase()]);
      expect(rows[0].n).toBe(2);
    } finally {
      await closeSecond();
    }
  });
});
