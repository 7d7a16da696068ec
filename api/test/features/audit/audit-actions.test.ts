import type { AuditEvent, CalendarEntry } from 'shared-contracts';
import { content } from '../../../src/content';
import { samplePdf } from '../../../src/features/documents/testFixtures';
import { buildTestApp, type SeededTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { action, occurrences, request, today, trackedTeam } from '../../support/obligations';

// The audit trail as the admin reads it: one row per action, each a sentence naming what it was about; the recorded
// events stay one by one for the exports (?view=events), with their before and after.

let t: TestApp;
let team: SeededTeam;
let filing: CalendarEntry;
beforeAll(async () => {
  t = await buildTestApp();
  // A Middle-layer NBFC (the cast's profile), EPF owned by the maker and signed off by the checker.
  team = await trackedTeam(t);
  const owners = await request(t, 'PUT', '/api/obligations/owners', team.admin.token, {
    owners: [{ obligationId: 'LAB-EPF-MONTHLY', assigneeId: team.maker.id, checkerId: team.checker.id, leadDays: 10 }],
  });
  expect(owners.statusCode).toBe(200);
  filing = (await occurrences(t, team.maker.token)).find((o) => o.obligationId === 'LAB-EPF-MONTHLY' && o.dueDate < today)!;
});
afterAll(() => t.close());

const rows = async (query = '') => {
  const res = await request(t, 'GET', `/api/audit?pageSize=100${query}`, team.admin.token);
  expect(res.statusCode).toBe(200);
  return res.json() as { events: AuditEvent[]; total: number };
};

function receiptForm() {
  const boundary = '----auditreceipt';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="challan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      samplePdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

test('a filing approved with its receipt and task is one row, a sentence naming the filing; the events stay for the export', async () => {
  const form = receiptForm();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/obligations/occurrences/${filing.id}/receipt`,
    headers: { ...sessionHeaders(team.maker.token), ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const receiptId = uploaded.json().document.id;
  expect((await action(t, team.maker.token, filing.id, 'filing', { filedOn: today, acknowledgement: 'ACK-77', receiptDocumentId: receiptId })).statusCode).toBe(200);
  expect((await action(t, team.checker.token, filing.id, 'approve', { password: team.checker.password, comment: 'Challan matches' })).statusCode).toBe(200);

  const title = content().calendar.byId.get('LAB-EPF-MONTHLY')!.title;
  const { events } = await rows();
  const approvals = events.filter((e) => e.sentence.startsWith('Chitra Checker approved'));
  expect(approvals.map((e) => e.sentence)).toEqual([`Chitra Checker approved the filing of ${title} for ${filing.period}: "Challan matches"`]);
  // The filing and its receipt (and its task, when the lead time made one): recorded events apart, one row.
  expect(approvals[0]).toMatchObject({ action: 'occurrence.filing_approved', events: expect.any(Number) });
  expect(approvals[0]!.events).toBeGreaterThanOrEqual(2);
  expect(events.map((e) => e.sentence)).toContain(`Mohan Maker recorded the filing of ${title} for ${filing.period}`);
  // No row is an event code or raw values.
  for (const e of events) expect(e.sentence).not.toMatch(/[a-z]+\.[a-z_]+|\{|Kind:|fingerprint/);

  // The export's view keeps every recorded event, each with its own sentence and full values.
  const recorded = (await rows('&view=events')).events;
  const approvedEvents = recorded.filter(
    (e) => e.actor?.id === team.checker.id && ['occurrence.filing_approved', 'task.approved', 'document.approved'].includes(e.action),
  );
  expect(approvedEvents.map((e) => e.action)).toEqual(expect.arrayContaining(['document.approved', 'occurrence.filing_approved']));
  expect(approvedEvents).toHaveLength(approvals[0]!.events);
  expect(approvedEvents.every((e) => e.events === 1)).toBe(true);
  expect(approvedEvents.find((e) => e.action === 'document.approved')!.after).toMatchObject({ status: 'approved', occurrenceId: filing.id });

  // The super-admin's recent activity tells the approval once too.
  const root = await seedUser(t.app, 'super-admin', null);
  const recent = (await request(t, 'GET', '/api/super-admin/overview', root.token)).json().recentActivity as { summary: string }[];
  const checkerSays = recent.map((a) => a.summary).filter((s) => s.startsWith('Chitra Checker'));
  expect(checkerSays).toEqual(['Chitra Checker approved a statutory filing']);
});

test('answers saved one by one, then the assessment completed and submitted: a row for the saves, one for completing, one for the submission', async () => {
  const hr = content().hr.questions;
  for (const [i, q] of hr.entries()) {
    const res = await request(t, 'POST', '/api/hr-compliance/save-bulk', team.maker.token, {
      responses: [{ questionId: q.id, status: 'complied', comments: i === 0 ? 'ok' : '' }],
    });
    expect(res.statusCode).toBe(200);
  }
  expect((await request(t, 'PUT', '/api/hr-compliance/status', team.maker.token, { status: 'completed' })).statusCode).toBe(200);
  expect((await request(t, 'POST', '/api/sign-off/assessments/hr/submit', team.maker.token, { comment: 'Ready' })).statusCode).toBe(200);

  const { events } = await rows();
  const period = events.find((e) => e.action === 'hr.answers_saved')!.sentence.match(/for (FY \d{4}-\d{2})$/)![1];
  const mine = events.filter((e) => e.actor?.id === team.maker.id && /HR assessment/.test(e.sentence)).map((e) => e.sentence);
  expect(mine).toEqual([
    `Mohan Maker submitted the HR assessment for ${period} for review: "Ready"`,
    `Mohan Maker completed the HR assessment for ${period}`,
    `Mohan Maker saved ${hr.length} answers of the HR assessment for ${period}`,
  ]);
  expect(events.find((e) => e.action === 'hr.answers_saved')!.events).toBe(hr.length);
  // The recorded events are all there, one per save.
  expect((await rows('&view=events&entity=assessment')).total).toBe(hr.length + 2);
});

test('paging counts actions; another company and a maker see nothing of it', async () => {
  const all = await rows();
  const paged = (await request(t, 'GET', '/api/audit?pageSize=2&page=2', team.admin.token)).json();
  expect(paged.total).toBe(all.total);
  expect(paged.events.map((e: AuditEvent) => e.id)).toEqual(all.events.slice(2, 4).map((e) => e.id));
  expect((await request(t, 'GET', `/api/audit?page=${all.total + 5}`, team.admin.token)).json()).toMatchObject({ events: [], total: all.total });
  expect((await request(t, 'GET', '/api/audit', team.maker.token)).statusCode).toBe(403);
  expect((await request(t, 'GET', '/api/audit?view=bogus', team.admin.token)).statusCode).toBe(400);
});
