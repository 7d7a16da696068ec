import type { WorkItem } from 'shared-contracts';
import { addDays } from '../../../src/dates';
import { buildTestApp, seedTeam, type SeededTeam, type TestApp } from '../../support/testApp';
import { action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let adHoc: string;
let reviewed: string;
beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
  other = await seedTeam(t.app);
  await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: [{ obligationId: 'LAB-EPF-MONTHLY', assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 40 }],
  });
  const assign = (description: string, dueDate: string, checkerId?: string) =>
    request(t, 'POST', '/api/tasks/assign', team.admin.token, { description, assignedTo: team.maker.id, dueDate, checkerId });
  adHoc = (await assign('Board minutes for October', addDays(today, 3))).json().task._id;
  reviewed = (await assign('Renew the shop licence', addDays(today, 5), team.checker.id)).json().task._id;
  for (const status of ['in-progress', 'completed']) {
    expect((await request(t, 'PATCH', `/api/tasks/update-status/${reviewed}`, team.maker.token, { status })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const items = async (token: string, query = ''): Promise<{ items: WorkItem[]; total: number; nextCursor: string | null }> => {
  const res = await request(t, 'GET', `/api/obligations/work-items${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('one list of tasks and filings', () => {
  test("My Tasks: the maker's ad-hoc tasks and the filings it owns, once each, in due-date order", async () => {
    const mine = await items(team.maker.token, '?limit=200');
    const kinds = new Set(mine.items.map((i) => i.kind));
    expect(kinds).toEqual(new Set(['task', 'filing']));
    expect(mine.items.map((i) => i.id)).toEqual(expect.arrayContaining([adHoc, reviewed]));
    expect(mine.items.filter((i) => i.kind === 'filing').every((i) => i.obligationId === 'LAB-EPF-MONTHLY' && i.owner?.id === team.maker.id)).toBe(true);
    const dates = mine.items.map((i) => i.dueDate);
    expect(dates).toEqual([...dates].sort());
    // The task the calendar made for an EPF due date (owner with 40 lead days) is shown as that filing, not twice.
    const madeTasks = await t.db.query<{ task_id: string }>('SELECT task_id FROM obligation_tasks WHERE company_id = $1', [team.companyId]);
    expect(madeTasks.length).toBeGreaterThan(0);
    for (const { task_id } of madeTasks) {
      expect(mine.items.some((i) => i.id === task_id)).toBe(false);
      expect(mine.items.some((i) => i.taskId === task_id)).toBe(true);
    }
  });

  test('a completed task awaiting its checker reads "Awaiting sign-off" to the admin, not "Completed"', async () => {
    const all = await items(team.admin.token, '?scope=company&kind=task');
    expect(all.items.find((i) => i.id === reviewed)).toMatchObject({ status: 'completed', stage: 'awaiting_sign_off', statusLabel: 'Awaiting sign-off' });
    expect(all.items.find((i) => i.id === adHoc)).toMatchObject({ status: 'pending', stage: 'open', statusLabel: 'Pending' });
  });

  test("the checker's Pending Review holds tasks and filings waiting for that checker, and the counts agree", async () => {
    const epf = (await occurrences(t, team.maker.token)).filter((o) => o.obligationId === 'LAB-EPF-MONTHLY' && o.dueDate < today).at(-1)!;
    const receipt = await uploadReceipt(t, team.maker.token);
    expect((await action(t, team.maker.token, epf.id, 'filing', { filedOn: today, acknowledgement: 'ECR-1', receiptDocumentId: receipt })).statusCode).toBe(200);
    const review = await items(team.checker.token, '?scope=review');
    expect(review.items.map((i) => [i.kind, i.id]).sort()).toEqual(
      [
        ['filing', epf.id],
        ['task', reviewed],
      ].sort(),
    );
    expect(review.items.every((i) => i.stage === 'awaiting_sign_off')).toBe(true);
    // The maker has nothing to sign off; the company list is the admin's only.
    expect((await items(team.maker.token, '?scope=review')).items).toEqual([]);
    expect((await request(t, 'GET', '/api/obligations/work-items?scope=company', team.maker.token)).statusCode).toBe(403);

    const checkerCounts = (await request(t, 'GET', '/api/obligations/summary', team.checker.token)).json();
    expect(checkerCounts.awaitingMySignOff).toBe(2);
    const admin = (await request(t, 'GET', '/api/obligations/summary', team.admin.token)).json();
    const overdue = await items(team.admin.token, '?scope=company&overdue=true&limit=200');
    const soon = await items(team.admin.token, `?scope=company&stage=open,in_progress&from=${today}&to=${addDays(today, 7)}&limit=200`);
    expect(admin).toMatchObject({ today, overdue: overdue.total, dueIn7Days: soon.total, awaitingSignOff: 2 });
    expect(admin.overdue).toBeGreaterThan(0);
    // Per status over this month and the next (the screen's window).
    expect(admin.byStatus.awaiting_sign_off ?? 0).toBe(epf.dueDate >= `${today.slice(0, 8)}01` ? 1 : 0);
  });

  test('filters and pages: stage, kind, authority, owner, dates; the cursor continues where the page ended', async () => {
    const everything = await items(team.admin.token, '?scope=company&limit=200');
    const pages: WorkItem[] = [];
    let cursor: string | null = '';
    for (let i = 0; i < 200 && cursor !== null; i++) {
      const page = await items(team.admin.token, `?scope=company&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(everything.total);
      pages.push(...page.items);
      cursor = page.nextCursor;
    }
    // The pages hold every item once, in the order of the one long page (which stops at its limit of 200).
    expect(pages).toHaveLength(everything.total);
    expect(new Set(pages.map((i) => i.id)).size).toBe(everything.total);
    expect(pages.map((i) => i.id).slice(0, everything.items.length)).toEqual(everything.items.map((i) => i.id));
    const labour = await items(team.admin.token, '?scope=company&kind=filing&authority=Labour&limit=200');
    expect(labour.items.length).toBeGreaterThan(0);
    expect(labour.items.every((i) => i.authority === 'Labour')).toBe(true);
    const byOwner = await items(team.admin.token, `?scope=company&owner=${team.maker.id}&limit=200`);
    expect(byOwner.items.every((i) => i.owner?.id === team.maker.id)).toBe(true);
    for (const [q, message] of [
      ['stage=late', 'stage must be one or more of'],
      ['kind=memo', 'kind must be one or more of'],
      ['owner=x', 'owner must be a user id or none'],
      [`from=${today}&to=${addDays(today, -2)}`, 'from must be on or before to'],
      ['cursor=!!', 'The cursor is not valid'],
    ]) {
      const res = await request(t, 'GET', `/api/obligations/work-items?${q}`, team.admin.token);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
  });

  test('the compliance score: on-time filing rate per authority over the last periods', async () => {
    const res = await request(t, 'GET', '/api/obligations/score?period=month&count=6', team.admin.token);
    expect(res.statusCode).toBe(200);
    const { periods } = res.json();
    expect(periods).toHaveLength(6);
    const current = periods.at(-1);
    expect(current.from <= today && today <= current.to).toBe(true);
    const labour = periods.flatMap((p: { byAuthority: Array<{ authority: string; due: number; missed: number }> }) =>
      p.byAuthority.filter((a) => a.authority === 'Labour'),
    );
    expect(labour.some((a: { missed: number }) => a.missed > 0)).toBe(true);
    const quarters = (await request(t, 'GET', '/api/obligations/score', team.maker.token)).json().periods;
    expect(quarters).toHaveLength(4);
    expect(quarters[0].label).toMatch(/^Q[1-4] FY \d{4}-\d{2}$/);
    expect((await request(t, 'GET', '/api/obligations/score?count=40', team.admin.token)).statusCode).toBe(400);
  });

  test("ASVS v5.0 8.4.1 another company's lists and counts hold nothing of this one", async () => {
    const theirs = JSON.stringify([
      await items(other.admin.token, '?scope=company&limit=200'),
      await items(other.maker.token),
      (await request(t, 'GET', '/api/obligations/summary', other.admin.token)).json(),
      (await request(t, 'GET', '/api/obligations/score', other.admin.token)).json(),
    ]);
    for (const id of [adHoc, reviewed, team.maker.id, team.checker.id]) expect(theirs).not.toContain(id);
    const summary = (await request(t, 'GET', '/api/obligations/summary', other.admin.token)).json();
    expect(summary.awaitingSignOff).toBe(0);
  });
});
