import type { CalendarEntry } from 'shared-contracts';
import { addDays } from '../../../src/dates';
import { buildTestApp, type SeededTeam, type TestApp } from '../../support/testApp';
import { action, request, today, trackedTeam } from '../../support/obligations';

// Day one for a Middle-layer NBFC that joined about four months ago: how far back to track (stored, validated,
// audited, changeable by the admin), due dates marked "filed before we joined" in bulk, and the score counting
// from the tracking start.

let t: TestApp;
let team: SeededTeam;
beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
});
afterAll(() => t.close());

interface Tracking {
  choice: string;
  chosen: boolean;
  trackingStart: string;
  starts: { this_month: string; financial_year: string };
  joinedOn: string;
  pastDue: number;
  message?: string;
}

const tracking = async (token = team.admin.token): Promise<Tracking> => {
  const res = await request(t, 'GET', '/api/obligations/tracking', token);
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** 1 April of the financial year of `date`. */
const fyStart = (date: string) => {
  const y = Number(date.slice(0, 4));
  return `${Number(date.slice(5, 7)) >= 4 ? y : y - 1}-04-01`;
};
const calendarFrom = async (from: string): Promise<CalendarEntry[]> => {
  const res = await request(t, 'GET', `/api/obligations/calendar?from=${from}&to=${addDays(today, 30)}`, team.admin.token);
  expect(res.statusCode).toBe(200);
  return res.json().occurrences;
};
const auditCount = async (action: string) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1 AND action = $2', [team.companyId, action]))!.n;

test('tracking starts with the month the company joined until the admin chooses; the choice is stored and audited', async () => {
  const start = await tracking(team.maker.token);
  expect(start.choice).toBe('this_month');
  expect(start.chosen).toBe(false);
  expect(start.trackingStart).toBe(`${start.joinedOn.slice(0, 7)}-01`);
  expect(start.starts).toEqual({ this_month: `${start.joinedOn.slice(0, 7)}-01`, financial_year: fyStart(start.joinedOn) });
  expect((await calendarFrom(fyStart(start.joinedOn))).every((o) => o.dueDate >= start.trackingStart)).toBe(true);

  // A maker may not change it; a choice that is not one of the two is refused with a message; nothing changes.
  const maker = await request(t, 'PUT', '/api/obligations/tracking', team.maker.token, { choice: 'financial_year' });
  expect(maker.statusCode).toBe(403);
  const bad = await request(t, 'PUT', '/api/obligations/tracking', team.admin.token, { choice: 'forever' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Choose to track from the month you joined or from the start of the financial year');
  const missing = await request(t, 'PUT', '/api/obligations/tracking', team.admin.token, {});
  expect(missing.statusCode).toBe(400);
  expect(await tracking()).toMatchObject({ choice: 'this_month', chosen: false });
  expect(await auditCount('company.tracking_start_changed')).toBe(0);

  // From the start of the financial year: the earlier due dates are made, to record earlier filings.
  const fy = await request(t, 'PUT', '/api/obligations/tracking', team.admin.token, { choice: 'financial_year' });
  expect(fy.statusCode).toBe(200);
  expect(fy.json()).toMatchObject({ choice: 'financial_year', chosen: true, trackingStart: fyStart(start.joinedOn), message: 'Tracking start saved' });
  const earlier = (await calendarFrom(fyStart(start.joinedOn))).filter((o) => o.dueDate < start.trackingStart);
  if (fyStart(start.joinedOn) < start.trackingStart) expect(earlier.length).toBeGreaterThan(0);
  expect(fy.json().pastDue).toBeGreaterThanOrEqual(start.pastDue);
  const audit = await t.db.one<{ before: { choice: string; trackingStart: string }; after: { choice: string; trackingStart: string } }>(
    `SELECT before, after FROM audit_events WHERE company_id = $1 AND action = 'company.tracking_start_changed'`,
    [team.companyId],
  );
  expect(audit).toEqual({
    before: { choice: 'this_month', trackingStart: start.trackingStart },
    after: { choice: 'financial_year', trackingStart: fyStart(start.joinedOn) },
  });

  // Back to the month joined: the earlier due dates nobody recorded anything on are no longer tracked.
  const back = await request(t, 'PUT', '/api/obligations/tracking', team.admin.token, { choice: 'this_month' });
  expect(back.statusCode).toBe(200);
  expect(back.json().trackingStart).toBe(start.trackingStart);
  expect((await calendarFrom(fyStart(start.joinedOn))).every((o) => o.dueDate >= start.trackingStart)).toBe(true);
  expect(await auditCount('company.tracking_start_changed')).toBe(2);
});

test('past due dates are marked "filed before we joined" in bulk, all or nothing, and the score counts from the tracking start', async () => {
  const state = await tracking();
  const open = (await calendarFrom(state.trackingStart)).filter((o) => o.dueDate <= state.joinedOn && (o.status === 'overdue' || o.status === 'in_progress'));
  expect(open.length).toBeGreaterThanOrEqual(2);
  expect(state.pastDue).toBe(open.length);
  const after = (await calendarFrom(state.trackingStart)).find((o) => o.dueDate > state.joinedOn && o.status === 'overdue')!;
  const ids = open.map((o) => o.id);
  const post = (token: string, body: unknown) => request(t, 'POST', '/api/obligations/occurrences/filed-before-joining', token, body);

  expect((await post(team.maker.token, { occurrenceIds: ids })).statusCode).toBe(403);
  expect((await post(team.checker.token, { occurrenceIds: ids })).statusCode).toBe(403);
  const none = await post(team.admin.token, { occurrenceIds: [] });
  expect(none.statusCode).toBe(400);
  expect(none.json().message).toBe('Select at least one due date');
  const unknown = await post(team.admin.token, { occurrenceIds: [...ids, '00000000-0000-4000-8000-000000000000'] });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('One of the selected due dates was not found');
  const late = await post(team.admin.token, { occurrenceIds: [...ids, after.id] });
  expect(late.statusCode).toBe(400);
  expect(late.json().message).toBe('Only a due date on or before the day your company joined can be marked filed before joining');
  const future = await post(team.admin.token, { occurrenceIds: ids, filedOn: addDays(today, 1) });
  expect(future.statusCode).toBe(400);
  expect(future.json().message).toBe('The filing date cannot be in the future');
  const notADate = await post(team.admin.token, { occurrenceIds: ids, filedOn: '2026-02-30' });
  expect(notADate.statusCode).toBe(400);
  // Nothing changed by any refusal.
  expect((await tracking()).pastDue).toBe(open.length);
  expect(await auditCount('occurrence.filed_before_joining')).toBe(0);

  // One with a date and acknowledgement, the rest without: both are optional.
  const first = await post(team.admin.token, { occurrenceIds: [ids[0]], filedOn: open[0].dueDate, acknowledgement: ' ECR-2026-01 ' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ success: true, message: '1 due date marked filed before we joined', marked: 1 });
  const rest = await post(team.admin.token, { occurrenceIds: ids.slice(1) });
  expect(rest.statusCode).toBe(200);
  expect(rest.json().marked).toBe(ids.length - 1);

  const detail = await request(t, 'GET', `/api/obligations/occurrences/${ids[0]}`, team.maker.token);
  expect(detail.json().occurrence).toMatchObject({
    status: 'filed',
    filedBeforeJoining: true,
    filing: { filedOn: open[0].dueDate, acknowledgement: 'ECR-2026-01', receipt: null },
  });
  expect(detail.json().history.map((h: { action: string }) => h.action)).toEqual(['occurrence.filed_before_joining']);
  const bare = (await request(t, 'GET', `/api/obligations/occurrences/${ids[1]}`, team.maker.token)).json().occurrence;
  expect(bare).toMatchObject({ status: 'filed', filedBeforeJoining: true, filing: null });
  expect(await auditCount('occurrence.filed_before_joining')).toBe(ids.length);
  expect((await tracking()).pastDue).toBe(0);

  // Marked once: a second time is refused, as is filing it again.
  const again = await post(team.admin.token, { occurrenceIds: [ids[0]] });
  expect(again.statusCode).toBe(409);
  expect((await action(t, team.admin.token, ids[0], 'start')).statusCode).toBe(409);

  // The score counts from the tracking start and leaves the marked due dates out of on time and late.
  const score = await request(t, 'GET', '/api/obligations/score?period=month&count=6', team.admin.token);
  expect(score.statusCode).toBe(200);
  const body = score.json();
  expect(body.countsFrom).toBe(state.trackingStart);
  expect(body.filedBeforeJoining).toBe(open.filter((o) => o.dueDate >= body.periods[0].from).length);
  const onTime = body.periods.reduce((n: number, p: { overall: { filedOnTime: number } }) => n + p.overall.filedOnTime, 0);
  expect(onTime).toBe(0);
  for (const p of body.periods as Array<{ to: string; overall: { due: number } }>) if (p.to < state.trackingStart) expect(p.overall.due).toBe(0);
});
