import { RBI_NBFC_TYPE_NOT_FOUND } from 'shared-contracts';
import { content, selfAuditItems } from '../../../src/content';
import { buildTestApp, type SeededUser, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';

const { mcaQuestions, rbiBanks } = content();

let t: TestApp;
let team: Awaited<ReturnType<typeof seedTeam>>;
let noType: Awaited<ReturnType<typeof seedTeam>>;
let other: Awaited<ReturnType<typeof seedTeam>>;
beforeAll(async () => {
  t = await buildTestApp();
  team = await seedTeam(t.app, { nbfcType: 'Base layer' });
  noType = await seedTeam(t.app, { nbfcType: null });
  other = await seedTeam(t.app, { nbfcType: 'Middle layer' });
});
afterAll(() => t.close());

const call = (user: SeededUser, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
const progressOf = async (user: SeededUser) => (await call(user, 'GET', '/api/assessments/progress')).json().progress;

describe('RBI compliance', () => {
  const bank = rbiBanks['Base layer'].questions;
  const answers = (status: string) =>
    bank.map((q) => ({ questionId: q.questionId, questionText: q.questionText, area: q.area, clauseReference: q.clauseReference, status, remarks: '' }));

  test('without an NBFC type the company gets the not-found message and cannot submit', async () => {
    const content = await call(noType.maker, 'GET', '/api/assessments/content/rbi');
    expect(content.statusCode).toBe(200);
    expect(content.json()).toEqual({ success: false, nbfcType: null, message: RBI_NBFC_TYPE_NOT_FOUND });
    expect((await call(noType.maker, 'GET', '/api/rbi-compliance')).json()).toMatchObject({ success: false, nbfcType: null, message: RBI_NBFC_TYPE_NOT_FOUND });
    const submit = await call(noType.maker, 'POST', '/api/rbi-compliance/submit', { responses: [] });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().message).toBe(RBI_NBFC_TYPE_NOT_FOUND);
    expect((await progressOf(noType.admin)).rbi).toBeNull();
  });

  test('the bank follows the company NBFC type', async () => {
    const mine = (await call(team.maker, 'GET', '/api/assessments/content/rbi')).json();
    expect(mine).toMatchObject({ success: true, nbfcType: 'Base layer', library: { id: 'rbi-base-layer' } });
    expect(mine.questions.length).toBeGreaterThanOrEqual(10);
    expect(mine.areas).toEqual(expect.arrayContaining(['Capital & Prudential Norms', 'Governance']));
    const theirs = (await call(other.maker, 'GET', '/api/assessments/content/rbi')).json();
    expect(theirs.nbfcType).toBe('Middle layer');
    // Cumulative: the Base obligations first, then the Middle layer's own.
    expect(theirs.questions[0].questionId).toBe('RBI-BL-01');
    expect(theirs.questions.some((q: { questionId: string }) => q.questionId.startsWith('RBI-ML-'))).toBe(true);
  });

  test('a question of another bank, a bad status or another NBFC type is refused', async () => {
    const otherBank = await call(team.maker, 'POST', '/api/rbi-compliance/save', { responses: [{ questionId: 'RBI-ML-01', status: 'compliant' }] });
    expect(otherBank.statusCode).toBe(400);
    expect(otherBank.json().message).toBe('Unknown question');
    const badStatus = await call(team.maker, 'POST', '/api/rbi-compliance/save', { responses: [{ questionId: 'RBI-BL-01', status: 'complied' }] });
    expect(badStatus.statusCode).toBe(400);
    const wrongType = await call(team.maker, 'POST', '/api/rbi-compliance/submit', { nbfcType: 'Upper layer', responses: answers('compliant') });
    expect(wrongType.statusCode).toBe(400);
    expect((await call(team.maker, 'GET', '/api/rbi-compliance')).json().assessment.responses).toEqual([]);
  });

  test('submission needs every question answered; partial progress can be saved', async () => {
    const partial = answers('partial').slice(0, 3);
    const early = await call(team.maker, 'POST', '/api/rbi-compliance/submit', { nbfcType: 'Base layer', responses: partial });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Please answer all questions before submitting');
    expect((await call(team.maker, 'GET', '/api/rbi-compliance')).json().assessment.responses).toEqual([]);

    expect((await call(team.maker, 'POST', '/api/rbi-compliance/save', { nbfcType: 'Base layer', responses: partial })).json().success).toBe(true);
    expect((await progressOf(team.admin)).rbi).toMatchObject({ answered: 3, total: bank.length, status: 'in-progress' });

    const done = await call(team.checker, 'POST', '/api/rbi-compliance/submit', { nbfcType: 'Base layer', responses: answers('compliant') });
    expect(done.json()).toEqual({ success: true, message: 'RBI Compliance Assessment Submitted Successfully!' });
    const loaded = (await call(team.admin, 'GET', '/api/rbi-compliance')).json();
    expect(loaded.assessment.status).toBe('completed');
    expect(loaded.assessment.responses).toHaveLength(bank.length);
    expect(loaded.assessment.responses[0]).toMatchObject({ status: 'compliant', clauseReference: expect.any(String), updatedBy: { firstName: 'Chitra' } });
    expect((await progressOf(team.admin)).rbi).toMatchObject({ percent: 100, status: 'completed' });
    expect((await call(other.admin, 'GET', '/api/rbi-compliance')).json().assessment.responses).toEqual([]);
  });

  test('when the company changes its NBFC type the other bank starts empty, and the earlier answers come back with the old type', async () => {
    await t.db.execute(`UPDATE companies SET nbfc_type = 'Middle layer' WHERE id = $1`, [team.companyId]);
    const switched = (await call(team.admin, 'GET', '/api/rbi-compliance')).json();
    expect(switched).toMatchObject({ nbfcType: 'Middle layer', assessment: { status: 'in-progress', responses: [] } });
    expect((await progressOf(team.admin)).rbi).toMatchObject({ answered: 0, status: 'not-started' });
    await t.db.execute(`UPDATE companies SET nbfc_type = 'Base layer' WHERE id = $1`, [team.companyId]);
    const back = (await call(team.admin, 'GET', '/api/rbi-compliance')).json();
    expect(back.assessment.status).toBe('completed');
    expect(back.assessment.responses).toHaveLength(bank.length);
  });
});

describe('MCA compliance', () => {
  test('the content has 8 sections and 31 questions (27 of the specification + audit trail, back-up in India, demat, IEPF)', async () => {
    const body = (await call(team.checker, 'GET', '/api/assessments/content/mca')).json();
    expect(body.sections).toHaveLength(8);
    expect(body.sections[0]).toMatchObject({ sectionId: 'MCA-A', title: 'Board Meetings' });
    expect(body.sections.flatMap((s: { questions: unknown[] }) => s.questions)).toHaveLength(31);
  });

  test('save progress, refuse bad answers, complete only at 100%', async () => {
    const first = mcaQuestions
      .slice(0, 5)
      .map((q) => ({ questionId: q.id, questionText: q.question, section: q.section, status: 'Yes', remarks: 'ok', evidenceFiles: [] }));
    const saved = await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: first });
    expect(saved.json()).toEqual({ success: true, message: 'MCA Compliance Assessment Saved Successfully!' });

    expect((await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: [{ questionId: 'MCA-Z9', status: 'Yes' }] })).json().message).toBe(
      'Unknown question',
    );
    expect((await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: [{ questionId: 'MCA-A1', status: 'Maybe' }] })).statusCode).toBe(400);

    const early = await call(team.checker, 'POST', '/api/mca-compliance/complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Please complete all questions before submitting');

    const rest = mcaQuestions.slice(5).map((q) => ({ questionId: q.id, status: 'N/A', remarks: '' }));
    await call(team.checker, 'POST', '/api/mca-compliance/submit', { responses: rest });
    const complete = await call(team.checker, 'POST', '/api/mca-compliance/complete');
    expect(complete.json()).toEqual({ success: true, message: 'MCA Compliance Assessment Submitted Successfully!' });
    const loaded = (await call(team.admin, 'GET', '/api/mca-compliance')).json().assessment;
    expect(loaded.status).toBe('completed');
    expect(loaded.responses.find((r: { questionId: string }) => r.questionId === 'MCA-A1')).toMatchObject({
      status: 'Yes',
      remarks: 'ok',
      section: 'Board Meetings',
      evidenceFiles: [],
    });
    expect((await progressOf(team.admin)).mca).toMatchObject({ answered: 31, total: 31, percent: 100, status: 'completed' });
    expect((await progressOf(other.admin)).mca).toMatchObject({ answered: 0, status: 'not-started' });
  });
});

