import { bearer, type TestApp, testCompanies, type SeededTeam } from './helper';

/**
 * Every list pages on the server: My Tasks and the admin's task list resume from a cursor (keyset:
 * no row repeated or skipped, even when rows are added meanwhile), the task list's total comes from
 * counters kept in step by the database, and the team list and the document register page likewise.
 */
let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
const TASKS = 23;

beforeAll(async () => {
  ({ t, team, other } = await testCompanies({ other: true }));
  // Same-day due dates and same-instant creation times: the order's later keys must break ties.
  await t.db.execute(
    `INSERT INTO tasks (company_id, description, due_date, assigned_to, assigned_by, created_at)
     SELECT $1, 'Task ' || g, current_date + (g % 4), $2, $3, now() - (g % 3) * interval '1 second' FROM generate_series(1, $4::int) g`,
    [team.companyId, team.maker.id, team.admin.id, TASKS],
  );
  await t.db.execute(
    `INSERT INTO tasks (company_id, description, due_date, assigned_to, assigned_by) SELECT $1, 'Theirs ' || g, current_date, $2, $3 FROM generate_series(1, 5) g`,
    [other.companyId, other.maker.id, other.admin.id],
  );
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function walk(token: string, base: string, key: 'tasks' | 'users' | 'documents', idOf: (row: Record<string, string>) => string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await get(token, `${base}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    ids.push(...body[key].map(idOf));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('no last page');
}

describe('My Tasks', () => {
  test('without a limit: every task of the caller, as before, and nextCursor null', async () => {
    const body = (await get(team.maker.token, '/api/tasks/my-tasks')).json();
    expect(body.tasks).toHaveLength(TASKS);
    expect(body.nextCursor).toBeNull();
  });

  test('pages of 5 walk every task once, in the same order as the whole list', async () => {
    const all = (await get(team.maker.token, '/api/tasks/my-tasks')).json().tasks.map((task: { _id: string }) => task._id);
    const paged = await walk(team.maker.token, '/api/tasks/my-tasks?limit=5', 'tasks', (task) => task._id);
    expect(paged).toEqual(all);
  });

  test('a task assigned between two pages neither repeats nor shifts the rows of the next page', async () => {
    const first = (await get(team.maker.token, '/api/tasks/my-tasks?limit=5')).json();
    await t.db.execute(`INSERT INTO tasks (company_id, description, due_date, assigned_to, assigned_by) VALUES ($1, 'Early', current_date - 30, $2, $3)`, [
      team.companyId,
      team.maker.id,
      team.admin.id,
    ]);
    const second = (await get(team.maker.token, `/api/tasks/my-tasks?limit=5&cursor=${first.nextCursor}`)).json();
    const seen = new Set(first.tasks.map((task: { _id: string }) => task._id));
    expect(second.tasks.filter((task: { _id: string }) => seen.has(task._id))).toEqual([]);
    expect(second.tasks.map((task: { description: string }) => task.description)).not.toContain('Early');
  });

  test('status narrows the pages on the server', async () => {
    const all = (await get(team.maker.token, '/api/tasks/my-tasks')).json().tasks;
    const pending = await walk(team.maker.token, '/api/tasks/my-tasks?limit=3&status=pending', 'tasks', (task) => task._id);
    expect(pending).toEqual(all.filter((task: { status: string }) => task.status === 'pending').map((task: { _id: string }) => task._id));
    expect((await get(team.maker.token, '/api/tasks/my-tasks?status=done')).statusCode).toBe(400);
  });

  test('a bad limit or a forged cursor is a 400 with a clear message, never a 500', async () => {
    for (const query of [
      'limit=0',
      'limit=-1',
      'limit=abc',
      'limit=1e3',
      'cursor=%%%',
      'cursor=bm90IGpzb24',
      `cursor=${Buffer.from('["2026-13-45",1,"x"]').toString('base64url')}`,
      `cursor=${Buffer.from('[1,2]').toString('base64url')}`,
      `cursor=${Buffer.from('["2026-01-01",1e300,"3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10"]').toString('base64url')}`,
    ]) {
      const res = await get(team.maker.token, `/api/tasks/my-tasks?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().success).toBe(false);
    }
    expect((await get(team.maker.token, '/api/tasks/my-tasks?limit=999999')).json().tasks.length).toBeGreaterThan(TASKS);
  });
});

