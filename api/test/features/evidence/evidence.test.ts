import { content } from '../../../src/content';

const hrLibrary = content().hr;
const mcaQuestions = content().mcaQuestions;
import { addDays, istDate } from '../../../src/dates';
import { type SeededTeam, type SeededUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let licence: string;
let policy: string;
let rejected: string;
let theirs: string;

async function seedDocument(companyId: string, uploader: string, name: string, status = 'approved') {
  const row = await t.db.one<{ id: string }>(
    `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, status, uploaded_by)
     VALUES ($1, $2, 'Licences', 'NBFC below 500Cr', $3, 'pdf', 'application/pdf', 10, 'x', $4, $5) RETURNING id`,
    [companyId, name, `${name}.pdf`, status, uploader],
  );
  return row!.id;
}

beforeAll(async () => {
  ({ t, team, other } = await testCompanies({ other: true }));
  licence = await seedDocument(team.companyId, team.maker.id, 'Shops and Establishment Licence');
  policy = await seedDocument(team.companyId, team.maker.id, 'Board-approved KYC Policy', 'pending');
  rejected = await seedDocument(team.companyId, team.maker.id, 'Old draft', 'rejected');
  theirs = await seedDocument(other.companyId, other.maker.id, 'Their licence');
});
afterAll(() => t.close());

const call = (user: SeededUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
const hr1 = hrLibrary.questions[0].id;
const hr2 = hrLibrary.questions[1].id;
const mca1 = mcaQuestions[0].id;

describe('evidence', () => {
  test('one document backs several questions, with an optional expiry date; listed per question', async () => {
    const soon = addDays(istDate(), 20);
    const a = await call(team.maker, 'POST', '/api/evidence', { kind: 'hr', questionId: hr1, documentId: licence, expiresOn: soon, note: 'Renewed yearly' });
    expect(a.statusCode).toBe(201);
    expect(a.json().evidence).toMatchObject({
      kind: 'hr',
      questionId: hr1,
      documentName: 'Shops and Establishment Licence',
      expiresOn: soon,
      expired: false,
      linkedBy: { name: 'Mohan Maker' },
    });
    expect((await call(team.maker, 'POST', '/api/evidence', { kind: 'hr', questionId: hr2, documentId: licence })).statusCode).toBe(201);
    expect((await call(team.checker, 'POST', '/api/evidence', { kind: 'mca', questionId: mca1, documentId: licence })).statusCode).toBe(201);
    expect((await call(team.checker, 'POST', '/api/evidence', { kind: 'mca', questionId: mca1, documentId: policy })).statusCode).toBe(201);

    const perQuestion = (await call(team.admin, 'GET', `/api/evidence?kind=mca&questionId=${mca1}`)).json().evidence;
    expect(perQuestion.map((e: { documentName: string }) => e.documentName)).toEqual(['Board-approved KYC Policy', 'Shops and Establishment Licence']);
    const hr = (await call(team.admin, 'GET', '/api/evidence?kind=hr')).json().evidence;
    expect(hr.map((e: { questionId: string }) => e.questionId).sort()).toEqual([hr1, hr2].sort());
  });

  test('the expiring route lists evidence expired or expiring within the window, with its question', async () => {
    const list = (await call(team.admin, 'GET', `/api/evidence?kind=hr&questionId=${hr2}`)).json().evidence;
    const changed = await call(team.admin, 'PATCH', `/api/evidence/${list[0].id}`, { expiresOn: addDays(istDate(), -3) });
    expect(changed.json().evidence).toMatchObject({ expired: true });

    const res = (await call(team.checker, 'GET', '/api/evidence/expiring?withinDays=30')).json();
    expect(res.withinDays).toBe(30);
    expect(res.evidence.map((e: { questionId: string; expired: boolean }) => [e.questionId, e.expired])).toEqual([
      [hr2, true],
      [hr1, false],
    ]);
    expect(res.evidence[1]).toMatchObject({ assessmentTitle: 'HR Compliance Assessment', questionText: hrLibrary.questions[0].question });
    expect((await call(team.checker, 'GET', '/api/evidence/expiring?withinDays=10')).json().evidence).toHaveLength(1);
    expect((await call(other.checker, 'GET', '/api/evidence/expiring?withinDays=366')).json().evidence).toEqual([]);
  });

  test('expiry dates show up in the company calendar, and only in its own', async () => {
    const mine = (await call(team.admin, 'GET', '/api/obligations/calendar')).json();
    expect(mine.evidenceExpiries.map((e: { questionId: string; documentName: string; expired: boolean }) => [e.questionId, e.documentName, e.expired])).toEqual([
      [hr2, 'Shops and Establishment Licence', true],
      [hr1, 'Shops and Establishment Licence', false],
    ]);
    expect((await call(other.admin, 'GET', '/api/obligations/calendar')).json().evidenceExpiries).toEqual([]);
  });

  test('the evidence shows in the assessment export', async () => {
    const csv = (await call(team.admin, 'GET', '/api/exports/assessments/mca.csv')).body;
    expect(csv).toContain('Board-approved KYC Policy; Shops and Establishment Licence');
  });

  test('bad input is a clear 4xx and changes nothing', async () => {
    const cases: [object, number, string][] = [
      [{ kind: 'hr', questionId: 'NOPE', documentId: licence }, 400, 'Unknown question for this assessment'],
      [{ kind: 'gst', questionId: hr1, documentId: licence }, 400, 'Unknown assessment. Use one of: hr, rbi, mca, self-audit'],
      [{ kind: 'hr', questionId: hr1, documentId: licence, expiresOn: '2026-02-30' }, 400, 'Expiry date must be a date (YYYY-MM-DD)'],
      [{ kind: 'hr', questionId: hr1, documentId: licence }, 409, 'This document is already attached to this question'],
      [{ kind: 'hr', questionId: hr1, documentId: rejected }, 409, 'A rejected document cannot be used as evidence'],
      [{ kind: 'hr', questionId: hr1, documentId: 'not-a-uuid' }, 404, 'Document not found in your document register'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(team.maker, 'POST', '/api/evidence', body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect((await call(team.maker, 'GET', '/api/evidence/expiring?withinDays=abc')).statusCode).toBe(400);
    expect((await call(team.maker, 'GET', '/api/evidence?kind=hr&questionId=NOPE')).statusCode).toBe(400);
  });

  test('ASVS v5.0 8.2.2 another company can neither attach our documents nor see, change or remove our evidence', async () => {
    const attach = await call(other.maker, 'POST', '/api/evidence', { kind: 'hr', questionId: hr1, documentId: licence });
    expect(attach.statusCode).toBe(404);
    const ours = (await call(team.admin, 'GET', '/api/evidence?kind=hr')).json().evidence[0];
    expect((await call(other.admin, 'PATCH', `/api/evidence/${ours.id}`, { note: 'x' })).statusCode).toBe(404);
    expect((await call(other.admin, 'DELETE', `/api/evidence/${ours.id}`)).statusCode).toBe(404);
    expect((await call(team.maker, 'POST', '/api/evidence', { kind: 'hr', questionId: hr1, documentId: theirs })).statusCode).toBe(404);
  });

  test('removing evidence is audited and leaves the document in the register', async () => {
    const ours = (await call(team.admin, 'GET', `/api/evidence?kind=hr&questionId=${hr1}`)).json().evidence[0];
    expect((await call(team.maker, 'DELETE', `/api/evidence/${ours.id}`)).statusCode).toBe(200);
    expect((await call(team.maker, 'GET', `/api/evidence?kind=hr&questionId=${hr1}`)).json().evidence).toEqual([]);
    expect(await t.db.one('SELECT id FROM documents WHERE id = $1', [licence])).not.toBeNull();
    const actions = await t.db.query<{ action: string }>(`SELECT action FROM audit_events WHERE company_id = $1 AND action LIKE 'evidence.%'`, [team.companyId]);
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['evidence.linked', 'evidence.changed', 'evidence.unlinked']));
  });

  test("evidence an earlier period's approval covered stays with it: removing it is refused once the next period has begun", async () => {
    const linked = await call(team.maker, 'POST', '/api/evidence', { kind: 'mca', questionId: mcaQuestions[1].id, documentId: licence });
    expect(linked.statusCode).toBe(201);
    // The checker approved last year's MCA assessment after the evidence was linked.
    await t.db.execute(
      `INSERT INTO sign_offs (company_id, kind, scope, period_key, status, submitted_by, assessment_updated_at, reviewed_by, reviewed_at)
       VALUES ($1, 'mca', '', 'FY2025-26', 'approved', $2, now(), $3, now() + interval '1 second')`,
      [team.companyId, team.maker.id, team.checker.id],
    );
    const refused = await call(team.admin, 'DELETE', `/api/evidence/${linked.json().evidence.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This evidence was part of an approved assessment and is kept with it; link a newer document instead of removing it (FY2025-26)');
    expect(await t.db.one('SELECT id FROM evidence_links WHERE id = $1', [linked.json().evidence.id])).not.toBeNull();
  });
});
