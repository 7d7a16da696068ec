import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  nbfcLayer: 'Base layer',
  assetSizeCr: 850.5,
  depositTaking: false,
  listing: 'debt',
  headcount: 240,
  establishmentStates: ['Maharashtra', 'Karnataka'],
  financialYearStartMonth: 4,
};

const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/company/compliance-profile', headers: sessionHeaders(token) });
const put = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/company/compliance-profile', headers: sessionHeaders(token), payload: payload as object });

describe('company compliance profile', () => {
  test('a new company has a profile derived from registration, not yet confirmed', async () => {
    const team = await seedTeam(t.app, { nbfcType: 'Middle layer' });
    const res = await get(team.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      confirmed: false,
      nbfcLayer: 'Middle layer',
      effectiveLayer: 'Middle layer',
      depositTaking: false,
      listing: 'none',
      establishmentStates: ['Karnataka'],
      financialYearStartMonth: 4,
      updatedBy: null,
    });
  });

  test('the admin saves it; it is read back, audited, and the registration fields follow', async () => {
    const team = await seedTeam(t.app);
    const res = await put(team.admin.token, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Company profile saved' });
    const profile = (await get(team.maker.token)).json().profile;
    expect(profile).toMatchObject({
      ...valid,
      establishmentStates: ['Karnataka', 'Maharashtra'],
      confirmed: true,
      effectiveLayer: 'Base layer',
      layerNote: null,
      updatedBy: 'Asha Admin',
    });
    const company = await t.db.one<{ current_asset_size: number; nbfc_type: string }>('SELECT current_asset_size, nbfc_type FROM companies WHERE id = $1', [
      team.companyId,
    ]);
    expect(company).toEqual({ current_asset_size: 850.5, nbfc_type: 'Base layer' });
    const audit = await t.db.one<{ after: { assetSizeCr: number } }>(
      `SELECT after FROM audit_events WHERE action = 'company.compliance_profile_updated' AND company_id = $1`,
      [team.companyId],
    );
    expect(audit!.after.assetSizeCr).toBe(850.5);
  });

  test('Rs 1,000 crore or deposit-taking puts a declared Base layer company in the Middle layer, with the reason', async () => {
    const team = await seedTeam(t.app);
    const big = (await put(team.admin.token, { ...valid, assetSizeCr: 1000 })).json().profile;
    expect(big).toMatchObject({ nbfcLayer: 'Base layer', effectiveLayer: 'Middle layer' });
    expect(big.layerNote).toMatch(/1,000 crore/);
    const deposits = (await put(team.admin.token, { ...valid, depositTaking: true })).json().profile;
    expect(deposits).toMatchObject({ effectiveLayer: 'Middle layer', layerNote: 'Deposit-taking NBFCs are in the Middle layer at least' });
  });

  test.each([
    [{ ...valid, nbfcLayer: 'Top layer' }, 'NBFC layer must be Base, Middle or Upper layer'],
    [{ ...valid, assetSizeCr: -1 }, 'Asset size must be a number of crore rupees, 0 or more'],
    [{ ...valid, assetSizeCr: 10.123 }, 'Asset size may have at most two decimals'],
    [{ ...valid, headcount: 12.5 }, 'Headcount must be a whole number, 0 or more'],
    [{ ...valid, listing: 'sme' }, 'Listing must be none, equity or debt'],
    [{ ...valid, establishmentStates: [] }, 'Choose the state of at least one establishment'],
    [{ ...valid, establishmentStates: ['Bombay'] }, 'Unknown state or Union territory'],
    [{ ...valid, establishmentStates: ['Goa', 'Goa'] }, 'Each state only once'],
    [{ ...valid, financialYearStartMonth: 13 }, 'Financial year start must be a month from 1 to 12'],
  ])('bad input answers 400 with a clear message and saves nothing (%#)', async (body, message) => {
    const team = await seedTeam(t.app);
    const res = await put(team.admin.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await get(team.admin.token)).json().profile.confirmed).toBe(false);
  });

  test('wrong types, missing and unknown fields are 400', async () => {
    const team = await seedTeam(t.app);
    for (const body of [{ ...valid, assetSizeCr: '100' }, { ...valid, depositTaking: 'no' }, { nbfcLayer: 'Base layer' }, { ...valid, companyId: team.companyId }]) {
      expect((await put(team.admin.token, body)).statusCode).toBe(400);
    }
  });

  test('ASVS v5.0 8.2.2 only the admin changes the profile, and only of its own company', async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    expect((await put(a.maker.token, valid)).statusCode).toBe(403);
    expect((await put(a.checker.token, valid)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/company/compliance-profile', payload: valid })).statusCode).toBe(401);
    await put(a.admin.token, { ...valid, headcount: 999 });
    expect((await get(b.admin.token)).json().profile.headcount).toBe(0);
    expect((await get(a.checker.token)).json().profile.headcount).toBe(999);
  });
});
