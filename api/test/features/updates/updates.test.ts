import { buildTestApp, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import type { UpdateItem, UpdatesListResponse } from 'shared-contracts';
import { content } from '../../../src/content';
import { indiaToday, nextOccurrence } from '../../../src/features/updates/deadlines';

let t: TestApp;
let team: Awaited<ReturnType<typeof seedTeam>>;
let root: Awaited<ReturnType<typeof seedUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  team = await seedTeam(t.app);
  root = await seedUser(t.app, 'super-admin', null);
});
afterAll(() => t.close());

async function feed(token: string, query = ''): Promise<UpdatesListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/updates${query}`, headers: sessionHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('the feed needs a session', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/updates' });
  expect(res.statusCode).toBe(401);
});

test('the seeded feed pages by 6 with the total, newest first, each item carrying its source', async () => {
  const first = await feed(team.admin.token);
  expect(first.page).toBe(1);
  expect(first.updates).toHaveLength(6);
  expect(first.total).toBeGreaterThanOrEqual(15);
  const dates = first.updates.map((u) => u.date);
  expect([...dates].sort().reverse()).toEqual(dates);
  const consolidation = (await feed(team.admin.token, '?pageSize=50')).updates.find((u) => u.title.includes('Master Directions'));
  expect(consolidation).toMatchObject({ date: '2025-11-28', source: expect.stringContaining('Reserve Bank'), sourceUrl: expect.stringMatching(/^https:\/\//) });

  const second = await feed(team.admin.token, '?page=2');
  expect(second.updates).toHaveLength(6);
  const ids = new Set([...first.updates, ...second.updates].map((u) => u.id));
  expect(ids.size).toBe(12);
  const last = await feed(team.admin.token, `?page=${Math.ceil(first.total / 6)}`);
  expect(last.updates.length).toBe(first.total - 6 * (Math.ceil(first.total / 6) - 1));
  // Past the last page: no item, and the total and header counts still as on the first page.
  const beyond = await feed(team.admin.token, `?page=${Math.ceil(first.total / 6) + 1}`);
  expect(beyond.updates).toEqual([]);
  expect(beyond.total).toBe(first.total);
  expect(beyond.counts).toEqual(first.counts);
  expect(first.counts.urgent + first.counts.new).toBeGreaterThan(0);
});

test('filters: Regulatory Changes holds regulatory and policy items, Important Deadlines only deadlines with due dates', async () => {
  const regulatory = await feed(team.admin.token, '?type=regulatory&pageSize=50');
  expect(regulatory.updates.length).toBeGreaterThan(0);
  expect(regulatory.updates.every((u) => u.type === 'regulatory' || u.type === 'policy')).toBe(true);
  expect(regulatory.updates.some((u) => u.type === 'policy')).toBe(true);
  const deadlines = await feed(team.admin.token, '?type=deadline&pageSize=50');
  expect(deadlines.updates.length).toBeGreaterThan(0);
  expect(deadlines.updates.every((u) => u.type === 'deadline' && /^\d{4}-\d{2}-\d{2}$/.test(u.dueDate ?? ''))).toBe(true);
  const training = await feed(team.admin.token, '?type=training');
  expect(training.updates.every((u) => u.type === 'training')).toBe(true);
  const bad = await t.app.inject({ method: 'GET', url: '/api/updates?type=gossip', headers: sessionHeaders(team.admin.token) });
  expect(bad.statusCode).toBe(400);
  const badPage = await t.app.inject({ method: 'GET', url: '/api/updates?page=-1', headers: sessionHeaders(team.admin.token) });
  expect(badPage.statusCode).toBe(400);
});

test('archive is per user, hides the item from the feed and the Archived filter gives it back', async () => {
  const before = await feed(team.maker.token, '?pageSize=50');
  const target = before.updates.find((u) => u.priority === 'urgent') as UpdateItem;
  const res = await t.app.inject({ method: 'POST', url: `/api/updates/${target.id}/archive`, headers: sessionHeaders(team.maker.token) });
  expect(res.statusCode).toBe(200);
  const after = await feed(team.maker.token, '?pageSize=50');
  expect(after.updates.map((u) => u.id)).not.toContain(target.id);
  expect(after.total).toBe(before.total - 1);
  expect(after.counts.urgent).toBe(before.counts.urgent - 1);
  const archived = await feed(team.maker.token, '?archived=true');
  expect(archived.updates.map((u) => u.id)).toEqual([target.id]);
  // Another user of the same company still sees it.
  expect((await feed(team.checker.token, '?pageSize=50')).updates.map((u) => u.id)).toContain(target.id);

  const restore = await t.app.inject({ method: 'DELETE', url: `/api/updates/${target.id}/archive`, headers: sessionHeaders(team.maker.token) });
  expect(restore.statusCode).toBe(200);
  expect((await feed(team.maker.token, '?archived=true')).updates).toHaveLength(0);
});

test('details give the full text; unknown ids are 404', async () => {
  const { updates } = await feed(team.checker.token);
  const res = await t.app.inject({ method: 'GET', url: `/api/updates/${updates[0].id}`, headers: sessionHeaders(team.checker.token) });
  expect(res.statusCode).toBe(200);
  expect(res.json().update.body.length).toBeGreaterThan(updates[0].description.length);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    const missing = await t.app.inject({ method: 'GET', url: `/api/updates/${id}`, headers: sessionHeaders(team.checker.token) });
    expect(missing.statusCode).toBe(404);
    const archive = await t.app.inject({ method: 'POST', url: `/api/updates/${id}/archive`, headers: sessionHeaders(team.checker.token) });
    expect(archive.statusCode).toBe(404);
  }
});

describe('publishing', () => {
  const item = {
    type: 'regulatory',
    title: 'RBI amends the KYC Directions',
    description: 'Periodic updation timelines changed.',
    body: 'Full text of the amendment and what to do.',
    category: 'RBI',
    priority: 'urgent',
    source: 'Reserve Bank of India',
    sourceUrl: 'https://www.rbi.org.in/',
  };

  test('only the super-admin publishes', async () => {
    for (const user of [team.admin, team.maker, team.checker]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/updates', headers: sessionHeaders(user.token), payload: item });
      expect(res.statusCode).toBe(403);
    }
  });

  test('a published item is new and urgent in every company user feed until opened', async () => {
    const before = await feed(team.admin.token);
    const res = await t.app.inject({ method: 'POST', url: '/api/updates', headers: sessionHeaders(root.token), payload: item });
    expect(res.statusCode).toBe(201);
    const id = res.json().update.id;
    const after = await feed(team.admin.token);
    expect(after.updates[0]).toMatchObject({ id, isNew: true, title: item.title });
    expect(after.counts.new).toBe(before.counts.new + 1);
    expect(after.counts.urgent).toBe(before.counts.urgent + 1);
    await t.app.inject({ method: 'GET', url: `/api/updates/${id}`, headers: sessionHeaders(team.admin.token) });
    const opened = await feed(team.admin.token);
    expect(opened.updates[0].isNew).toBe(false);
    expect(opened.counts.new).toBe(before.counts.new);
    const audit = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'update.published' AND target_id = $1`, [id]);
    expect(audit?.n).toBe(1);
  });

  test('bad input is a 400 and stores nothing', async () => {
    const before = (await feed(team.admin.token)).total;
    const bad = [
      { ...item, type: 'gossip' },
      { ...item, title: '   ' },
      { ...item, dueDate: '2025-02-30' },
      { ...item, sourceUrl: 'javascript:alert(1)' },
      { ...item, companyId: 'x' },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/updates', headers: sessionHeaders(root.token), payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await feed(team.admin.token)).total).toBe(before);
  });
});

