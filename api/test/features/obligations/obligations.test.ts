import { formatDate, type CalendarEntry } from 'shared-contracts';
import { addDays } from '../../../src/dates';
import { buildTestApp, seedTeam, seedUser, type SeededTeam, type TestApp } from '../../support/testApp';
import { xlsxRows } from '../../support/exportReaders';
import { PROFILE, action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let receipt: string;
beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
  other = await seedTeam(t.app);
  // Owners: EPF to the maker with the checker signing off; TDS to the maker with no checker named.
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: [
      { obligationId: 'LAB-EPF-MONTHLY', assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 10 },
      { obligationId: 'TAX-TDS-DEPOSIT', assigneeId: team.maker.id },
    ],
  });
  expect(owners.statusCode).toBe(200);
  expect(owners.json()).toMatchObject({ saved: 2 });
  receipt = await uploadReceipt(t, team.maker.token);
});
afterAll(() => t.close());

const byObligation = (list: CalendarEntry[], id: string) => list.filter((o) => o.obligationId === id);
const past = (list: CalendarEntry[], id: string) => byObligation(list, id).filter((o) => o.dueDate < today);
const future = (list: CalendarEntry[], id: string) => byObligation(list, id).filter((o) => o.dueDate > today);
const filing = (filedOn = today) => ({ filedOn, acknowledgement: 'ECR-2026-000123', receiptDocumentId: receipt, note: 'Paid through the EPFO portal' });

