import fs from 'node:fs';
import path from 'node:path';
import type { ReviewedItem, Task } from 'shared-contracts';
import { content, calendarObligation } from '../../../src/content';
import { addDays } from '../../../src/dates';
import { seedTeam, seedUser, type SeededTeam, type SeededUser, type TestApp, buildTestApp } from '../../support/testApp';
import { action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

// A due date's task: titled short ("GSTR-3B for Oct 2026"), its citation in its details, from the calendar when the
// scheduler made it. The reviewer's Reviewed list: the tasks, filings and assessments they approved or returned.

let t: TestApp;
let team: SeededTeam;
let receipt: string;

beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
  receipt = await uploadReceipt(t, team.maker.token);
});
afterAll(() => t.close());

const myTasks = async (user: SeededUser): Promise<Task[]> => (await request(t, 'GET', '/api/tasks/my-tasks', user.token)).json().tasks;
const reviewed = async (user: SeededUser): Promise<ReviewedItem[]> => {
  const res = await request(t, 'GET', '/api/sign-off/reviewed', user.token);
  expect(res.statusCode).toBe(200);
  return res.json().items;
};
const EPF = calendarObligation('LAB-EPF-MONTHLY')!;

/** An occurrence ahead with no task yet, of an obligation other than the EPF one (which has an owner here). */
async function spareOccurrence() {
  const ahead = (await occurrences(t, team.admin.token)).filter((o) => o.dueDate > today && o.applies && o.task === null && o.obligationId !== EPF.id);
  expect(ahead.length).toBeGreaterThan(0);
  return ahead[0];
}

describe("a due date's task", () => {
  test('made by the calendar from the owner’s lead time: from the statutory calendar, a short title, the citation in its details', async () => {
    const owner = await request(t, 'PUT', `/api/obligations/${EPF.id}/owner`, team.admin.token, {
      assigneeId: team.maker.id,
      checkerId: team.checker.id,
      leadDays: 60,
    });
    expect(owner.statusCode).toBe(200);
    const made = (await myTasks(team.maker)).filter((task) => task.filing?.obligationTitle === EPF.title);
    expect(made.length).toBeGreaterThan(0);
    for (const task of made) {
      expect(task.filing).toMatchObject({ fromCalendar: true, citation: EPF.citation, period: expect.stringMatching(/^[A-Z][a-z]{2} \d{4}$/) });
      expect(task.description).toBe(`Provident fund contribution and ECR for ${task.filing!.period}`);
      expect(task.description).not.toContain(EPF.citation);
    }
    // The maker's notification names the calendar, not the admin who set the owner.
    const note = await t.db.one<{ body: string }>(`SELECT body FROM notifications WHERE task_id = $1`, [made[0]._id]);
    expect(note!.body).toMatch(/^From the statutory calendar, a high-priority task for you due on \d{1,2} [A-Z][a-z]{2} \d{4}: Provident fund contribution and ECR for /);
    // The admin's list says the same.
    const listed: Task[] = (await request(t, 'GET', '/api/tasks?pageSize=100', team.admin.token)).json().tasks;
    expect(listed.find((x) => x._id === made[0]._id)!.filing).toMatchObject({ fromCalendar: true, citation: EPF.citation });
  });

  test('made by an admin from the calendar: the admin assigned it; a form’s code is its title', async () => {
    const o = await spareOccurrence();
    const res = await request(t, 'POST', '/api/obligations/tasks', team.admin.token, { obligationId: o.obligationId, dueDate: o.dueDate, assignedTo: team.maker.id });
    expect(res.statusCode).toBe(201);
    const task = (await myTasks(team.maker)).find((x) => x._id === res.json().taskId)!;
    const obligation = calendarObligation(o.obligationId)!;
    expect(task.filing).toMatchObject({ occurrenceId: o.id, fromCalendar: false, obligationTitle: obligation.title, citation: obligation.citation });
    expect(task.assignedBy).toMatchObject({ id: team.admin.id });
    const note = await t.db.one<{ body: string }>(`SELECT body FROM notifications WHERE task_id = $1`, [task._id]);
    expect(note!.body).toMatch(/^Asha Admin assigned you a high-priority task due on /);
    const code = /^([^a-z]+?) - /.exec(obligation.title)?.[1];
    expect(task.description.startsWith(`${code ?? obligation.title} for `)).toBe(true);
    expect(task.description.length).toBeLessThan(obligation.title.length + 45);
  });

  test('tasks made before keep nothing of the old long title: the migration renames those in the generated form only', async () => {
    const o = await spareOccurrence();
    const res = await request(t, 'POST', '/api/obligations/tasks', team.admin.token, { obligationId: o.obligationId, dueDate: o.dueDate, assignedTo: team.maker.id });
    const linked = res.json().taskId as string;
    const obligation = calendarObligation(o.obligationId)!;
    const old = `${obligation.title} - ${o.period} (statutory due date 20 Nov 2026). ${obligation.citation}`;
    await t.db.execute(`UPDATE tasks SET description = $2 WHERE id = $1`, [linked, old]);
    const adHoc = await request(t, 'POST', '/api/tasks/assign', team.admin.token, {
      description: 'GSTR-3B - check the ledger (statutory due date 20 Nov 2026). Notes',
      assignedTo: team.maker.id,
      dueDate: addDays(today, 3),
    });
    expect(adHoc.statusCode).toBe(201);
    const sql = fs.readFileSync(path.join(__dirname, '../../../migrations/1360_short_calendar_task_titles.sql'), 'utf8');
    await t.db.execute(sql);
    const title = async (id: string) => (await t.db.one<{ description: string }>(`SELECT description FROM tasks WHERE id = $1`, [id]))!.description;
    const code = /^([^a-z]+?) - /.exec(obligation.title)?.[1];
    expect(await title(linked)).toBe(`${code ?? obligation.title} for ${o.period.replace(/^(Quarter|Week|Fortnight|Data) /, (w) => w.toLowerCase())}`);
    // A task nobody made from a due date is never renamed.
    expect(await title(adHoc.json().task._id)).toBe('GSTR-3B - check the ledger (statutory due date 20 Nov 2026). Notes');
  });
});