describe('recurring deadlines from the content library', () => {
  const deadlines = async () => (await feed(team.admin.token, '?type=deadline&pageSize=50')).updates;

  test('no deadline is dated the install day: each is dated the day after its last occurrence and due on the next one', async () => {
    const today = indiaToday();
    const items = content().deadlines.items;
    const listed = await deadlines();
    expect(listed.length).toBe(items.length);
    for (const item of items) {
      const row = listed.find((u) => u.title === item.title)!;
      expect(row).toMatchObject({ dueDate: nextOccurrence(item.recurrence, today).due, date: nextOccurrence(item.recurrence, today).opened });
      expect(row.dueDate! >= today).toBe(true);
    }
  });

  test('a deadline whose due date has passed rolls on to its next occurrence by itself, keeping its id', async () => {
    const before = (await deadlines()).find((u) => u.title.startsWith('Monthly DNBS04B'))!;
    // As if the server had been installed a year ago and nothing had moved the dates since.
    await t.db.execute(`UPDATE compliance_updates SET due_date = '2025-10-15', published_on = '2025-09-16' WHERE library_item_id = 'FEED-DNBS04B-MONTHLY'`);
    const after = (await deadlines()).find((u) => u.title.startsWith('Monthly DNBS04B'))!;
    expect(after.id).toBe(before.id);
    expect(after.dueDate).toBe(nextOccurrence({ type: 'monthly', day: 15 }, indiaToday()).due);
    expect(after.dueDate! >= indiaToday()).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: `/api/updates/${after.id}`, headers: sessionHeaders(team.admin.token) });
    expect(detail.json().update.dueDate).toBe(after.dueDate);
  });
});