describe('self-audit', () => {
  const below = [...selfAuditItems('NBFC Below 500CR').values()];

  test('content defaults to NBFC Below 500CR, lists the four entity types, and refuses an unknown one', async () => {
    const body = (await call(team.maker, 'GET', '/api/assessments/content/self-audit')).json();
    expect(body.entityType).toBe('NBFC Below 500CR');
    expect(body.entityTypes).toEqual(['NBFC Below 500CR', 'NBFC Above 500CR', 'Middle Layer NBFC', 'Core Investment Company']);
    expect(body.tabs.policies[0].items[0].questionId).toBe('SA-POL-FPC');
    const cic = (await call(team.maker, 'GET', '/api/assessments/content/self-audit?entityType=Core%20Investment%20Company')).json();
    expect(JSON.stringify(cic.tabs.returns)).toContain('DNBS11');
    expect((await call(team.maker, 'GET', '/api/assessments/content/self-audit?entityType=Bank')).statusCode).toBe(400);
    expect((await call(team.maker, 'GET', '/api/self-audit/get')).json()).toEqual({ success: true, audit: null });
  });

  test('partial save keeps the category; submit needs every item; the checklist of another category is separate', async () => {
    const some = below.slice(0, 4).map((i) => ({ questionId: i.questionId, category: i.group, item: i.item, status: 'compliant', remarks: 'filed' }));
    expect((await call(team.maker, 'POST', '/api/self-audit/save', { nbfcCategory: 'NBFC Below 500CR', responses: some })).json().success).toBe(true);
    expect((await call(team.maker, 'POST', '/api/self-audit/save', { nbfcCategory: 'Bank', responses: some })).statusCode).toBe(400);
    expect(
      (
        await call(team.maker, 'POST', '/api/self-audit/save', { nbfcCategory: 'NBFC Below 500CR', responses: [{ questionId: 'policies-Nope-0', status: 'compliant' }] })
      ).json().message,
    ).toBe('Unknown question');

    const audit = (await call(team.admin, 'GET', '/api/self-audit/get')).json().audit;
    expect(audit).toMatchObject({ nbfcCategory: 'NBFC Below 500CR', status: 'in-progress' });
    expect(audit.responses).toHaveLength(4);
    expect((await progressOf(team.admin)).selfAudit).toMatchObject({ answered: 4, total: below.length });
    expect((await call(team.admin, 'GET', '/api/assessments/content/self-audit')).json().entityType).toBe('NBFC Below 500CR');

    const early = await call(team.checker, 'POST', '/api/self-audit/submit', { nbfcCategory: 'NBFC Below 500CR', responses: some });
    expect(early.statusCode).toBe(409);

    const all = below.map((i) => ({ questionId: i.questionId, category: i.group, item: i.item, status: 'partial', remarks: '' }));
    const done = await call(team.checker, 'POST', '/api/self-audit/submit', { nbfcCategory: 'NBFC Below 500CR', responses: all });
    expect(done.json()).toEqual({ success: true, message: 'Self Audit Completed Successfully!' });
    expect((await progressOf(team.admin)).selfAudit).toMatchObject({ percent: 100, status: 'completed' });

    // Switching the entity type starts that checklist; the completed one is not carried over.
    await call(team.maker, 'POST', '/api/self-audit/save', { nbfcCategory: 'NBFC Above 500CR', responses: [] });
    const switched = (await call(team.admin, 'GET', '/api/self-audit/get?entityType=NBFC%20Above%20500CR')).json().audit;
    expect(switched).toMatchObject({ nbfcCategory: 'NBFC Above 500CR', status: 'in-progress', responses: [] });
    // The company's own category (Base layer, no asset size: below Rs 500 crore) keeps its answers.
    const own = (await call(team.admin, 'GET', '/api/self-audit/get')).json().audit;
    expect(own).toMatchObject({ nbfcCategory: 'NBFC Below 500CR', status: 'in-progress' });
    expect(own.responses).toHaveLength(below.length);
    expect((await progressOf(team.admin)).selfAudit).toMatchObject({ answered: below.length, status: 'in-progress' });
    expect((await call(other.admin, 'GET', '/api/self-audit/get')).json().audit).toBeNull();
  });

  test("switching category never shows or saves one category's answers against another's items (answers per category and item id)", async () => {
    const cic = await seedTeam(t.app, { nbfcType: 'Core Investment Companies' });
    // The company's profile decides where the self-audit opens.
    expect((await call(cic.maker, 'GET', '/api/assessments/content/self-audit')).json().entityType).toBe('Core Investment Company');
    const kyc = { questionId: 'SA-POL-KYC', status: 'non-compliant', remarks: 'CIC KYC policy overdue' };
    await call(cic.maker, 'POST', '/api/self-audit/save', { nbfcCategory: 'Core Investment Company', responses: [kyc] });
    // Looking at another category: none of the CIC answers appear there.
    const other = (await call(cic.maker, 'GET', '/api/self-audit/get?entityType=NBFC%20Below%20500CR')).json().audit;
    expect(other).toMatchObject({ nbfcCategory: 'NBFC Below 500CR', responses: [] });
    await call(cic.maker, 'POST', '/api/self-audit/save', {
      nbfcCategory: 'NBFC Below 500CR',
      responses: [{ questionId: 'SA-POL-KYC', status: 'compliant', remarks: 'other' }],
    });
    // Back on the own category: its answer is untouched and still on the KYC policy.
    const own = (await call(cic.maker, 'GET', '/api/self-audit/get')).json().audit;
    expect(own.nbfcCategory).toBe('Core Investment Company');
    expect(own.responses).toEqual([expect.objectContaining(kyc)]);
    expect((await call(cic.maker, 'GET', '/api/self-audit/get?entityType=Bank')).statusCode).toBe(400);
  });
});