describe("the reviewer's Reviewed list", () => {
  let checker2: SeededUser;
  beforeAll(async () => {
    checker2 = await seedUser(t.app, 'checker', team.companyId, { firstName: 'Kavya', lastName: 'Checker' });
  });

  test('lists the filing, task and assessment the checker decided, newest first, each once, with its decision', async () => {
    // A filing approved (its task follows it: listed once, as the filing).
    const o = await spareOccurrence();
    const owner = { assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 1 };
    expect((await request(t, 'PUT', `/api/obligations/${o.obligationId}/owner`, team.admin.token, owner)).statusCode).toBe(200);
    // The owner's lead time may have made the task already; else the admin makes it.
    let filingTask = (await occurrences(t, team.admin.token)).find((x) => x.id === o.id)!.task?.id;
    if (!filingTask) {
      const made = await request(t, 'POST', '/api/obligations/tasks', team.admin.token, {
        obligationId: o.obligationId,
        dueDate: o.dueDate,
        assignedTo: team.maker.id,
        checkerId: team.checker.id,
      });
      expect(made.statusCode).toBe(201);
      filingTask = made.json().taskId as string;
    }
    expect((await action(t, team.maker.token, o.id, 'filing', { filedOn: today, acknowledgement: 'ACK-77', receiptDocumentId: receipt })).statusCode).toBe(200);
    expect((await action(t, team.checker.token, o.id, 'approve', { password: team.checker.password })).statusCode).toBe(200);

    // An ad-hoc task returned.
    const assigned = await request(t, 'POST', '/api/tasks/assign', team.admin.token, {
      description: 'Reconcile the TDS ledger',
      assignedTo: team.maker.id,
      dueDate: addDays(today, 5),
      checkerId: team.checker.id,
    });
    const taskId = assigned.json().task._id as string;
    for (const status of ['in-progress', 'completed']) {
      expect((await request(t, 'PATCH', `/api/tasks/update-status/${taskId}`, team.maker.token, { status })).statusCode).toBe(200);
    }
    const returned = await request(t, 'POST', `/api/sign-off/tasks/${taskId}/review`, team.checker.token, { decision: 'returned', comment: 'Attach the challan' });
    expect(returned.statusCode).toBe(200);

    // The MCA assessment approved.
    const responses = content().mcaQuestions.map((q) => ({ questionId: q.id, status: 'Yes', remarks: 'Checked' }));
    expect((await request(t, 'POST', '/api/mca-compliance/submit', team.maker.token, { responses })).statusCode).toBe(200);
    expect((await request(t, 'POST', '/api/mca-compliance/complete', team.maker.token)).statusCode).toBe(200);
    expect((await request(t, 'POST', '/api/sign-off/assessments/mca/submit', team.maker.token, { comment: 'Ready' })).statusCode).toBe(200);
    expect((await request(t, 'POST', '/api/sign-off/assessments/mca/approve', team.checker.token, { password: team.checker.password })).statusCode).toBe(200);

    const items = await reviewed(team.checker);
    expect(items.map((i) => i.type)).toEqual(['assessment', 'task', 'filing']);
    expect(items[0]).toMatchObject({
      title: 'MCA Compliance Assessment',
      decision: 'approved',
      assessmentKind: 'mca',
      period: expect.stringMatching(/^FY \d{4}-\d{2}$/),
      by: { id: team.maker.id, name: 'Mohan Maker' },
    });
    expect(items[1]).toMatchObject({ id: taskId, title: 'Reconcile the TDS ledger', decision: 'returned', comment: 'Attach the challan', occurrenceId: null });
    expect(items[2]).toMatchObject({ id: o.id, title: o.title, decision: 'approved', dueDate: o.dueDate, occurrenceId: o.id, by: { id: team.maker.id } });
    expect(items.some((i) => i.id === filingTask)).toBe(false);
  });

  test('is the caller’s own: another checker and another company see none of it; a maker may not ask', async () => {
    expect(await reviewed(checker2)).toEqual([]);
    const other = await seedTeam(t.app);
    expect(await reviewed(other.checker)).toEqual([]);
    expect((await request(t, 'GET', '/api/sign-off/reviewed', team.maker.token)).statusCode).toBe(403);
    expect((await request(t, 'GET', '/api/sign-off/reviewed')).statusCode).toBe(401);
  });
});
