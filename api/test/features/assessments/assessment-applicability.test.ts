import { installContent, loadContent } from '../../../src/content';
import { evaluate, type CompanyProfile } from '../../../src/features/assessments/applicability';
import { contentWith } from '../../support/contentFolders';
import { buildTestApp, type SeededUser, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';

jest.setTimeout(90_000);

// "Not applicable" where an item's applicability says some companies are outside it, and the
// screens told per item whether it can apply to the caller's company (from its profile).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  installContent(
    loadContent(
      contentWith('hr.json', (library) => {
        const item = (id: string) => library.items.find((i: { id: string }) => i.id === id);
        item('HR-06').applicability = { states: ['Maharashtra'] };
        item('HR-07').applicability = { min_asset_size_cr: 500 };
        item('HR-08').applicability = { listed: false, layers: ['Base layer'] };
      }),
    ),
  );
});
afterAll(async () => {
  installContent(loadContent());
  await t.close();
});

const call = (user: SeededUser, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });

const profile = (fields: Partial<CompanyProfile> = {}): CompanyProfile => ({
  nbfcType: 'Base layer',
  assetSizeCr: null,
  states: ['Karnataka'],
  listed: false,
  depositTaking: null,
  headcount: null,
  ...fields,
});

test('applicability: a failed condition says the item cannot apply; a condition the profile cannot answer stays open', () => {
  expect(evaluate(undefined, profile())).toBeNull();
  expect(evaluate({ layers: ['Middle layer', 'Upper layer'] }, profile())).toEqual({
    appliesToCompany: false,
    applicabilityNote: "Does not apply to your company's profile: applies to Middle layer, Upper layer.",
  });
  expect(evaluate({ min_asset_size_cr: 500 }, profile({ assetSizeCr: 120 }))).toMatchObject({ appliesToCompany: false });
  expect(evaluate({ min_asset_size_cr: 500 }, profile({ assetSizeCr: 800 }))).toEqual({ appliesToCompany: true, applicabilityNote: '' });
  expect(evaluate({ max_asset_size_cr: 500 }, profile({ assetSizeCr: 500 }))).toMatchObject({ appliesToCompany: false });
  expect(evaluate({ deposit_taking: true }, profile())).toEqual({
    appliesToCompany: null,
    applicabilityNote: "Check whether it applies: applies to deposit-taking NBFCs (not in your company's profile).",
  });
  expect(evaluate({ states: ['karnataka'] }, profile())).toMatchObject({ appliesToCompany: true });
  // One failing condition outweighs an unknown one.
  expect(evaluate({ deposit_taking: true, listed: true }, profile())).toMatchObject({ appliesToCompany: false });
  expect(evaluate({ min_headcount: 10 }, profile())).toMatchObject({ appliesToCompany: null });
});

test('the content tells the company which items cannot apply to it, and allows "Not applicable" only there', async () => {
  const team = await seedTeam(t.app); // Base layer, Karnataka, no asset size, unlisted
  const questions = (await call(team.maker, 'GET', '/api/assessments/content/hr')).json().questions;
  const byId = new Map(questions.map((q: { id: string }) => [q.id, q]));
  expect(byId.get('HR-06')).toMatchObject({ appliesToCompany: false, notApplicableAllowed: true, applicabilityNote: expect.stringContaining('Maharashtra') });
  expect(byId.get('HR-07')).toMatchObject({ appliesToCompany: null, notApplicableAllowed: true });
  expect(byId.get('HR-08')).toMatchObject({ appliesToCompany: true });
  expect(byId.get('HR-02')).toMatchObject({ notApplicableAllowed: false });
  expect(byId.get('HR-02')).not.toHaveProperty('appliesToCompany');

  expect(
    (await call(team.maker, 'POST', '/api/hr-compliance/save', { questionId: 'HR-06', status: 'not-applicable', comments: 'Only Karnataka offices' })).statusCode,
  ).toBe(200);
  const refused = await call(team.maker, 'POST', '/api/hr-compliance/save', { questionId: 'HR-02', status: 'not-applicable' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('"Not applicable" is not an answer for HR-02: it applies to every company');
  const saved = (await call(team.admin, 'GET', '/api/hr-compliance')).json().assessment.responses;
  expect(saved).toEqual([expect.objectContaining({ questionId: 'HR-06', status: 'not-applicable' })]);
  // A "Not applicable" answer counts as answered.
  expect((await call(team.admin, 'GET', '/api/assessments/progress')).json().progress.hr).toMatchObject({ answered: 1 });
});

test('the RBI bank: Base-only items carry their applicability; N/A is refused on items that apply to every company', async () => {
  const team = await seedTeam(t.app, { nbfcType: 'Base layer' });
  const questions = (await call(team.maker, 'GET', '/api/assessments/content/rbi')).json().questions;
  expect(questions.find((q: { questionId: string }) => q.questionId === 'RBI-BL-02')).toMatchObject({ appliesToCompany: true, notApplicableAllowed: true });
  const refused = await call(team.maker, 'POST', '/api/rbi-compliance/save', { responses: [{ questionId: 'RBI-BL-05', status: 'not-applicable' }] });
  expect(refused.statusCode).toBe(400);
});

test('a saved compliance profile answers what the registration data cannot (deposit-taking, headcount, every establishment state)', async () => {
  const team = await seedTeam(t.app);
  await t.db.execute(
    `INSERT INTO company_compliance_profiles (company_id, nbfc_layer, asset_size_cr, deposit_taking, listing, headcount, establishment_states)
     VALUES ($1, 'Base layer', 800, false, 'none', 40, ARRAY['Karnataka', 'Maharashtra'])`,
    [team.companyId],
  );
  const questions = (await call(team.maker, 'GET', '/api/assessments/content/hr')).json().questions;
  const byId = new Map(questions.map((q: { id: string }) => [q.id, q]));
  expect(byId.get('HR-06')).toMatchObject({ appliesToCompany: true }); // Maharashtra office
  expect(byId.get('HR-07')).toMatchObject({ appliesToCompany: true }); // Rs 800 crore
  expect(byId.get('HR-08')).toMatchObject({ appliesToCompany: true });
  expect(evaluate({ deposit_taking: true, min_headcount: 10 }, profile({ depositTaking: false, headcount: 40 }))).toMatchObject({ appliesToCompany: false });
});