describe('the law in the feed', () => {
  const all = async () => (await feed(team.admin.token, '?pageSize=50')).updates;

  test('DPT-3 and the POSH annual report are no deadlines of an RBI-registered NBFC; notes say why, dated by their instruments', async () => {
    const updates = await all();
    const deadlines = updates.filter((u) => u.type === 'deadline');
    expect(deadlines.map((u) => u.title).join('\n')).not.toMatch(/DPT-3|POSH|31 January/);
    const dpt3 = updates.find((u) => u.title === 'DPT-3 does not apply to NBFCs registered with RBI')!;
    expect(dpt3).toMatchObject({ type: 'regulatory', date: '2026-11-23' });
    expect(dpt3.dueDate).toBeUndefined();
    expect(dpt3.description).toMatch(/rule 1\(3\)/);
    const posh = updates.find((u) => u.title.startsWith('POSH annual report'))!;
    expect(posh.title).toMatch(/no statutory 31 January date/);
    expect(posh.dueDate).toBeUndefined();
  });

  test('DIR-3 KYC: the deadline is 30 June every three years plus 30 days after a change (GSR 943(E), in force 31 March 2026)', async () => {
    const updates = await all();
    const deadline = updates.find((u) => u.type === 'deadline' && u.title.startsWith('DIR-3 KYC'))!;
    expect(deadline.title).toBe('DIR-3 KYC: every three years by 30 June, and within 30 days of any change');
    expect(deadline.dueDate).toMatch(/-06-30$/);
    const note = updates.find((u) => u.type === 'regulatory' && u.title.startsWith('DIR-3 KYC'))!;
    expect(note).toMatchObject({ date: '2026-03-31' });
    expect(JSON.stringify(updates)).not.toMatch(/DIR-3 KYC of every director due by 30 September/);
  });

  test('the feed announces the Labour Codes Central Rules (8 May 2026), the Ombudsman Scheme 2026 and the Income-tax Act 2025', async () => {
    const titles = (await all()).map((u) => `${u.date} ${u.title}`);
    expect(titles).toContain('2026-05-08 Central Rules under the four Labour Codes notified on 8 May 2026');
    expect(titles).toContain('2026-07-01 Reserve Bank - Integrated Ombudsman Scheme, 2026 in force from 1 July 2026');
    expect(titles).toContain('2026-04-01 Income-tax Act, 2025 applies from 1 April 2026');
  });
});
