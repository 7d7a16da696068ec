import type { Database, Queryable } from '../../../src/db/database';
import { addDays, istDate } from '../../../src/dates';
import { buildTestApp, seedTeam, sessionHeaders, sessionTokenFrom, type TestApp } from '../../support/testApp';
import { registration } from '../../support/registration';
import { enrolFromSession } from '../../support/signInSteps';
import { PROFILE } from '../../support/obligations';

// Reads never write (docs/decisions/0210-obligations-one-home-reads-do-not-write.md): every obligations GET leaves
// the domain's rows as they were, even for a company whose due dates were never made; the registration, a profile
// change and the scheduler make them, each in a transaction.

/** Statements that write the obligations domain's tables, sent while `watching` (on the app's own database object). */
function watchWrites(db: Database) {
  const writes: string[] = [];
  const WRITE = /\b(INSERT\s+INTO|DELETE\s+FROM|UPDATE)\s+(obligation_\w+|tasks|notifications)\b/i;
  const patch = (q: Queryable) => {
    for (const method of ['query', 'one', 'execute'] as const) {
      const original = q[method].bind(q) as (sql: string, params?: unknown[]) => Promise<unknown>;
      (q as unknown as Record<string, unknown>)[method] = (sql: string, params?: unknown[]) => {
        if (WRITE.test(sql)) writes.push(sql.replace(/\s+/g, ' ').slice(0, 80));
        return original(sql, params);
      };
    }
  };
  patch(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (<T>(fn: (tx: Queryable) => Promise<T>) =>
    transaction((tx: Queryable) => {
      patch(tx);
      return fn(tx);
    })) as Database['transaction'];
  return writes;
}

/** The domain's rows of a company, as a comparable text (each occurrence with its state and last change). */
async function domainRows(db: Database, companyId: string): Promise<string> {
  const occurrences = await db.query(
    `SELECT id, obligation_id, period, due_date::text, state, applies, updated_at::text FROM obligation_occurrences WHERE company_id = $1 ORDER BY id`,
    [companyId],
  );
  const counts = await db.one(
    `SELECT (SELECT count(*) FROM tasks WHERE company_id = $1)::int AS tasks,
            (SELECT count(*) FROM notifications WHERE company_id = $1)::int AS notifications,
            (SELECT count(*) FROM obligation_owners WHERE company_id = $1)::int AS owners`,
    [companyId],
  );
  return JSON.stringify({ occurrences, counts });
}

const occurrenceCount = async (db: Database, companyId: string) =>
  (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM obligation_occurrences WHERE company_id = $1', [companyId]))!.n;

let t: TestApp;
let writes: string[];

beforeAll(async () => {
  t = await buildTestApp();
  writes = watchWrites(t.db);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: sessionHeaders(token) });

/** Every read of the obligations domain (and the reads elsewhere that show its rows), as each role sends them. */
async function readEverything(team: Awaited<ReturnType<typeof seedTeam>>) {
  const today = istDate();
  const window = `from=${addDays(today, -40)}&to=${addDays(today, 400)}`;
  const urls: Array<[string, string]> = [];
  for (const who of [team.admin, team.maker, team.checker]) {
    urls.push(
      [`/api/obligations/calendar?${window}`, who.token],
      [`/api/obligations/calendar?from=${addDays(today, 500)}&to=${addDays(today, 900)}`, who.token],
      [`/api/obligations/calendar/export.csv?${window}`, who.token],
      [`/api/obligations/calendar/export.ics`, who.token],
      [`/api/obligations/calendar/export.xlsx`, who.token],
      [`/api/obligations/work-items?${window}`, who.token],
      [`/api/obligations/work-items?scope=review`, who.token],
      [`/api/obligations/work-items/calendar.pdf`, who.token],
      [`/api/obligations/summary`, who.token],
      [`/api/obligations/score?period=month&count=6`, who.token],
      [`/api/obligations/tracking`, who.token],
    );
  }
  urls.push(
    ['/api/obligations/work-items?scope=company&figure=overdue', team.admin.token],
    ['/api/admin/onboarding', team.admin.token],
    ['/api/sign-off/queue', team.checker.token],
    ['/api/exports/company-report.pdf', team.admin.token],
  );
  const answers: Array<[string, number]> = [];
  for (const [url, token] of urls) answers.push([url, (await get(url, token)).statusCode]);
  return answers;
}

describe('obligations reads never write', () => {
  test('a company whose due dates were never made: every GET answers and no row is made or changed', async () => {
    // Inserted straight into the database, so nothing has made its due dates: a read that made them would show here.
    const team = await seedTeam(t.app, { nbfcType: 'Middle layer' });
    const before = await domainRows(t.db, team.companyId);
    writes.length = 0;
    const answers = await readEverything(team);
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    expect(writes).toEqual([]);
    expect(await domainRows(t.db, team.companyId)).toBe(before);
    expect(await occurrenceCount(t.db, team.companyId)).toBe(0);
  });

  test('a company with its due dates, owners and a filing started: reads leave every row as it was', async () => {
    const team = await seedTeam(t.app, { nbfcType: 'Middle layer' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/company/compliance-profile', headers: sessionHeaders(team.admin.token), payload: PROFILE })).statusCode).toBe(
      200,
    );
    const calendar = (await get('/api/obligations/calendar', team.admin.token)).json();
    const first = calendar.occurrences[0];
    const owner = { owners: [{ obligationId: first.obligationId, assigneeId: team.maker.id, checkerId: team.checker.id }] };
    expect((await t.app.inject({ method: 'PUT', url: '/api/obligations/owners', headers: sessionHeaders(team.admin.token), payload: owner })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/obligations/occurrences/${first.id}/start`, headers: sessionHeaders(team.maker.token), payload: {} })).statusCode,
    ).toBe(200);
    // Later due dates nothing was recorded on removed: a read that remade them would show here.
    await t.db.execute(`DELETE FROM obligation_occurrences WHERE company_id = $1 AND due_date > $2::date AND state = 'upcoming'`, [
      team.companyId,
      addDays(istDate(), 200),
    ]);
    const before = await domainRows(t.db, team.companyId);
    writes.length = 0;
    const answers = await readEverything(team);
    answers.push([`/api/obligations/occurrences/${first.id}`, (await get(`/api/obligations/occurrences/${first.id}`, team.checker.token)).statusCode]);
    answers.push(['/api/obligations/library', (await get(`/api/obligations/library?version=${calendar.libraryVersion}`, team.maker.token)).statusCode]);
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    expect(writes).toEqual([]);
    expect(await domainRows(t.db, team.companyId)).toBe(before);
  });
});

describe('who makes the due dates', () => {
  test('a company registering sees its due dates on its first read (Base layer, Middle layer and an HFC)', async () => {
    for (const nbfcType of ['Base layer', 'Middle layer', 'Housing Finance Companies']) {
      const payload = registration({ companyData: { nbfc_type: nbfcType } });
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(res.statusCode).toBe(201);
      const company = await t.db.one<{ id: string }>('SELECT id FROM companies WHERE email = $1', [payload.email]);
      const stored = await occurrenceCount(t.db, company!.id);
      // The new admin's session opens fully once two-step verification is set up.
      const token = sessionTokenFrom(res)!;
      await enrolFromSession(t.app, token, payload.password);
      const calendar = (await get('/api/obligations/calendar', token)).json();
      expect(calendar.occurrences.length).toBeGreaterThan(0);
      // What the read shows is what the registration stored, and reading it made nothing.
      expect(await occurrenceCount(t.db, company!.id)).toBe(stored);
    }
  });

  test('a profile change makes the due dates of what now applies, at once', async () => {
    const team = await seedTeam(t.app, { nbfcType: 'Base layer' });
    expect(await occurrenceCount(t.db, team.companyId)).toBe(0);
    const res = await t.app.inject({ method: 'PUT', url: '/api/company/compliance-profile', headers: sessionHeaders(team.admin.token), payload: PROFILE });
    expect(res.statusCode).toBe(200);
    expect(await occurrenceCount(t.db, team.companyId)).toBeGreaterThan(0);
    expect((await get('/api/obligations/calendar', team.maker.token)).json().occurrences.length).toBeGreaterThan(0);
  });

  test('the scheduler fills every company’s window, and fills it again as the months move on', async () => {
    const team = await seedTeam(t.app, { nbfcType: 'Middle layer' });
    await t.app.runJobs();
    const made = await occurrenceCount(t.db, team.companyId);
    expect(made).toBeGreaterThan(0);
    // Two months on, the window's end has moved: the next run makes the months that came into it.
    const later = addDays(istDate(), 61);
    await t.app.runJobs(later);
    expect(await occurrenceCount(t.db, team.companyId)).toBeGreaterThan(made);
  });
});
