import type { CalendarEntry } from 'shared-contracts';
import { buildTestApp, seedTeam, seedUser, type SeededTeam, type TestApp } from '../../support/testApp';
import { action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

// docs/decisions/0057-the-occurrence-s-task-follows-its-sign.md: the task made from an occurrence follows the filing's sign-off; completing the task files nothing.

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let receipt: string;
let spare: CalendarEntry[];

beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
  other = await seedTeam(t.app);
  receipt = await uploadReceipt(t, team.maker.token);
  // Every obligation with a due date ahead: owned by the maker, signed off by the checker (lead time 1 day, so the
  // scheduler makes almost none of the tasks; the tests make them from the calendar as the admin does).
  const ahead = (await occurrences(t, team.admin.token)).filter((o) => o.dueDate > today && o.applies);
  const ids = [...new Set(ahead.map((o) => o.obligationId))];
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: ids.map((obligationId) => ({ obligationId, assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 1 })),
  });
  expect(owners.statusCode).toBe(200);
  spare = (await occurrences(t, team.admin.token)).filter((o) => o.dueDate > today && o.applies && o.task === null);
  expect(spare.length).toBeGreaterThanOrEqual(7);
});
afterAll(() => t.close());

interface TaskState {
  status: string;
  review_status: string | null;
  reviewed_by: string | null;
  review_comment: string | null;
  completed_at: Date | null;
}

/** The next occurrence ahead with a task made from it (assignee and task checker as given); both ids. */
async function occurrenceWithTask(assignedTo = team.maker.id, checkerId: string | null = team.checker.id) {
  const o = spare.shift()!;
  const res = await request(t, 'POST', '/api/obligations/tasks', team.admin.token, {
    obligationId: o.obligationId,
    dueDate: o.dueDate,
    assignedTo,
    ...(checkerId ? { checkerId } : {}),
  });
  expect(res.statusCode).toBe(201);
  return { occurrence: o.id, task: res.json().taskId as string };
}

const taskRow = (id: string) => t.db.one<TaskState>('SELECT status, review_status, reviewed_by, review_comment, completed_at FROM tasks WHERE id = $1', [id]);
const shown = async (occurrenceId: string) => (await occurrences(t, team.admin.token)).find((o) => o.id === occurrenceId)!;
const myTask = async (token: string, taskId: string) =>
  ((await request(t, 'GET', '/api/tasks/my-tasks', token)).json().tasks as Array<{ _id: string; status: string }>).find((x) => x._id === taskId);
const filing = { filedOn: today, acknowledgement: 'ACK-2026-42', receiptDocumentId: '' };
const record = (token: string, id: string) => action(t, token, id, 'filing', { ...filing, receiptDocumentId: receipt });
const taskEvents = (taskId: string) =>
  t.db.query<{ action: string; actor_id: string; after: Record<string, unknown> }>(
    `SELECT action, actor_id, after FROM audit_events WHERE target_type = 'task' AND target_id = $1 ORDER BY created_at, id`,
    [taskId],
  );