describe('the admin task list', () => {
  test('cursor pages give the same rows as page numbers; the total counts the company only', async () => {
    const byNumber: string[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(team.admin.token, `/api/tasks?pageSize=7&page=${page}`)).json();
      byNumber.push(...body.tasks.map((task: { _id: string }) => task._id));
      expect(body.total).toBe(TASKS + 1);
      if (page * 7 >= body.total) break;
    }
    const byCursor = await walk(team.admin.token, '/api/tasks?pageSize=7', 'tasks', (task) => task._id);
    expect(byCursor).toEqual(byNumber);
    expect((await get(other.admin.token, '/api/tasks')).json().total).toBe(5);
  });

  test('the total follows assignments, status changes and removals (counters kept by the database), with and without filters', async () => {
    const total = async (query = '') => (await get(team.admin.token, `/api/tasks?pageSize=1${query}`)).json().total;
    const exact = async (where = '') => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM tasks WHERE company_id = $1 ${where}`, [team.companyId]))!.n;
    const [task] = (await get(team.maker.token, '/api/tasks/my-tasks?limit=1')).json().tasks;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/update-status/${task._id}`,
      headers: bearer(team.maker.token),
      payload: { status: 'in-progress' },
    });
    expect(moved.statusCode).toBe(200);
    await t.db.execute(`UPDATE tasks SET assigned_to = $2 WHERE id = (SELECT id FROM tasks WHERE company_id = $1 AND status = 'pending' LIMIT 1)`, [
      team.companyId,
      team.checker.id,
    ]);
    await t.db.execute(`DELETE FROM tasks WHERE id = (SELECT id FROM tasks WHERE company_id = $1 AND status = 'pending' AND assigned_to = $2 LIMIT 1)`, [
      team.companyId,
      team.maker.id,
    ]);
    expect(await total()).toBe(await exact());
    expect(await total('&status=in-progress')).toBe(1);
    expect(await total('&status=pending')).toBe(await exact(`AND status = 'pending'`));
    expect(await total(`&assignedTo=${team.checker.id}`)).toBe(1);
    expect(await total(`&status=pending&assignedTo=${team.maker.id}`)).toBe(await exact(`AND status = 'pending' AND assigned_to = '${team.maker.id}'`));
    expect(await total('&priority=medium')).toBe(await exact(`AND priority = 'medium'`));
  });
});

describe('the team list and the document register', () => {
  test('users page newest first by cursor, every member once; without limit the whole team as before', async () => {
    await t.db.execute(
      `INSERT INTO users (company_id, email, password_hash, first_name, last_name, role, created_at)
       SELECT $1, 'paged-' || g || '-' || $2 || '@example.com', 'x', 'Paged', g::text, CASE WHEN g % 2 = 0 THEN 'maker' ELSE 'checker' END, now() - (g % 2) * interval '1 hour'
         FROM generate_series(1, 11) g`,
      [team.companyId, Date.now()],
    );
    const all = (await get(team.admin.token, '/api/admin/users')).json();
    expect(all.users).toHaveLength(13);
    expect(all.nextCursor).toBeNull();
    const paged = await walk(team.admin.token, '/api/admin/users?limit=4', 'users', (user) => user.id);
    expect(paged).toEqual(all.users.map((user: { id: string }) => user.id));
    const makers = await walk(team.admin.token, '/api/admin/users?role=maker&limit=2', 'users', (user) => user.id);
    expect(makers).toEqual(all.users.filter((user: { role: string }) => user.role === 'maker').map((user: { id: string }) => user.id));
    expect((await get(team.admin.token, '/api/admin/users?limit=0')).statusCode).toBe(400);
    expect((await get(team.admin.token, '/api/admin/users?cursor=abc')).statusCode).toBe(400);
  });

  test('documents page newest first by cursor, within the company only', async () => {
    await t.db.execute(
      `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, uploaded_by, uploaded_at)
       SELECT $1, 'Doc ' || g, 'KYC', 'NBFC below 500Cr', 'd.pdf', 'pdf', 'application/pdf', 10, repeat('a', 64), $2, now() - (g % 3) * interval '1 minute'
         FROM generate_series(1, 9) g`,
      [team.companyId, team.admin.id],
    );
    const all = (await get(team.maker.token, '/api/documents/get')).json();
    expect(all.documents).toHaveLength(9);
    expect(all.nextCursor).toBeNull();
    const paged = await walk(team.maker.token, '/api/documents/get?limit=2', 'documents', (doc) => doc.id);
    expect(paged).toEqual(all.documents.map((doc: { id: string }) => doc.id));
    expect((await get(team.maker.token, '/api/documents/get?limit=2')).json().counts).toEqual({ total: 9, approved: 0, pending: 9, rejected: 0 });
    // The counts follow reviews (kept by the database in the same transaction).
    await t.db.execute(`UPDATE documents SET status = 'approved' WHERE id = (SELECT id FROM documents WHERE company_id = $1 AND name = 'Doc 1')`, [team.companyId]);
    await t.db.execute(`UPDATE documents SET status = 'rejected' WHERE id = (SELECT id FROM documents WHERE company_id = $1 AND name = 'Doc 2')`, [team.companyId]);
    expect((await get(team.maker.token, '/api/documents/get?limit=2')).json().counts).toEqual({ total: 9, approved: 1, pending: 7, rejected: 1 });
    expect((await get(other.maker.token, '/api/documents/get?limit=2')).json()).toEqual({
      success: true,
      documents: [],
      nextCursor: null,
      counts: { total: 0, approved: 0, pending: 0, rejected: 0 },
    });
    expect((await get(team.maker.token, '/api/documents/get?limit=x')).statusCode).toBe(400);
  });
});
