import type { CalendarEntry } from 'shared-contracts';
import { addDays } from '../../../src/dates';
import { buildTestApp, type SeededTeam, type TestApp } from '../../support/testApp';
import { PROFILE, action, occurrences, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

// docs/decisions/0061-the-month-answer-names-each-citation-once.md (speed): the command centre's reads are cached per company and API instance; every write to a row they
// are made of (through the api or plain SQL) is seen at the next read, and one company's entry never answers another.

let t: TestApp;
let a: SeededTeam;
let b: SeededTeam;
beforeAll(async () => {
  t = await buildTestApp();
  a = await trackedTeam(t);
  b = await trackedTeam(t);
  // b differs: listed debt, professional tax in two more states.
  const res = await request(t, 'PUT', '/api/company/compliance-profile', b.admin.token, {
    ...PROFILE,
    listing: 'debt',
    establishmentStates: ['Karnataka', 'Maharashtra', 'West Bengal'],
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const ids = (list: CalendarEntry[]) => new Set(list.map((o) => o.id));
const obligations = (list: CalendarEntry[]) => [...new Set(list.map((o) => o.obligationId))].sort();
const row = (id: string) => t.db.one<{ state: string }>('SELECT state FROM obligation_occurrences WHERE id = $1', [id]);
/** Listed debt's SEBI returns (the profiles differ by them). */
const sebi = (id: string) => id.startsWith('SEBI-');
const summary = async (token: string) => (await request(t, 'GET', '/api/obligations/summary', token)).json();

test('two companies with different profiles each get their own calendar, read after read', async () => {
  for (let round = 0; round < 2; round++) {
    const [ofA, ofB] = [await occurrences(t, a.admin.token), await occurrences(t, b.admin.token)];
    expect(obligations(ofB).filter(sebi)).not.toEqual([]);
    expect(obligations(ofA).filter(sebi)).toEqual([]);
    const shared = [...ids(ofA)].filter((id) => ids(ofB).has(id));
    expect(shared).toEqual([]);
    // The same company's people share the entry: the maker reads what the admin read.
    expect(ids(await occurrences(t, a.maker.token))).toEqual(ids(ofA));
  }
});

test('the cache answers while nothing changed; a write through the api or in SQL is seen at the next read', async () => {
  const target = (await occurrences(t, a.admin.token)).find((o) => o.dueDate > today && o.status === 'upcoming')!;
  // Only to prove the cache is used: with the notifying trigger off, a change stays unseen.
  await t.db.exec('ALTER TABLE obligation_occurrences DISABLE TRIGGER obligation_occurrences_cc_changed');
  await t.db.execute(`UPDATE obligation_occurrences SET state = 'in_progress' WHERE id = $1`, [target.id]);
  expect((await occurrences(t, a.admin.token)).find((o) => o.id === target.id)!.status).toBe('upcoming');
  await t.db.exec('ALTER TABLE obligation_occurrences ENABLE TRIGGER obligation_occurrences_cc_changed');
  await t.db.execute(`UPDATE obligation_occurrences SET state = 'upcoming' WHERE id = $1`, [target.id]);
  expect((await occurrences(t, a.admin.token)).find((o) => o.id === target.id)!.status).toBe('upcoming');

  // Through the api: the filing, the counts and the work items of every person move at once.
  const before = { admin: await summary(a.admin.token), checker: await summary(a.checker.token) };
  const owners = await request(t, 'PUT', '/api/obligations/owners', a.admin.token, {
    owners: [{ obligationId: target.obligationId, assigneeId: a.maker.id, checkerId: a.checker.id, leadDays: 1 }],
  });
  expect(owners.statusCode).toBe(200);
  expect((await occurrences(t, a.admin.token)).find((o) => o.id === target.id)!.owner).toMatchObject({ id: a.maker.id });
  const receipt = await uploadReceipt(t, a.maker.token);
  const filed = await action(t, a.maker.token, target.id, 'filing', { filedOn: today, acknowledgement: 'ACK-1', receiptDocumentId: receipt });
  expect(filed.statusCode).toBe(200);
  expect((await occurrences(t, a.admin.token)).find((o) => o.id === target.id)!.status).toBe('awaiting_sign_off');
  expect((await summary(a.admin.token)).awaitingSignOff).toBe(before.admin.awaitingSignOff + 1);
  expect((await summary(a.checker.token)).awaitingMySignOff).toBe(before.checker.awaitingMySignOff + 1);
  const review = (await request(t, 'GET', '/api/obligations/work-items?scope=review', a.checker.token)).json();
  expect(review.items.map((i: { id: string }) => i.id)).toContain(target.id);
  // The other company's counts did not move.
  expect((await summary(b.checker.token)).awaitingMySignOff).toBe(0);

  // The receipt's name (a document change) shows on the filing at once.
  await t.db.execute(`UPDATE documents SET name = 'EPF challan November' WHERE id = $1`, [receipt]);
  expect((await occurrences(t, a.admin.token)).find((o) => o.id === target.id)!.filing!.receipt).toMatchObject({ name: 'EPF challan November' });

  // A profile change (the facts) remakes the calendar for that company only.
  const bBefore = obligations(await occurrences(t, b.admin.token));
  const changed = await request(t, 'PUT', '/api/company/compliance-profile', a.admin.token, { ...PROFILE, listing: 'debt' });
  expect(changed.statusCode).toBe(200);
  expect(obligations(await occurrences(t, a.admin.token)).filter(sebi)).not.toEqual([]);
  expect(obligations(await occurrences(t, b.admin.token))).toEqual(bBefore);
});

test("a task's change shows on its occurrence; a user's new name shows everywhere", async () => {
  const target = (await occurrences(t, a.admin.token)).find((o) => o.dueDate > addDays(today, 2) && o.status === 'upcoming' && !o.task)!;
  const made = await request(t, 'POST', '/api/obligations/tasks', a.admin.token, { obligationId: target.obligationId, dueDate: target.dueDate, assignedTo: a.maker.id });
  expect(made.statusCode).toBe(201);
  const taskOf = async () => (await occurrences(t, a.admin.token)).find((o) => o.id === target.id)!.task;
  expect(await taskOf()).toMatchObject({ status: 'pending', assigneeName: 'Mohan Maker' });
  expect((await request(t, 'PATCH', `/api/tasks/update-status/${made.json().taskId}`, a.maker.token, { status: 'in-progress' })).statusCode).toBe(200);
  expect(await taskOf()).toMatchObject({ status: 'in-progress' });
  await t.db.execute(`UPDATE users SET first_name = 'Mohana' WHERE id = $1`, [a.maker.id]);
  expect(await taskOf()).toMatchObject({ assigneeName: 'Mohana Maker' });
  expect((await row(target.id))!.state).toBe('upcoming');
});
