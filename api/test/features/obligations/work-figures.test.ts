import { FIGURE_SCOPE_LABELS, WORK_FIGURES, formatDate, type WorkFigure, type WorkItem } from 'shared-contracts';
import { addDays } from '../../../src/dates';
import { buildTestApp, type SeededTeam, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';
import { pdfText } from '../../support/exportReaders';
import { PROFILE, occurrences, request, today, trackedTeam } from '../../support/obligations';

// One figure: overdue, due soon and awaiting sign-off are counted by the server over tasks and filings alike, for the
// company (admin) or the caller (maker, checker); GET /api/obligations/work-items?figure= lists exactly what each figure counts.

let t: TestApp;
let middle: SeededTeam;
let hfc: SeededTeam;

const SUMMARY_KEY: Record<WorkFigure, 'overdue' | 'dueIn7Days' | 'awaitingSignOff'> = {
  overdue: 'overdue',
  due_soon: 'dueIn7Days',
  awaiting_sign_off: 'awaitingSignOff',
};

/** A Housing Finance Company registered four months ago, Middle layer, in Maharashtra. */
async function hfcTeam() {
  const team = await seedTeam(t.app, { nbfcType: 'Housing Finance Companies' });
  await t.db.execute(`UPDATE companies SET created_at = now() - interval '120 days' WHERE id = $1`, [team.companyId]);
  const res = await request(t, 'PUT', '/api/company/compliance-profile', team.admin.token, { ...PROFILE, assetSizeCr: 8000, establishmentStates: ['Maharashtra'] });
  if (res.statusCode !== 200) throw new Error(`profile: ${res.body}`);
  return team;
}

/**
 * Every obligation of the company owned by the maker; two tasks for the maker, one made overdue (its due date moved
 * back, as time passing does) and one due in three days; one task for the checker, overdue.
 */
async function workFor(team: SeededTeam) {
  const ids = [...new Set((await occurrences(t, team.admin.token)).map((o) => o.obligationId))];
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: ids.map((obligationId) => ({ obligationId, assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 1 })),
  });
  expect(owners.statusCode).toBe(200);
  const assign = async (assignedTo: string, description: string, dueInDays: number) => {
    const res = await request(t, 'POST', '/api/tasks/assign', team.admin.token, { description, assignedTo, dueDate: addDays(today, Math.max(dueInDays, 0)) });
    expect(res.statusCode).toBe(201);
    if (dueInDays < 0) await t.db.execute('UPDATE tasks SET due_date = $1 WHERE id = $2', [addDays(today, dueInDays), res.json().task._id]);
  };
  await assign(team.maker.id, 'Board minutes for the audit committee', -5);
  await assign(team.maker.id, 'Renew the fair practices code', 3);
  await assign(team.checker.id, 'Review the KYC policy', -2);
}

beforeAll(async () => {
  t = await buildTestApp();
  middle = await trackedTeam(t);
  hfc = await hfcTeam();
  await workFor(middle);
  await workFor(hfc);
});
afterAll(() => t.close());