describe("the checker's decision on the filing is the decision on its task", () => {
  test('approving the filing completes the task, approved by the same checker, and the command centre shows it', async () => {
    const { occurrence, task } = await occurrenceWithTask();
    expect(await taskRow(task)).toMatchObject({ status: 'pending', review_status: null });
    expect((await record(team.maker.token, occurrence)).statusCode).toBe(200);
    // Recording the filing is work begun, not done: the task is in progress until the checker decides.
    expect(await taskRow(task)).toMatchObject({ status: 'in-progress', completed_at: null });
    const approved = await action(t, team.checker.token, occurrence, 'approve', { comment: 'Challan matches', password: team.checker.password });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().occurrence).toMatchObject({ status: 'filed', task: { id: task, status: 'completed' } });
    expect(await taskRow(task)).toMatchObject({
      status: 'completed',
      review_status: 'approved',
      reviewed_by: team.checker.id,
      review_comment: 'Challan matches',
      completed_at: expect.anything(),
    });
    expect((await shown(occurrence)).task).toMatchObject({ status: 'completed' });
    expect(await myTask(team.maker.token, task)).toMatchObject({ status: 'completed' });
    const events = await taskEvents(task);
    expect(events.map((e) => e.action)).toEqual(['calendar.task_created', 'task.status_changed', 'task.approved']);
    expect(events[2]).toMatchObject({
      actor_id: team.checker.id,
      after: { status: 'completed', reviewStatus: 'approved', cause: 'occurrence.filing_approved', occurrenceId: occurrence },
    });
    // The occurrence's own event is there too, with the approval.
    const occurrenceEvents = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE target_type = 'occurrence' AND target_id = $1 ORDER BY created_at, id`,
      [occurrence],
    );
    expect(occurrenceEvents.map((e) => e.action)).toEqual(['occurrence.filing_recorded', 'occurrence.filing_approved']);
  });

  test('a returned filing sends the task back to in progress with the comment; approved later, it completes', async () => {
    const { occurrence, task } = await occurrenceWithTask();
    expect((await record(team.maker.token, occurrence)).statusCode).toBe(200);
    // The task is the filing's work item: it is not ticked off by hand (one loop, one approval).
    const ticked = await request(t, 'PATCH', `/api/tasks/update-status/${task}`, team.maker.token, { status: 'completed' });
    expect(ticked.statusCode).toBe(409);
    expect(ticked.json().message).toMatch(/use "Record filing"/);
    expect(await taskRow(task)).toMatchObject({ status: 'in-progress', review_status: null });
    const returned = await action(t, team.checker.token, occurrence, 'return', { comment: 'Wrong period on the receipt' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().occurrence.task).toMatchObject({ status: 'in-progress' });
    expect(await taskRow(task)).toMatchObject({
      status: 'in-progress',
      review_status: 'returned',
      reviewed_by: team.checker.id,
      review_comment: 'Wrong period on the receipt',
      completed_at: null,
    });
    expect(await myTask(team.maker.token, task)).toMatchObject({ status: 'in-progress' });
    expect((await taskEvents(task)).at(-1)).toMatchObject({ action: 'task.returned', after: { status: 'in-progress', cause: 'occurrence.filing_returned' } });

    expect((await record(team.maker.token, occurrence)).statusCode).toBe(200);
    expect((await action(t, team.checker.token, occurrence, 'approve', { password: team.checker.password })).statusCode).toBe(200);
    expect(await taskRow(task)).toMatchObject({ status: 'completed', review_status: 'approved', review_comment: null });
  });

  test('a task without its own checker completes with the approval, with no review of its own', async () => {
    const { occurrence, task } = await occurrenceWithTask(team.maker.id, null);
    await record(team.maker.token, occurrence);
    expect((await action(t, team.checker.token, occurrence, 'approve', { password: team.checker.password })).statusCode).toBe(200);
    expect(await taskRow(task)).toMatchObject({ status: 'completed', review_status: null, completed_at: expect.anything() });
  });

  test("the approver's own task is completed but still waits for its checker (nobody approves their own task)", async () => {
    // The task went to the obligation's checker, with another checker as the task's; the first signs off the maker's filing.
    const second = await seedUser(t.app, 'checker', team.companyId, { firstName: 'Kavya', lastName: 'Checker' });
    const { occurrence, task } = await occurrenceWithTask(team.checker.id, second.id);
    await record(team.maker.token, occurrence);
    expect((await action(t, team.checker.token, occurrence, 'approve', { password: team.checker.password })).statusCode).toBe(200);
    expect(await taskRow(task)).toMatchObject({ status: 'completed', review_status: 'pending-review', reviewed_by: null });
    const queue = (await request(t, 'GET', '/api/sign-off/queue', second.token)).json();
    expect(queue.tasks.map((x: { id: string }) => x.id)).toContain(task);
  });

  test('not applicable closes the open task with the reason; reinstating reopens it as it was', async () => {
    const { occurrence, task } = await occurrenceWithTask();
    expect((await action(t, team.maker.token, occurrence, 'start')).statusCode).toBe(200);
    expect(await taskRow(task)).toMatchObject({ status: 'in-progress' });
    const na = await action(t, team.admin.token, occurrence, 'not-applicable', { reason: 'No employees this month' });
    expect(na.statusCode).toBe(200);
    expect(na.json().occurrence.task).toMatchObject({ status: 'completed' });
    expect(await taskRow(task)).toMatchObject({ status: 'completed', review_status: null, completed_at: expect.anything() });
    expect((await taskEvents(task)).at(-1)).toMatchObject({
      action: 'task.status_changed',
      actor_id: team.admin.id,
      after: { status: 'completed', comment: 'No employees this month', cause: 'occurrence.not_applicable' },
    });
    const back = await action(t, team.admin.token, occurrence, 'reinstate', { reason: 'Marked by mistake' });
    expect(back.statusCode).toBe(200);
    expect(await taskRow(task)).toMatchObject({ status: 'in-progress', review_status: null, completed_at: null });
    expect((await taskEvents(task)).at(-1)).toMatchObject({ after: { status: 'in-progress', cause: 'occurrence.reinstated' } });
  });
});

describe('one loop: the task is done by recording its filing, never by ticking it off', () => {
  test('completing the task without the filing is refused; so is approving such a task on its own; nothing moves', async () => {
    const { occurrence, task } = await occurrenceWithTask();
    expect((await request(t, 'PATCH', `/api/tasks/update-status/${task}`, team.maker.token, { status: 'in-progress' })).statusCode).toBe(200);
    const ticked = await request(t, 'PATCH', `/api/tasks/update-status/${task}`, team.maker.token, { status: 'completed' });
    expect(ticked.statusCode).toBe(409);
    expect(ticked.json().message).toBe('This task is a filing: use "Record filing" to record it with its receipt. The task completes when the filing is signed off');
    expect(await taskRow(task)).toMatchObject({ status: 'in-progress', completed_at: null });
    expect(await shown(occurrence)).toMatchObject({ status: 'upcoming', filing: null, task: { status: 'in-progress' } });
    // A task completed before this rule, waiting for its checker: approving it alone is refused too.
    await t.db.execute(`UPDATE tasks SET status = 'completed', completed_at = now(), review_status = 'pending-review' WHERE id = $1`, [task]);
    const reviewed = await request(t, 'POST', `/api/sign-off/tasks/${task}/review`, team.checker.token, { decision: 'approved', password: team.checker.password });
    expect(reviewed.statusCode).toBe(409);
    expect(reviewed.json().message).toBe('This task is a filing: it is approved by signing off the recorded filing, not on its own');
    expect(await taskRow(task)).toMatchObject({ review_status: 'pending-review', reviewed_by: null });
    // My Tasks names the filing the task is for (its "Record filing").
    const mine = (await request(t, 'GET', '/api/tasks/my-tasks', team.maker.token)).json().tasks as Array<{ _id: string; filing: unknown }>;
    expect(mine.find((x) => x._id === task)!.filing).toMatchObject({ occurrenceId: occurrence, fromCalendar: false });
  });
});

describe('the rules hold for the task too', () => {
  test('no self-approval: the recorder and a maker are refused and the task does not move', async () => {
    const { occurrence, task } = await occurrenceWithTask();
    expect((await record(team.admin.token, occurrence)).statusCode).toBe(200);
    const before = await taskRow(task);
    expect(before).toMatchObject({ status: 'in-progress' });
    const self = await action(t, team.admin.token, occurrence, 'approve', { password: team.admin.password });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You recorded this filing: another person must sign it off');
    expect((await action(t, team.maker.token, occurrence, 'approve', {})).statusCode).toBe(403);
    expect(await taskRow(task)).toEqual(before);
  });

  test("ASVS v5.0 8.2.2 another company's people reach neither the occurrence nor its task: 404 and nothing changes", async () => {
    const { occurrence, task } = await occurrenceWithTask();
    expect((await record(team.maker.token, occurrence)).statusCode).toBe(200);
    const before = { task: await taskRow(task), occurrence: await t.db.one('SELECT * FROM obligation_occurrences WHERE id = $1', [occurrence]) };
    for (const [token, step, body] of [
      [other.checker.token, 'approve', { password: other.checker.password }],
      [other.checker.token, 'return', { comment: 'no' }],
      [other.admin.token, 'not-applicable', { reason: 'no' }],
    ] as const) {
      expect([step, (await action(t, token, occurrence, step, body)).statusCode]).toEqual([step, 404]);
    }
    for (const [token, status] of [
      [other.maker.token, 'completed'],
      [other.checker.token, 'in-progress'],
    ] as const) {
      expect((await request(t, 'PATCH', `/api/tasks/update-status/${task}`, token, { status })).statusCode).toBe(404);
    }
    expect({ task: await taskRow(task), occurrence: await t.db.one('SELECT * FROM obligation_occurrences WHERE id = $1', [occurrence]) }).toEqual(before);
  });
});
