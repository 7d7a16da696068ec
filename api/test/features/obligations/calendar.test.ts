import { createScheduledTasks } from '../../../src/features/obligations/calendar/scheduledTasks';
import { istDate } from '../../../src/dates';
import { registration } from '../../support/registration';
import { enrolFromSession } from '../../support/signInSteps';
import { PROFILE, calendarView } from '../../support/obligations';
import { buildTestApp, seedTeam, seedUser, sessionHeaders, sessionTokenFrom, type TestApp } from '../../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FROM = '2026-11-23';
const profile = PROFILE;

// As the screens show it: the month answer joined to the library's texts of its version.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read fields by name
const calendar = async (token: string, from = FROM): Promise<any> => calendarView(t, token, `?from=${from}`);
const putProfile = (token: string, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/company/compliance-profile', headers: sessionHeaders(token), payload: body });
const ids = (cal: { obligations: Array<{ id: string }> }) => cal.obligations.map((o) => o.id);

describe('statutory calendar', () => {
  test('a middle-layer company sees its DNBS returns and AGM with reason, citation and next due date', async () => {
    const team = await seedTeam(t.app);
    expect((await putProfile(team.admin.token, profile)).statusCode).toBe(200);
    const cal = await calendar(team.maker.token);
    expect(cal).toMatchObject({ from: FROM, to: '2027-11-23', profileConfirmed: true, effectiveLayer: 'Middle layer' });
    expect(ids(cal)).toEqual(
      expect.arrayContaining(['RBI-DNBS01', 'RBI-DNBS03', 'RBI-DNBS04A', 'RBI-DNBS04B', 'RBI-DNBS08', 'MCA-AGM', 'LAB-EPF-MONTHLY', 'PT-KARNATAKA']),
    );
    expect(ids(cal)).not.toContain('RBI-DNBS02');
    expect(ids(cal)).not.toContain('PT-MAHARASHTRA');
    const dnbs01 = cal.obligations.find((o: { id: string }) => o.id === 'RBI-DNBS01');
    expect(dnbs01).toMatchObject({ reason: 'NBFC in the Middle layer', nextDue: '2027-01-21', category: 'RBI' });
    expect(dnbs01.citation).toContain('Filing of Supervisory Returns');
    const agm = cal.occurrences.filter((o: { obligationId: string }) => o.obligationId === 'MCA-AGM');
    expect(agm).toEqual([expect.objectContaining({ dueDate: '2027-09-30', period: 'FY 2026-27', reason: 'Every company under the Companies Act, 2013' })]);
    // The library writes this period 'FY {Y-1}-{Y}' (the stored key 'FY 2025-2026'); it reads as every other year.
    const dnbs10 = cal.occurrences.filter((o: { obligationId: string }) => o.obligationId === 'RBI-DNBS10');
    expect(dnbs10).toEqual([expect.objectContaining({ dueDate: '2026-12-31', period: 'FY 2025-26' })]);
    // Twelve monthly PF dues: the year rolls forward by itself.
    expect(cal.occurrences.filter((o: { obligationId: string }) => o.obligationId === 'LAB-EPF-MONTHLY')).toHaveLength(12);
    const later = await calendar(team.maker.token, '2027-06-01');
    expect(later.occurrences.find((o: { obligationId: string }) => o.obligationId === 'MCA-AGM').dueDate).toBe('2027-09-30');
    expect(later.occurrences.filter((o: { obligationId: string }) => o.obligationId === 'MCA-AGM').map((o: { dueDate: string }) => o.dueDate)).toEqual(['2027-09-30']);
  });

  test('a new company sees its year filled the moment it registers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() as object, remoteAddress: '10.13.0.1' });
    expect(res.statusCode).toBe(201);
    await enrolFromSession(t.app, sessionTokenFrom(res)!, registration().password);
    const cal = await calendar(sessionTokenFrom(res)!);
    expect(cal.profileConfirmed).toBe(false);
    expect(ids(cal)).toEqual(expect.arrayContaining(['RBI-DNBS02', 'RBI-DNBS04A', 'MCA-AGM', 'MCA-AOC4', 'MCA-MGT7', 'TAX-TDS-DEPOSIT']));
    expect(cal.occurrences.length).toBeGreaterThan(40);
  });

  test('crossing Rs 1,000 crore recomputes the calendar and says what changed', async () => {
    const team = await seedTeam(t.app);
    await putProfile(team.admin.token, { ...profile, nbfcLayer: 'Base layer', assetSizeCr: 800 });
    const res = await putProfile(team.admin.token, { ...profile, nbfcLayer: 'Base layer', assetSizeCr: 1000 });
    expect(res.statusCode).toBe(200);
    const changes = res.json().calendarChanges as Array<{ obligationId: string; change: string; reason: string }>;
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ obligationId: 'RBI-DNBS01', change: 'added', reason: 'NBFC in the Middle layer' }),
        expect.objectContaining({ obligationId: 'RBI-DNBS03', change: 'added' }),
        expect.objectContaining({ obligationId: 'RBI-DNBS02', change: 'removed' }),
      ]),
    );
    expect(ids(await calendar(team.admin.token))).toContain('RBI-DNBS01');
    const same = await putProfile(team.admin.token, { ...profile, nbfcLayer: 'Base layer', assetSizeCr: 1001 });
    expect(same.json().calendarChanges).toEqual([]);
  });

  test('the admin turns an occurrence into a task with assignee and checker, once', async () => {
    const team = await seedTeam(t.app);
    await putProfile(team.admin.token, profile);
    const body = { obligationId: 'RBI-DNBS01', dueDate: '2027-01-21', assignedTo: team.maker.id, checkerId: team.checker.id };
    const res = await t.app.inject({ method: 'POST', url: '/api/obligations/tasks', headers: sessionHeaders(team.admin.token), payload: body });
    expect(res.statusCode).toBe(201);
    const task = await t.db.one<{ description: string; category: string; due_date: string; checker_id: string; assigned_to: string }>(
      'SELECT description, category, due_date, checker_id, assigned_to FROM tasks WHERE id = $1',
      [res.json().taskId],
    );
    expect(task).toMatchObject({ category: 'RBI', due_date: '2027-01-21', checker_id: team.checker.id, assigned_to: team.maker.id });
    expect(task!.description).toBe('DNBS01 for quarter ended 31 Dec 2026');
    const again = await t.app.inject({ method: 'POST', url: '/api/obligations/tasks', headers: sessionHeaders(team.admin.token), payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A task already exists for this due date');
    const occ = (await calendar(team.admin.token)).occurrences.find((o: { key: string }) => o.key === 'RBI-DNBS01:2027-01-21');
    expect(occ.task).toMatchObject({ id: res.json().taskId, status: 'pending', assigneeName: 'Mohan Maker' });
    // The assignee is told in the app.
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: sessionHeaders(team.maker.token) });
    expect(bell.json().notifications[0]).toMatchObject({ event: 'task-assigned', read: false });
  });

  test.each([
    [{ obligationId: 'RBI-DNBS02', dueDate: '2027-01-21' }, 400, 'This obligation does not apply to your company profile'],
    [{ obligationId: 'RBI-DNBS01', dueDate: '2027-01-22' }, 400, 'The obligation has no due date on that day'],
    [{ obligationId: 'RBI-DNBS01', dueDate: '2027-02-30' }, 400, 'Due date is invalid'],
    [{ obligationId: 'RBI-DNBS01', dueDate: '2020-01-21' }, 400, 'Due date cannot be in the past'],
    [{ obligationId: 'NOPE', dueDate: '2027-01-21' }, 404, 'Unknown obligation'],
  ])('bad occurrence requests are refused with a clear message (%#)', async (fields, status, message) => {
    const team = await seedTeam(t.app);
    await putProfile(team.admin.token, profile);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/obligations/tasks',
      headers: sessionHeaders(team.admin.token),
      payload: { assignedTo: team.maker.id, ...fields },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  test("ASVS v5.0 8.2.2 tasks and owners are the admin's, with people of its own company only", async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    await putProfile(a.admin.token, profile);
    const body = { obligationId: 'RBI-DNBS01', dueDate: '2027-01-21', assignedTo: a.maker.id };
    expect((await t.app.inject({ method: 'POST', url: '/api/obligations/tasks', headers: sessionHeaders(a.maker.token), payload: body })).statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/obligations/tasks',
      headers: sessionHeaders(a.admin.token),
      payload: { ...body, assignedTo: b.maker.id },
    });
    expect(foreign.json()).toEqual({ success: false, message: 'The assignee must be a maker or checker of your company' });
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/obligations/tasks',
      headers: sessionHeaders(a.admin.token),
      payload: { ...body, checkerId: a.maker.id },
    });
    expect(self.json().message).toBe('The checker must be someone other than the assignee');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/obligations/MCA-AGM/owner',
          headers: sessionHeaders(a.checker.token),
          payload: { assigneeId: a.maker.id, leadDays: 10 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/obligations/calendar' })).statusCode).toBe(401);
    // b's calendar shows nothing of a's tasks.
    await t.app.inject({
      method: 'POST',
      url: '/api/obligations/tasks',
      headers: sessionHeaders(a.admin.token),
      payload: { ...body, obligationId: 'MCA-AGM', dueDate: '2027-09-30' },
    });
    const root = await seedUser(t.app, 'super-admin', null);
    expect((await t.app.inject({ method: 'GET', url: '/api/obligations/calendar', headers: sessionHeaders(root.token) })).statusCode).toBe(403);
    const other = await calendar(b.admin.token);
    expect(other.occurrences.filter((o: { task: unknown }) => o.task !== null)).toEqual([]);
  });

  test('owners per obligation: tasks are created ahead of each due date by the scheduler, once, even run twice at once', async () => {
    const team = await seedTeam(t.app);
    await putProfile(team.admin.token, profile);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/obligations/LAB-EPF-MONTHLY/owner',
      headers: sessionHeaders(team.admin.token),
      payload: { assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().owner).toMatchObject({ assigneeName: 'Mohan Maker', checkerName: 'Chitra Checker', leadDays: 10 });
    const today = istDate();
    const within = Number(today.slice(8, 10)) >= 5 && Number(today.slice(8, 10)) <= 15 ? 1 : 0;
    expect(res.json().tasksCreated).toBe(within);

    // On 6 Feb 2027 the PF due of 15 Feb is within 10 days: two runs at the same moment make one task.
    const [first, second] = await Promise.all([createScheduledTasks(t.db, '2027-02-06'), createScheduledTasks(t.db, '2027-02-06')]);
    const mine = [...first, ...second].filter((x) => x.dueDate === '2027-02-15' && x.assigneeId === team.maker.id);
    expect(mine).toHaveLength(1);
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM obligation_tasks WHERE company_id = $1 AND obligation_id = 'LAB-EPF-MONTHLY' AND due_date = '2027-02-15'`,
      [team.companyId],
    );
    expect(rows[0].n).toBe(1);
    expect(await createScheduledTasks(t.db, '2027-02-06')).toEqual([]);
    const task = await t.db.one<{ checker_id: string; assigned_by: string; priority: string }>(
      `SELECT t.checker_id, t.assigned_by, t.priority FROM tasks t JOIN obligation_tasks l ON l.task_id = t.id
        WHERE l.company_id = $1 AND l.due_date = '2027-02-15'`,
      [team.companyId],
    );
    expect(task).toEqual({ checker_id: team.checker.id, assigned_by: team.admin.id, priority: 'high' });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/obligations/LAB-EPF-MONTHLY/owner',
      headers: sessionHeaders(team.admin.token),
      payload: { assigneeId: team.maker.id, leadDays: 0 },
    });
    expect(bad.json()).toEqual({ success: false, message: 'Lead time must be a whole number of days from 1 to 90' });
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/obligations/LAB-EPF-MONTHLY/owner', headers: sessionHeaders(team.admin.token) });
    expect(removed.statusCode).toBe(200);
    expect(await createScheduledTasks(t.db, '2027-03-06')).toEqual([]);
  });

  test('exports the calendar as iCalendar and as CSV with formula-safe cells', async () => {
    const team = await seedTeam(t.app);
    await putProfile(team.admin.token, profile);
    const evil = await seedUser(t.app, 'maker', team.companyId, { firstName: '=HYPERLINK("http://evil.example")', lastName: 'X' });
    await t.app.inject({
      method: 'POST',
      url: '/api/obligations/tasks',
      headers: sessionHeaders(team.admin.token),
      payload: { obligationId: 'MCA-AGM', dueDate: '2027-09-30', assignedTo: evil.id },
    });

    const ics = await t.app.inject({ method: 'GET', url: `/api/obligations/calendar/export.ics?from=${FROM}`, headers: sessionHeaders(team.admin.token) });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="statutory-calendar-2026-11-23.ics"');
    const cal = await calendar(team.admin.token);
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(cal.occurrences.length);
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20270930');
    expect(ics.body.split('\r\n').every((line: string) => Buffer.byteLength(line) <= 75)).toBe(true);

    const csv = await t.app.inject({ method: 'GET', url: `/api/obligations/calendar/export.csv?from=${FROM}`, headers: sessionHeaders(team.admin.token) });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Due date,Obligation,Obligation id,Period,Authority,Category,Status,Owner,Checker,Filed on,Acknowledgement,Sign-off,Why it applies,Citation,Source,Source evidence,Task status,Assignee',
    );
    expect(lines).toHaveLength(cal.occurrences.length + 1);
    const agm = lines.find((l: string) => l.startsWith('2027-09-30,Annual General Meeting'))!;
    expect(agm).toContain(`"'=HYPERLINK(""http://evil.example"") X"`);
    expect((await t.app.inject({ method: 'GET', url: '/api/obligations/calendar?from=2026-13-01', headers: sessionHeaders(team.admin.token) })).statusCode).toBe(400);
  });
});
