import type { CalendarEntry } from 'shared-contracts';
import { buildTestApp, type SeededTeam, type TestApp } from '../../support/testApp';
import { action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

// Not applicable for a whole obligation: once, with a reason and a first due date; reversible; audited; admin only.

let t: TestApp;
let team: SeededTeam;
beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
  await t.db.execute(`UPDATE companies SET nbfc_type = 'Housing Finance Companies', current_asset_size = 2500 WHERE id = $1`, [team.companyId]);
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: [{ obligationId: 'LAB-EPF-MONTHLY', assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 40 }],
  });
  expect(owners.statusCode).toBe(200);
});
afterAll(() => t.close());

const epf = async () => (await occurrences(t, team.admin.token)).filter((o: CalendarEntry) => o.obligationId === 'LAB-EPF-MONTHLY');
const mark = (token: string, body: unknown, id = 'LAB-EPF-MONTHLY') => request(t, 'POST', `/api/obligations/${id}/not-applicable`, token, body);
const reinstate = (token: string, body: unknown = {}) => request(t, 'POST', '/api/obligations/LAB-EPF-MONTHLY/reinstate', token, body);

test('only an admin may; bad input is refused with its reason and changes nothing', async () => {
  const before = await epf();
  const from = before[0]!.dueDate;
  expect((await mark(team.maker.token, { reason: 'No employees', from })).statusCode).toBe(403);
  expect((await mark(team.checker.token, { reason: 'No employees', from })).statusCode).toBe(403);
  const unknown = await mark(team.admin.token, { reason: 'x', from }, 'NO-SUCH-RETURN');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('Unknown obligation');
  const noReason = await mark(team.admin.token, { reason: '  ', from });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().message).toBe('Please give the reason why this obligation does not apply');
  for (const bad of ['', '2026-02-30', '31/12/2026']) {
    const res = await mark(team.admin.token, { reason: 'No employees', from: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Give the first due date it holds from, as a date written YYYY-MM-DD');
  }
  expect((await reinstate(team.admin.token)).statusCode).toBe(409);
  expect((await epf()).map((o) => o.status)).toEqual(before.map((o) => o.status));
  expect(await t.db.one(`SELECT 1 FROM obligation_not_applicable WHERE company_id = $1`, [team.companyId])).toBeNull();
});

test('from a due date on, open occurrences are not applicable (recorded ones keep their record); reinstating restores them', async () => {
  const list = await epf();
  // The earliest stays as it was; one is recorded and awaiting sign-off before the mark.
  const [first, recorded, ...rest] = list;
  const receipt = await uploadReceipt(t, team.maker.token);
  expect((await action(t, team.maker.token, recorded!.id, 'filing', { filedOn: today, acknowledgement: 'ECR-9', receiptDocumentId: receipt })).statusCode).toBe(200);
  const started = rest.find((o) => o.dueDate > today)!;
  expect((await action(t, team.maker.token, started.id, 'start')).statusCode).toBe(200);

  const res = await mark(team.admin.token, { reason: 'No employees on the payroll', from: recorded!.dueDate });
  expect(res.statusCode).toBe(200);
  // Every open due date the company has of it from then on (the listed window and the year ahead).
  const byRule = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM obligation_occurrences WHERE company_id = $1 AND na_by_rule`, [team.companyId]);
  expect(byRule!.n).toBeGreaterThanOrEqual(rest.length);
  expect(res.json()).toMatchObject({ notApplicable: { from: recorded!.dueDate, reason: 'No employees on the payroll' }, changed: byRule!.n });
  const after = new Map((await epf()).map((o) => [o.id, o]));
  expect(after.get(first!.id)!.status).toBe(first!.status);
  expect(after.get(recorded!.id)!.status).toBe('awaiting_sign_off');
  for (const o of rest) {
    expect(after.get(o.id)).toMatchObject({ status: 'not_applicable', notApplicableReason: 'No employees on the payroll', notApplicableFrom: recorded!.dueDate });
  }
  // Said once: a second mark is refused until it is reinstated.
  expect((await mark(team.admin.token, { reason: 'Again', from: first!.dueDate })).statusCode).toBe(409);
  const audit = await t.db.one<{ actor_id: string; after: { from: string; occurrences: string[] } }>(
    `SELECT actor_id, after FROM audit_events WHERE action = 'obligation.not_applicable' AND company_id = $1`,
    [team.companyId],
  );
  expect(audit).toMatchObject({ actor_id: team.admin.id, after: { from: recorded!.dueDate } });
  expect(audit!.after.occurrences).toHaveLength(byRule!.n);

  const back = await reinstate(team.admin.token, { reason: 'Hired staff' });
  expect(back.statusCode).toBe(200);
  expect(back.json()).toMatchObject({ notApplicable: null, changed: byRule!.n });
  const restored = new Map((await epf()).map((o) => [o.id, o]));
  for (const o of rest) expect(restored.get(o.id)).toMatchObject({ status: o.id === started.id ? 'in_progress' : o.status, notApplicableFrom: null });
  expect(restored.get(recorded!.id)!.status).toBe('awaiting_sign_off');
  expect(await t.db.one(`SELECT 1 FROM audit_events WHERE action = 'obligation.reinstated' AND company_id = $1`, [team.companyId])).not.toBeNull();
});

test('a one-by-one not-applicable mark is left alone by the rule and by its reversal', async () => {
  const list = (await epf()).filter((o) => o.status === 'upcoming' || o.status === 'overdue');
  const single = list.at(-1)!;
  expect((await action(t, team.admin.token, single.id, 'not-applicable', { reason: 'Closed that month' })).statusCode).toBe(200);
  expect((await mark(team.admin.token, { reason: 'No employees', from: list[0]!.dueDate })).statusCode).toBe(200);
  expect((await reinstate(team.admin.token)).statusCode).toBe(200);
  const shown = (await epf()).find((o) => o.id === single.id)!;
  expect(shown).toMatchObject({ status: 'not_applicable', notApplicableReason: 'Closed that month', notApplicableFrom: null });
});