describe('each due date is a record with a status, an owner, a checker and proof', () => {
  test('the calendar lists stored occurrences with status, owner and checker; past unfiled ones are overdue', async () => {
    const list = await occurrences(t, team.checker.token);
    const upcoming = future(list, 'LAB-EPF-MONTHLY')[0];
    expect(upcoming).toMatchObject({
      status: 'upcoming',
      applies: true,
      owner: { id: team.maker.id, name: 'Mohan Maker' },
      checker: { id: team.checker.id, name: 'Chitra Checker' },
      filing: null,
      obligationVersion: expect.any(String),
    });
    expect(upcoming.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(past(list, 'LAB-EPF-MONTHLY').every((o) => o.status === 'overdue')).toBe(true);
    // The same record on every read (its id does not change).
    expect((await occurrences(t, team.admin.token)).find((o) => o.key === upcoming.key)!.id).toBe(upcoming.id);
    const row = await t.db.one<{ due_date: string; obligation_version: string }>('SELECT due_date, obligation_version FROM obligation_occurrences WHERE id = $1', [
      upcoming.id,
    ]);
    expect(row).toEqual({ due_date: upcoming.dueDate, obligation_version: upcoming.obligationVersion });
  });

  test('maker starts and records the filing; the checker signs it off; filed after the due date is filed late', async () => {
    const list = await occurrences(t, team.maker.token);
    const late = past(list, 'LAB-EPF-MONTHLY').at(-1)!;
    const started = await action(t, team.maker.token, late.id, 'start');
    expect(started.statusCode).toBe(200);
    // Past its due date, work in progress still reads overdue (the record keeps that it was started).
    expect(started.json().occurrence).toMatchObject({ status: 'overdue', startedAt: expect.any(String) });
    const upcomingStarted = await action(t, team.maker.token, future(list, 'LAB-EPF-MONTHLY')[1].id, 'start');
    expect(upcomingStarted.json().occurrence).toMatchObject({ status: 'in_progress' });
    expect((await action(t, team.maker.token, late.id, 'start')).statusCode).toBe(409);

    const recorded = await action(t, team.maker.token, late.id, 'filing', filing());
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().occurrence).toMatchObject({
      status: 'awaiting_sign_off',
      filing: { filedOn: today, acknowledgement: 'ECR-2026-000123', receipt: { documentId: receipt }, late: true, recordedBy: { id: team.maker.id } },
    });
    // The checker is told at once, in the app (the e-mail goes through the same row).
    const notice = await t.db.one<{ title: string; link: string }>(`SELECT title, link FROM notifications WHERE user_id = $1 AND event_type = 'awaiting-sign-off'`, [
      team.checker.id,
    ]);
    // The notice opens the filing itself.
    expect(notice).toEqual({
      title: expect.stringContaining('Awaiting your sign-off: '),
      link: `/checker/command-centre?start=${late.dueDate.slice(0, 7)}&item=${late.id}`,
    });
    const queue = (await request(t, 'GET', '/api/sign-off/queue', team.checker.token)).json();
    expect(queue.filings.map((f: { id: string }) => f.id)).toContain(late.id);

    const approved = await action(t, team.checker.token, late.id, 'approve', { comment: 'ECR matches the challan', password: team.checker.password });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().occurrence).toMatchObject({
      status: 'filed_late',
      filing: { reviewedBy: { id: team.checker.id }, reviewComment: 'ECR matches the challan' },
    });

    const onTime = future(list, 'LAB-EPF-MONTHLY')[0];
    expect((await action(t, team.maker.token, onTime.id, 'filing', filing())).json().occurrence.status).toBe('awaiting_sign_off');
    expect((await action(t, team.checker.token, onTime.id, 'approve', { password: team.checker.password })).json().occurrence).toMatchObject({
      status: 'filed',
      filing: { late: false },
    });

    const detail = (await request(t, 'GET', `/api/obligations/occurrences/${late.id}`, team.admin.token)).json();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['occurrence.started', 'occurrence.filing_recorded', 'occurrence.filing_approved']);
    expect(detail.history[2]).toMatchObject({ actor: { id: team.checker.id, name: 'Chitra Checker' }, comment: 'ECR matches the challan' });
  });

  test('never self-approval; only the obligation checker signs off; a return needs a comment and goes back to the owner', async () => {
    const list = await occurrences(t, team.admin.token);
    const [a, b] = past(list, 'LAB-EPF-MONTHLY').filter((o) => o.status === 'overdue');
    const otherChecker = await seedUser(t.app, 'checker', team.companyId, { firstName: 'Kavya', lastName: 'Checker' });
    // The admin records (on the owner's behalf) and may not then sign it off.
    expect((await action(t, team.admin.token, a.id, 'filing', filing())).statusCode).toBe(200);
    const self = await action(t, team.admin.token, a.id, 'approve', { password: team.admin.password });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You recorded this filing: another person must sign it off');
    // A checker who is not the obligation's checker, and a maker, are refused.
    expect((await action(t, otherChecker.token, a.id, 'approve', { password: otherChecker.password })).json().message).toBe(
      'Only the checker of this obligation can sign off this filing',
    );
    expect((await action(t, team.maker.token, a.id, 'approve')).statusCode).toBe(403);
    expect((await request(t, 'GET', `/api/obligations/occurrences/${a.id}`, team.admin.token)).json().occurrence.status).toBe('awaiting_sign_off');

    expect((await action(t, team.maker.token, b.id, 'filing', filing())).statusCode).toBe(200);
    const noComment = await action(t, team.checker.token, b.id, 'return', { comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toBe('Please give the reason for returning the filing');
    const returned = await action(t, team.checker.token, b.id, 'return', { comment: 'Wrong wage month on the ECR' });
    expect(returned.json().occurrence).toMatchObject({ status: 'overdue', filing: { reviewComment: 'Wrong wage month on the ECR' } });
    const row = await t.db.one<{ state: string }>('SELECT state FROM obligation_occurrences WHERE id = $1', [b.id]);
    expect(row!.state).toBe('in_progress');
    const notice = await t.db.one<{ title: string }>(`SELECT title FROM notifications WHERE user_id = $1 AND event_type = 'returned' ORDER BY created_at DESC LIMIT 1`, [
      team.maker.id,
    ]);
    expect(notice!.title).toContain('Returned for rework: Provident fund contribution and ECR');
    // Approving what is not awaiting sign-off is a conflict.
    expect((await action(t, team.checker.token, b.id, 'approve', { password: team.checker.password })).statusCode).toBe(409);
  });

  test('ASVS v5.0 7.5.3 a checker without an authenticator confirms a filing approval with the password', async () => {
    const open = await t.db.one<{ id: string; due_date: string }>(
      `SELECT id, due_date::text AS due_date FROM obligation_occurrences WHERE company_id = $1 AND obligation_id = 'LAB-EPF-MONTHLY' AND state = 'upcoming' AND due_date < $2 ORDER BY due_date LIMIT 1`,
      [team.companyId, today],
    );
    expect((await action(t, team.maker.token, open!.id, 'filing', filing())).statusCode).toBe(200);
    // The checker hears of it at once, dates in the one format (30 Nov 2026).
    const waiting = await t.db.one<{ body: string }>(`SELECT body FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [team.checker.id]);
    expect(waiting!.body).toContain(`Filed on ${formatDate(today)} (due ${formatDate(open!.due_date)})`);
    const bare = await action(t, team.checker.token, open!.id, 'approve', { comment: 'Checked' });
    expect([bare.statusCode, bare.json().message]).toEqual([403, 'Enter your password to confirm this approval: you sign in without two-step verification']);
    const wrong = await action(t, team.checker.token, open!.id, 'approve', { password: 'not-my-password' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, 'The password is not correct']);
    expect((await request(t, 'GET', `/api/obligations/occurrences/${open!.id}`, team.admin.token)).json().occurrence.status).toBe('awaiting_sign_off');
    // With the password the approval goes through.
    expect((await action(t, team.checker.token, open!.id, 'approve', { password: team.checker.password })).statusCode).toBe(200);
  });

  test('without a named checker any checker or admin signs off, except the recorder', async () => {
    const tds = past(await occurrences(t, team.maker.token), 'TAX-TDS-DEPOSIT').at(-1)!;
    expect((await action(t, team.maker.token, tds.id, 'filing', { ...filing(), acknowledgement: 'CIN 0510308' })).statusCode).toBe(200);
    const queue = (await request(t, 'GET', '/api/sign-off/queue', team.admin.token)).json();
    expect(queue.filings.map((f: { id: string }) => f.id)).toContain(tds.id);
    expect((await action(t, team.admin.token, tds.id, 'approve', { password: team.admin.password })).json().occurrence.status).toMatch(/^filed/);
  });

  test('bad proof is refused with a clear message and changes nothing', async () => {
    const target = future(await occurrences(t, team.maker.token), 'TAX-TDS-DEPOSIT')[0];
    const foreignDoc = await uploadReceipt(t, other.maker.token, 'Their receipt');
    const cases: Array<[object, number, string]> = [
      [{ ...filing(), filedOn: addDays(today, 1) }, 400, 'The filing date cannot be in the future'],
      [{ ...filing(), filedOn: '2026-02-30' }, 400, 'Filing date must be a date written YYYY-MM-DD'],
      [{ ...filing(), acknowledgement: '   ' }, 400, 'Enter the acknowledgement / SRN / ARN number'],
      [{ ...filing(), receiptDocumentId: foreignDoc }, 400, 'The receipt document was not found in your company register'],
      [{ filedOn: today, acknowledgement: 'X' }, 400, 'Missing field: receiptDocumentId'],
    ];
    for (const [body, status, message] of cases) {
      const res = await action(t, team.maker.token, target.id, 'filing', body);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringContaining(message.replace('Missing field: ', ''))]);
    }
    expect((await request(t, 'GET', `/api/obligations/occurrences/${target.id}`, team.maker.token)).json().occurrence).toMatchObject({
      status: 'upcoming',
      filing: null,
    });
    // Another maker of the company is not the owner.
    const stranger = await seedUser(t.app, 'maker', team.companyId);
    expect((await action(t, stranger.token, target.id, 'start')).statusCode).toBe(403);
  });

  test('not applicable: the admin only, with a reason, audited and reversible', async () => {
    const target = future(await occurrences(t, team.admin.token), 'TAX-TDS-DEPOSIT')[1];
    expect((await action(t, team.maker.token, target.id, 'not-applicable', { reason: 'x' })).statusCode).toBe(403);
    expect((await action(t, team.admin.token, target.id, 'not-applicable', {})).json().message).toBe('Please give the reason why this occurrence does not apply');
    const marked = await action(t, team.admin.token, target.id, 'not-applicable', { reason: 'No TDS deducted this month (no payments)' });
    expect(marked.json().occurrence).toMatchObject({ status: 'not_applicable', notApplicableReason: 'No TDS deducted this month (no payments)' });
    expect((await action(t, team.maker.token, target.id, 'start')).statusCode).toBe(409);
    const back = await action(t, team.admin.token, target.id, 'reinstate', { reason: 'A vendor was paid after all' });
    expect(back.json().occurrence).toMatchObject({ status: 'upcoming', notApplicableReason: null });
    const audit = await t.db.query<{ action: string; reason: string }>(
      `SELECT action, after->>'reason' AS reason FROM audit_events WHERE target_type = 'occurrence' AND target_id = $1 ORDER BY created_at`,
      [target.id],
    );
    expect(audit).toEqual([
      { action: 'occurrence.not_applicable', reason: 'No TDS deducted this month (no payments)' },
      { action: 'occurrence.reinstated', reason: 'A vendor was paid after all' },
    ]);
  });

  test('a profile change keeps every occurrence something was recorded on, as no longer applicable', async () => {
    const local = await trackedTeam(t);
    await request(t, 'PUT', '/api/obligations/owners', local.admin.token, { owners: [{ obligationId: 'LAB-EPF-MONTHLY', assigneeId: local.maker.id }] });
    const epf = past(await occurrences(t, local.maker.token), 'LAB-EPF-MONTHLY');
    const doc = await uploadReceipt(t, local.maker.token);
    expect((await action(t, local.maker.token, epf[0].id, 'filing', { ...filing(), receiptDocumentId: doc })).statusCode).toBe(200);
    // Fewer than 20 employees: EPF no longer applies.
    expect((await request(t, 'PUT', '/api/company/compliance-profile', local.admin.token, { ...PROFILE, headcount: 5 })).statusCode).toBe(200);
    const after = byObligation(await occurrences(t, local.admin.token), 'LAB-EPF-MONTHLY');
    expect(after.map((o) => [o.id, o.applies, o.status])).toEqual([[epf[0].id, false, 'awaiting_sign_off']]);
  });
});

describe('filters on the calendar and its exports', () => {
  test('status, owner, authority and dates filter the list, the CSV, the XLSX and the iCalendar alike', async () => {
    const query = `&status=filed,filed_late&authority=Labour&owner=${team.maker.id}`;
    const filed = await occurrences(t, team.admin.token, query);
    expect(filed.length).toBeGreaterThanOrEqual(2);
    expect(filed.every((o) => ['filed', 'filed_late'].includes(o.status) && o.authority === 'Labour' && o.owner?.id === team.maker.id)).toBe(true);
    const window = `from=${addDays(today, -150)}&to=${addDays(today, 60)}${query}`;
    const csv = await request(t, 'GET', `/api/obligations/calendar/export.csv?${window}`, team.admin.token);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(filed.length + 1);
    expect(lines.slice(1).every((l: string) => /,(Filed|Filed late),Mohan Maker,Chitra Checker,/.test(l))).toBe(true);
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/obligations/calendar/export.xlsx?${window}`, headers: { cookie: `session=${team.admin.token}` } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const rows = await xlsxRows(xlsx.rawPayload, 'Statutory calendar');
    expect(rows).toHaveLength(filed.length + 1);
    expect(rows[1][10]).toBe('ECR-2026-000123');
    const ics = await request(t, 'GET', `/api/obligations/calendar/export.ics?${window}`, team.admin.token);
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(filed.length);

    expect(await occurrences(t, team.admin.token, '&owner=none&status=filed,filed_late')).toEqual([]);
    for (const [q, message] of [
      ['status=late', 'status must be one or more of'],
      ['authority=FSSAI', 'authority must be one or more of'],
      [`from=${today}&to=${addDays(today, -1)}`, 'from must be on or before to'],
      [`from=2020-01-01&to=2026-12-31`, 'The date range may span at most 37 months'],
      ['owner=bob', 'owner must be a user id or none'],
    ]) {
      const res = await request(t, 'GET', `/api/obligations/calendar?${q}`, team.admin.token);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
  });
});

describe("ASVS v5.0 8.2.2 another company's people see and change none of this company's occurrences", () => {
  test('every occurrence route answers 404 for another company and the row stays as it was', async () => {
    const target = future(await occurrences(t, team.admin.token), 'LAB-EPF-MONTHLY')[1];
    const before = await t.db.one('SELECT * FROM obligation_occurrences WHERE id = $1', [target.id]);
    expect((await request(t, 'GET', `/api/obligations/occurrences/${target.id}`, other.maker.token)).statusCode).toBe(404);
    for (const [token, step, body] of [
      [other.maker.token, 'start', {}],
      [other.maker.token, 'filing', filing()],
      [other.checker.token, 'approve', { password: other.checker.password }],
      [other.checker.token, 'return', { comment: 'no' }],
      [other.admin.token, 'not-applicable', { reason: 'no' }],
      [other.admin.token, 'reinstate', {}],
    ] as const) {
      const res = await action(t, token, target.id, step, body);
      expect([step, res.statusCode]).toEqual([step, 404]);
    }
    expect(await t.db.one('SELECT * FROM obligation_occurrences WHERE id = $1', [target.id])).toEqual(before);
    const theirs = JSON.stringify([
      (await request(t, 'GET', '/api/obligations/calendar', other.admin.token)).json(),
      (await request(t, 'GET', '/api/obligations/work-items?scope=company', other.admin.token)).json(),
      (await request(t, 'GET', '/api/sign-off/queue', other.admin.token)).json(),
    ]);
    expect(theirs).not.toContain(target.id);
    expect(theirs).not.toContain(team.maker.id);
    // Owners in bulk: people of another company are refused, and nothing is saved.
    const bulk = await request(t, 'PUT', '/api/obligations/owners', other.admin.token, {
      owners: [
        { obligationId: 'TAX-TDS-DEPOSIT', assigneeId: other.maker.id },
        { obligationId: 'MCA-AGM', assigneeId: team.maker.id },
      ],
    });
    expect(bulk.statusCode).toBe(400);
    expect(await t.db.one('SELECT 1 FROM obligation_owners WHERE company_id = $1', [other.companyId])).toBeNull();
  });
});