async function summary(token: string, query = '') {
  const res = await request(t, 'GET', `/api/obligations/summary${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function listed(token: string, query: string): Promise<{ items: WorkItem[]; total: number }> {
  const res = await request(t, 'GET', `/api/obligations/work-items?limit=200&${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe.each([
  ['a Middle-layer NBFC', () => middle],
  ['an HFC', () => hfc],
])('one figure for %s', (_name, teamOf) => {
  test('the admin’s figures are the company’s, count overdue tasks and filings alike, and each lists what it counts', async () => {
    const team = teamOf();
    const figures = await summary(team.admin.token);
    expect(figures).toMatchObject({ scope: 'company', scopeLabel: FIGURE_SCOPE_LABELS.company });
    const overdue = await listed(team.admin.token, 'scope=company&figure=overdue');
    // Both kinds: the two overdue tasks (maker's and checker's) and the filings due earlier this season.
    expect(
      overdue.items
        .filter((i) => i.kind === 'task')
        .map((i) => i.title)
        .sort(),
    ).toEqual(['Board minutes for the audit committee', 'Review the KYC policy']);
    const overdueFilings = (await occurrences(t, team.admin.token)).filter((o) => o.status === 'overdue');
    expect(overdueFilings.length).toBeGreaterThan(0);
    expect(
      overdue.items
        .filter((i) => i.kind === 'filing')
        .map((i) => i.id)
        .sort(),
    ).toEqual(overdueFilings.map((o) => o.id).sort());
    expect(figures.overdue).toBe(overdueFilings.length + 2);
    expect(overdue.items.every((i) => i.overdue && i.dueDate < today)).toBe(true);
    for (const figure of WORK_FIGURES) {
      const list = await listed(team.admin.token, `scope=company&figure=${figure}`);
      expect([figure, list.total, list.items.length]).toEqual([figure, figures[SUMMARY_KEY[figure]], figures[SUMMARY_KEY[figure]]]);
    }
    const soon = await listed(team.admin.token, 'scope=company&figure=due_soon');
    expect(soon.items.map((i) => i.title)).toContain('Renew the fair practices code');
    expect(soon.items.every((i) => i.dueDate >= today && i.dueDate <= addDays(today, 7) && !i.overdue)).toBe(true);
  });

  test('a maker’s and a checker’s figures are their own items, the same on every screen that reads them', async () => {
    const team = teamOf();
    const maker = await summary(team.maker.token);
    expect(maker).toMatchObject({ scope: 'mine', scopeLabel: FIGURE_SCOPE_LABELS.mine, awaitingMySignOff: 0 });
    const mine = await listed(team.maker.token, 'scope=mine&figure=overdue');
    expect(mine.total).toBe(maker.overdue);
    expect(mine.items.every((i) => i.owner?.id === team.maker.id)).toBe(true);
    expect(new Set(mine.items.map((i) => i.kind))).toEqual(new Set(['task', 'filing']));
    // The maker owns every obligation: every overdue filing of the company and the maker's own overdue task.
    const company = await summary(team.admin.token);
    expect(maker.overdue).toBe(company.overdue - 1);

    const checker = await summary(team.checker.token);
    expect(checker).toMatchObject({ scope: 'mine', overdue: 1, dueIn7Days: 0 });
    expect((await listed(team.checker.token, 'scope=mine&figure=overdue')).items.map((i) => i.title)).toEqual(['Review the KYC policy']);
    // Read twice (as two screens do) the figure is the same.
    expect((await summary(team.maker.token)).overdue).toBe(maker.overdue);
  });
});

describe('whose figures, enforced by the server', () => {
  test('a maker or checker cannot count or list the company’s items; another company’s items never count', async () => {
    for (const token of [middle.maker.token, middle.checker.token]) {
      expect((await request(t, 'GET', '/api/obligations/summary?scope=company', token)).statusCode).toBe(403);
      expect((await request(t, 'GET', '/api/obligations/work-items?scope=company&figure=overdue', token)).statusCode).toBe(403);
    }
    // A company of its own counts only its own due dates (none of its people has a task).
    const lonely = await seedTeam(t.app);
    const figures = await summary(lonely.admin.token);
    const own = await listed(lonely.admin.token, 'scope=company&figure=overdue');
    expect(own.total).toBe(figures.overdue);
    expect(own.items.every((i) => i.kind === 'filing')).toBe(true);
    const middleIds = new Set((await listed(middle.admin.token, 'scope=company&figure=overdue')).items.map((i) => i.id));
    expect(own.items.some((i) => middleIds.has(i.id))).toBe(false);
    const hfcIds = new Set((await listed(hfc.admin.token, 'scope=company&figure=overdue')).items.map((i) => i.id));
    expect((await listed(middle.admin.token, 'scope=company&figure=overdue')).items.some((i) => hfcIds.has(i.id))).toBe(false);
  });

  test('an unknown figure is refused with a message and nothing is listed', async () => {
    const res = await request(t, 'GET', '/api/obligations/work-items?figure=late', middle.admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/figure/);
  });
});

describe('the calendar printed', () => {
  test('the PDF lists the caller’s tasks and filings by month with human dates and overdue said; the server keeps the scope', async () => {
    const from = addDays(today, -40);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/obligations/work-items/calendar.pdf?from=${from}&to=${addDays(today, 10)}`,
      headers: sessionHeaders(middle.maker.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`compliance-calendar-${from}`);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('My tasks and filings');
    expect(text).toContain(`Board minutes for the audit committee`);
    expect(text).toContain(formatDate(addDays(today, -5)));
    expect(text).toMatch(/Overdue/);
    expect(text).not.toContain('Review the KYC policy'); // the checker's task, not the maker's
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/); // no ISO dates
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/obligations/work-items/calendar.pdf?scope=company', headers: sessionHeaders(middle.maker.token) });
    expect(forbidden.statusCode).toBe(403);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/obligations/work-items/calendar.pdf?from=${today}&to=${addDays(today, 500)}`,
      headers: sessionHeaders(middle.admin.token),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The calendar prints at most 12 months at a time');
  });
});
