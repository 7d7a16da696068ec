import { istDate, addDays } from '../../../src/dates';
import { buildTestApp, seedTeam, type TestApp } from '../../support/testApp';
import { call, countRows } from '../../support/registration';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const today = istDate();
const assign = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/tasks/assign', token, body);
const move = (token: string, id: string, status: string) => call(t.app, 'PATCH', `/api/tasks/update-status/${id}`, token, { status });

describe('POST /api/tasks/assign', () => {
  test('assigns a task to a maker with the defaults (medium, General) and audits it', async () => {
    const { admin, maker, companyId } = await seedTeam(t.app);
    const res = await assign(admin.token, { description: 'File NBS-7 return', assignedTo: maker.id, dueDate: addDays(today, 3) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Task assigned successfully!',
      task: {
        description: 'File NBS-7 return',
        priority: 'medium',
        category: 'General',
        status: 'pending',
        dueDate: addDays(today, 3),
        overdue: false,
        completedAt: null,
        assignedTo: { id: maker.id, firstName: 'Mohan', lastName: 'Maker', role: 'maker' },
        assignedBy: { id: admin.id, firstName: 'Asha', lastName: 'Admin' },
      },
    });
    const audit = await t.db.one<{ after: { assignedTo: string } }>("SELECT after FROM audit_events WHERE company_id = $1 AND action = 'task.assigned'", [companyId]);
    expect(audit!.after.assignedTo).toBe(maker.id);
  });

  test('a checker can be assigned, with a priority and a category', async () => {
    const { admin, checker } = await seedTeam(t.app);
    const res = await assign(admin.token, { description: 'Review KYC policy', assignedTo: checker.id, dueDate: today, priority: 'urgent', category: 'RBI' });
    expect(res.statusCode).toBe(201);
    expect(res.json().task).toMatchObject({ priority: 'urgent', category: 'RBI', dueDate: today, overdue: false });
  });

  test.each([
    [{ description: '' }, 'Please fill all fields'],
    [{ description: '   ' }, 'Please fill all fields'],
    [{ assignedTo: '' }, 'Please fill all fields'],
    [{ dueDate: '' }, 'Please fill all fields'],
    [{ priority: 'critical' }, 'Priority must be one of low, medium, high, urgent'],
    [{ category: 'Tax' }, 'Category must be one of RBI, MCA, SEBI, HR, General'],
    [{ dueDate: '2026-02-30' }, 'Due date is invalid'],
    [{ dueDate: '31/12/2030' }, 'Due date is invalid'],
    [{ dueDate: addDays(today, -1) }, 'Due date cannot be in the past'],
    [{ assignedTo: 'not-a-uuid' }, 'The assignee must be a maker or checker of your company'],
  ])('refuses %j with "%s", creating nothing', async (overrides, message) => {
    const { admin, maker } = await seedTeam(t.app);
    const before = await countRows(t.app, 'tasks');
    const res = await assign(admin.token, { description: 'x', assignedTo: maker.id, dueDate: addDays(today, 1), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await countRows(t.app, 'tasks')).toBe(before);
  });

  test('the assignee must be a live maker or checker of the same company', async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    const before = await countRows(t.app, 'tasks');
    for (const assignedTo of [b.maker.id, a.admin.id]) {
      const res = await assign(a.admin.token, { description: 'x', assignedTo, dueDate: addDays(today, 1) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The assignee must be a maker or checker of your company');
    }
    await call(t.app, 'DELETE', `/api/admin/users/${a.checker.id}`, a.admin.token);
    expect((await assign(a.admin.token, { description: 'x', assignedTo: a.checker.id, dueDate: addDays(today, 1) })).statusCode).toBe(400);
    expect(await countRows(t.app, 'tasks')).toBe(before);
  });

  test('ASVS v5.0 15.3.3 ASVS v5.0 15.3.5 ASVS v5.0 8.2.3 unknown fields (companyId, status, assignedBy) and wrong types are refused', async () => {
    const { admin, maker } = await seedTeam(t.app);
    const base = { description: 'x', assignedTo: maker.id, dueDate: addDays(today, 1) };
    for (const extra of [{ companyId: 'x' }, { status: 'completed' }, { assignedBy: maker.id }, { description: 42 }, { dueDate: 20300101 }]) {
      expect((await assign(admin.token, { ...base, ...extra })).statusCode).toBe(400);
    }
  });
});

describe('task status transitions (pending → in progress → completed, back to pending; completed is final)', () => {
  async function pendingTask() {
    const team = await seedTeam(t.app);
    const res = await assign(team.admin.token, { description: 'Board resolution', assignedTo: team.maker.id, dueDate: addDays(today, 2) });
    return { ...team, taskId: res.json().task._id as string };
  }

  test('pending → in-progress → pending → in-progress → completed, each audited; completed is final', async () => {
    const { maker, taskId, companyId } = await pendingTask();
    const start = await move(maker.token, taskId, 'in-progress');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ success: true, message: 'Task status updated!', task: { status: 'in-progress' } });
    expect((await move(maker.token, taskId, 'pending')).json().task.status).toBe('pending');
    expect((await move(maker.token, taskId, 'in-progress')).statusCode).toBe(200);
    const done = await move(maker.token, taskId, 'completed');
    expect(done.json().task).toMatchObject({ status: 'completed', overdue: false, completedAt: expect.any(String) });
    for (const status of ['pending', 'in-progress', 'completed']) {
      const res = await move(maker.token, taskId, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().success).toBe(false);
    }
    expect((await move(maker.token, taskId, 'pending')).json().message).toBe('A completed task cannot be moved to pending');
    const audit = await t.db.query<{ before: { status: string }; after: { status: string } }>(
      "SELECT before, after FROM audit_events WHERE company_id = $1 AND action = 'task.status_changed' ORDER BY created_at",
      [companyId],
    );
    expect(audit.map((e) => `${e.before.status}>${e.after.status}`)).toEqual([
      'pending>in-progress',
      'in-progress>pending',
      'pending>in-progress',
      'in-progress>completed',
    ]);
  });

  test('a move answers the task as My Tasks then reads it, and audits it as completing does (same actor, role, address, target)', async () => {
    const { maker, taskId, companyId } = await pendingTask();
    const started = (await move(maker.token, taskId, 'in-progress')).json().task;
    const listed = (await call(t.app, 'GET', '/api/tasks/my-tasks', maker.token)).json().tasks.find((x: { _id: string }) => x._id === taskId);
    expect(started).toEqual(listed);
    expect(started).toMatchObject({ status: 'in-progress', completedAt: null, assignedTo: { id: maker.id }, assignedBy: { firstName: 'Asha' } });
    await move(maker.token, taskId, 'completed');
    const audit = await t.db.query<Record<string, unknown>>(
      "SELECT actor_id, actor_role, ip, target_type, target_id FROM audit_events WHERE company_id = $1 AND action = 'task.status_changed' ORDER BY seq",
      [companyId],
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]).toEqual(audit[1]);
    expect(audit[0]).toMatchObject({ actor_id: maker.id, actor_role: 'maker', target_type: 'task', target_id: taskId });
  });

  test("a maker's moves and an admin's assignments to that maker at the same moments all succeed (no deadlock)", async () => {
    const { admin, maker, taskId } = await pendingTask();
    const answers: number[] = [];
    for (let round = 0; round < 15; round++) {
      const status = round % 2 === 0 ? 'in-progress' : 'pending';
      const both = await Promise.all([
        move(maker.token, taskId, status),
        assign(admin.token, { description: `Round ${round}`, assignedTo: maker.id, dueDate: addDays(today, 3) }),
        assign(admin.token, { description: `Round ${round} again`, assignedTo: maker.id, dueDate: addDays(today, 4) }),
      ]);
      answers.push(...both.map((res) => res.statusCode));
    }
    expect(answers.filter((code) => code >= 300)).toEqual([]);
  });

  test('ASVS v5.0 2.3.1 pending cannot jump to completed, nor stay pending', async () => {
    const { maker, taskId } = await pendingTask();
    const jump = await move(maker.token, taskId, 'completed');
    expect(jump.statusCode).toBe(409);
    expect(jump.json().message).toBe('A pending task cannot be moved to completed');
    const same = await move(maker.token, taskId, 'pending');
    expect(same.json()).toEqual({ success: false, message: 'The task is already pending' });
    expect((await move(maker.token, taskId, 'done')).statusCode).toBe(400);
  });

  test("only the assignee moves a task; another company's task is not found and stays unchanged", async () => {
    const a = await pendingTask();
    const b = await seedTeam(t.app);
    for (const token of [a.checker.token, a.admin.token]) {
      const res = await move(token, a.taskId, 'in-progress');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the assignee can update this task');
    }
    const cross = await move(b.maker.token, a.taskId, 'in-progress');
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ success: false, message: 'Task not found' });
    expect((await move(a.maker.token, 'nope', 'in-progress')).statusCode).toBe(404);
    const row = await t.db.one<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [a.taskId]);
    expect(row!.status).toBe('pending');
  });
});

