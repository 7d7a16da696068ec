import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';

// docs/decisions/0042-fewer-statements-per-request-more-reads-cached.md: My Tasks and a maker's or checker's task summary are cached per API instance; a change to
// the company's tasks (whoever makes it: this instance, another one, plain SQL) is seen at once.

let t: TestApp;
let team: Awaited<ReturnType<typeof seedTeam>>;
const due = () => new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);

beforeEach(async () => {
  t = await buildTestApp();
  team = await seedTeam(t.app);
});
afterEach(async () => t.close());

async function assign(description: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tasks/assign',
    headers: sessionHeaders(team.admin.token),
    payload: { description, assignedTo: team.maker.id, dueDate: due() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().task._id as string;
}

const myTasks = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/api/tasks/my-tasks', headers: sessionHeaders(team.maker.token) });
  expect(res.statusCode).toBe(200);
  return res.json().tasks as { _id: string; status: string; description: string; assignedBy: { firstName: string } }[];
};
const summary = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/api/tasks/summary', headers: sessionHeaders(team.maker.token) });
  expect(res.statusCode).toBe(200);
  return res.json().counts as { pending: number; inProgress: number; completed: number; total: number };
};

test('My Tasks is served from the cache while nothing changed (a change that bypasses the notification is not seen)', async () => {
  const id = await assign('Cached task');
  // The assignment's own notification delivered first: on PostgreSQL one arriving during the next read keeps that
  // read out of the cache (rightly), and this test would prove nothing.
  expect(await t.app.sessions.fresh()).toBe(true);
  expect((await myTasks())[0].status).toBe('pending');
  // Only to prove the cache is used: with the notifying trigger off, a change stays unseen.
  await t.db.exec('ALTER TABLE tasks DISABLE TRIGGER tasks_changed');
  await t.db.execute(`UPDATE tasks SET description = 'Changed silently' WHERE id = $1`, [id]);
  expect((await myTasks())[0].description).toBe('Cached task');
  await t.db.exec('ALTER TABLE tasks ENABLE TRIGGER tasks_changed');
  // A change to another user's tasks leaves this user's entries (the notification names the assignee).
  await t.app.inject({
    method: 'POST',
    url: '/api/tasks/assign',
    headers: sessionHeaders(team.admin.token),
    payload: { description: 'For the checker', assignedTo: team.checker.id, dueDate: due() },
  });
  expect((await myTasks())[0].description).toBe('Cached task');
  await t.db.execute(`UPDATE tasks SET description = 'Changed and announced' WHERE id = $1`, [id]);
  expect((await myTasks())[0].description).toBe('Changed and announced');
});

test("a task handed to someone else leaves the first assignee's My Tasks and reaches the new one's at once", async () => {
  const id = await assign('Handed over');
  const checkerTasks = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/tasks/my-tasks', headers: sessionHeaders(team.checker.token) })).json().tasks as unknown[];
  expect(await myTasks()).toHaveLength(1);
  expect(await checkerTasks()).toHaveLength(0);
  await t.db.execute('UPDATE tasks SET assigned_to = $2 WHERE id = $1', [id, team.checker.id]);
  expect(await myTasks()).toHaveLength(0);
  expect(await checkerTasks()).toHaveLength(1);
});

test('a task assigned, moved or changed directly in the database shows in My Tasks and the summary at once', async () => {
  const first = await assign('First');
  expect(await myTasks()).toHaveLength(1);
  expect(await summary()).toMatchObject({ pending: 1, total: 1 });
  await assign('Second');
  expect(await myTasks()).toHaveLength(2);
  expect(await summary()).toMatchObject({ pending: 2, total: 2 });
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/tasks/update-status/${first}`,
    headers: sessionHeaders(team.maker.token),
    payload: { status: 'in-progress' },
  });
  expect(moved.statusCode).toBe(200);
  expect((await myTasks()).find((task) => task._id === first)?.status).toBe('in-progress');
  expect(await summary()).toMatchObject({ pending: 1, inProgress: 1, total: 2 });
  await t.db.execute('DELETE FROM tasks WHERE id = $1', [first]);
  expect(await myTasks()).toHaveLength(1);
  expect(await summary()).toMatchObject({ pending: 1, inProgress: 0, total: 1 });
});

test("the assigner's new name shows in My Tasks at once", async () => {
  await assign('Named');
  expect((await myTasks())[0].assignedBy.firstName).toBe('Asha');
  await t.db.execute(`UPDATE users SET first_name = 'Anita' WHERE id = $1`, [team.admin.id]);
  expect((await myTasks())[0].assignedBy.firstName).toBe('Anita');
});

test('ASVS v5.0 8.2.2 another company changing its tasks leaves this cache alone, and never shows its tasks', async () => {
  await assign('Ours');
  const other = await seedTeam(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/tasks/assign',
    headers: sessionHeaders(other.admin.token),
    payload: { description: 'Theirs', assignedTo: other.maker.id, dueDate: due() },
  });
  expect((await myTasks()).map((task) => task.description)).toEqual(['Ours']);
});

test('a change made through another API instance is seen by this one at once', async () => {
  const second = await t.secondInstance!();
  try {
    const id = await assign('Shared');
    expect((await myTasks(second.app))[0].status).toBe('pending');
    expect(await summary(second.app)).toMatchObject({ pending: 1 });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/update-status/${id}`,
      headers: sessionHeaders(team.maker.token),
      payload: { status: 'in-progress' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await myTasks(second.app))[0].status).toBe('in-progress');
    expect(await summary(second.app)).toMatchObject({ pending: 0, inProgress: 1 });
  } finally {
    await second.close();
  }
});

test('with SESSION_CACHE_SECONDS=0 nothing is cached', async () => {
  await t.close();
  t = await buildTestApp({ sessionCacheSeconds: 0 });
  team = await seedTeam(t.app);
  const id = await assign('Uncached');
  expect((await myTasks())[0].description).toBe('Uncached');
  await t.db.exec('ALTER TABLE tasks DISABLE TRIGGER tasks_changed');
  await t.db.execute(`UPDATE tasks SET description = 'Read fresh' WHERE id = $1`, [id]);
  expect((await myTasks())[0].description).toBe('Read fresh');
});