describe('GET /api/tasks/my-tasks', () => {
  test("answers only the caller's tasks, with who assigned them", async () => {
    const { admin, maker, checker } = await seedTeam(t.app);
    await assign(admin.token, { description: 'Maker task', assignedTo: maker.id, dueDate: addDays(today, 1) });
    await assign(admin.token, { description: 'Checker task', assignedTo: checker.id, dueDate: addDays(today, 1) });
    const res = await call(t.app, 'GET', '/api/tasks/my-tasks', maker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().tasks.map((x: { description: string }) => x.description)).toEqual(['Maker task']);
    expect(res.json().tasks[0].assignedBy).toEqual({ id: admin.id, firstName: 'Asha', lastName: 'Admin' });
  });

  test('overdue is derived: due date passed and not completed', async () => {
    const { admin, maker, companyId } = await seedTeam(t.app);
    const late = (await assign(admin.token, { description: 'Late', assignedTo: maker.id, dueDate: today })).json().task._id;
    const lateDone = (await assign(admin.token, { description: 'Late but done', assignedTo: maker.id, dueDate: today })).json().task._id;
    await move(maker.token, lateDone, 'in-progress');
    await move(maker.token, lateDone, 'completed');
    await t.db.execute('UPDATE tasks SET due_date = $2::date WHERE company_id = $1', [companyId, addDays(today, -3)]);
    const tasks = (await call(t.app, 'GET', '/api/tasks/my-tasks', maker.token)).json().tasks as Array<{ _id: string; overdue: boolean }>;
    expect(tasks.find((x) => x._id === late)!.overdue).toBe(true);
    expect(tasks.find((x) => x._id === lateDone)!.overdue).toBe(false);
  });
});

describe('GET /api/tasks (admin list) and GET /api/tasks/summary', () => {
  let team: Awaited<ReturnType<typeof seedTeam>>;
  let other: Awaited<ReturnType<typeof seedTeam>>;
  beforeAll(async () => {
    team = await seedTeam(t.app);
    other = await seedTeam(t.app);
    const specs = [
      ['A', team.maker.id, 'high', 'RBI', 1],
      ['B', team.maker.id, 'low', 'MCA', 5],
      ['C', team.checker.id, 'urgent', 'RBI', 10],
      ['D', team.checker.id, 'medium', 'HR', 0],
    ] as const;
    for (const [description, assignedTo, priority, category, days] of specs) {
      await assign(team.admin.token, { description, assignedTo, priority, category, dueDate: addDays(today, days) });
    }
    await assign(other.admin.token, { description: 'Other company', assignedTo: other.maker.id, dueDate: today });
    const ids = (await call(t.app, 'GET', '/api/tasks?pageSize=100', team.admin.token)).json().tasks as Array<{ _id: string; description: string }>;
    const id = (d: string) => ids.find((x) => x.description === d)!._id;
    await move(team.maker.token, id('A'), 'in-progress');
    await move(team.checker.token, id('C'), 'in-progress');
    await move(team.checker.token, id('C'), 'completed');
    // D becomes overdue.
    await t.db.execute("UPDATE tasks SET due_date = $2::date WHERE company_id = $1 AND description = 'D'", [team.companyId, addDays(today, -2)]);
  });

  const list = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/tasks${query}`, team.admin.token);
    expect(res.statusCode).toBe(200);
    return res.json() as { tasks: Array<{ description: string }>; total: number; page: number; pageSize: number };
  };
  const names = (body: { tasks: Array<{ description: string }> }) =>
    body.tasks
      .map((x) => x.description)
      .sort()
      .join('');

  test("lists the company's tasks only, by due date, paginated", async () => {
    const all = await list('');
    expect(all).toMatchObject({ success: true, total: 4, page: 1, pageSize: 20 });
    expect(all.tasks.map((x) => x.description)).toEqual(['D', 'A', 'B', 'C']);
    const page2 = await list('?page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.tasks.map((x) => x.description)).toEqual(['C']);
    expect((await list('?pageSize=500')).pageSize).toBe(100);
  });

  test.each([
    ['?status=in-progress', 'A'],
    ['?status=completed', 'C'],
    ['?priority=low', 'B'],
    ['?category=RBI', 'AC'],
    ['?overdue=true', 'D'],
    ['?overdue=false', 'ABC'],
  ])('filter %s gives %s', async (query, expected) => {
    expect(names(await list(query))).toBe(expected);
  });

  test('filters by assignee and due range', async () => {
    expect(names(await list(`?assignedTo=${team.checker.id}`))).toBe('CD');
    expect(names(await list(`?dueFrom=${addDays(today, 1)}&dueTo=${addDays(today, 5)}`))).toBe('AB');
    expect(names(await list(`?assignedTo=${other.maker.id}`))).toBe('');
  });

  test.each(['?status=done', '?priority=x', '?overdue=yes', '?dueFrom=2026-13-01', '?page=0', '?pageSize=-1', '?assignedTo=abc', '?companyId=x'])(
    'refuses the query %s with a 400',
    async (query) => {
      const res = await call(t.app, 'GET', `/api/tasks${query}`, team.admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    },
  );

  test('the admin summary counts the company per status, per assignee, and completions per week', async () => {
    const res = await call(t.app, 'GET', '/api/tasks/summary', team.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ pending: 2, inProgress: 1, completed: 1, overdue: 1, total: 4 });
    expect(body.byAssignee).toEqual([
      { user: { id: team.checker.id, firstName: 'Chitra', lastName: 'Checker', role: 'checker' }, pending: 1, inProgress: 0, completed: 1, overdue: 1 },
      { user: { id: team.maker.id, firstName: 'Mohan', lastName: 'Maker', role: 'maker' }, pending: 1, inProgress: 1, completed: 0, overdue: 0 },
    ]);
    expect(body.completedPerWeek).toHaveLength(12);
    expect(body.completedPerWeek[11].completed).toBe(1);
    expect(body.completedPerWeek.reduce((s: number, w: { completed: number }) => s + w.completed, 0)).toBe(1);
    expect(new Date(`${body.completedPerWeek[0].weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  test("a maker's summary counts only its own tasks", async () => {
    const body = (await call(t.app, 'GET', '/api/tasks/summary', team.maker.token)).json();
    expect(body.counts).toEqual({ pending: 1, inProgress: 1, completed: 0, overdue: 0, total: 2 });
    expect(body.byAssignee).toEqual([]);
  });

  test('a maker with no tasks is listed with zeros', async () => {
    const fresh = await seedTeam(t.app);
    const body = (await call(t.app, 'GET', '/api/tasks/summary', fresh.admin.token)).json();
    expect(body.counts.total).toBe(0);
    expect(body.byAssignee.map((a: { pending: number }) => a.pending)).toEqual([0, 0]);
  });
});
