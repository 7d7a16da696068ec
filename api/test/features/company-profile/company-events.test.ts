import { istDate } from '../../../src/dates';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';
import { calendarView } from '../../support/obligations';

// docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md: the compliance facts that decide the obligation families, and the company events that start
// statutory clocks. Both are the admin's, audited, and reach the calendar.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = {
  nbfcLayer: 'Middle layer',
  assetSizeCr: 1500,
  depositTaking: false,
  listing: 'none',
  headcount: 120,
  establishmentStates: ['Maharashtra', 'Tamil Nadu'],
  financialYearStartMonth: 4,
};
const FROM = '2026-11-23';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: sessionHeaders(token), ...(payload ? { payload } : {}) });
const calendar = async (token: string) => calendarView(t, token, `?from=${FROM}`);
type Occurrence = { obligationId: string; dueDate: string; period: string; citation: string };
const occurrencesOf = (cal: { occurrences: Occurrence[] }, id: string) => cal.occurrences.filter((o) => o.obligationId === id);

describe('compliance facts in the profile', () => {
  test('GST registrations, flags and directors are saved, read back, audited and decide the calendar', async () => {
    const team = await seedTeam(t.app);
    const facts = {
      gstStates: ['Tamil Nadu', 'Maharashtra'],
      isdRegistered: true,
      borrowings100Cr: true,
      taxAuditRequired: true,
      directors: [
        { name: ' Anita Rao ', din: '01234567', lastKycYear: 2024 },
        { name: 'Vikram Shah', din: '07654321', lastKycYear: 2025 },
      ],
    };
    const res = await call('PUT', '/api/company/compliance-profile', team.admin.token, { ...profile, ...facts });
    expect(res.statusCode).toBe(200);
    expect(res.json().calendarChanges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ obligationId: 'GST-GSTR1', change: 'added', reason: 'GST registered in Maharashtra, Tamil Nadu' }),
        expect.objectContaining({ obligationId: 'GST-GSTR6', change: 'added' }),
        expect.objectContaining({ obligationId: 'MCA-MR3', change: 'added' }),
      ]),
    );
    const saved = (await call('GET', '/api/company/compliance-profile', team.maker.token)).json().profile;
    expect(saved).toMatchObject({
      gstStates: ['Maharashtra', 'Tamil Nadu'],
      isdRegistered: true,
      debtListed: false,
      borrowings100Cr: true,
      csrApplies: false,
      directors: [
        { name: 'Anita Rao', din: '01234567', lastKycYear: 2024 },
        { name: 'Vikram Shah', din: '07654321', lastKycYear: 2025 },
      ],
    });
    const cal = await calendar(team.maker.token);
    expect(occurrencesOf(cal, 'GST-GSTR3B')[0]).toMatchObject({ dueDate: '2026-12-20', period: 'Nov 2026' });
    expect(occurrencesOf(cal, 'MCA-DIR3-KYC')).toEqual([expect.objectContaining({ dueDate: '2027-06-30', period: 'Anita Rao (DIN 01234567) FY 2027-28' })]);
    expect(occurrencesOf(cal, 'PT-TAMIL-NADU').map((o) => o.dueDate)).toEqual(['2027-03-31', '2027-09-30']);
    // Board meetings are shown as an internal planning date, not a statutory due date.
    const obligations = cal.obligations as Array<{ id: string; internal?: boolean }>;
    expect(obligations.find((o) => o.id === 'MCA-BOARD-MEETING')?.internal).toBe(true);
    expect(obligations.find((o) => o.id === 'GST-GSTR1')?.internal).toBeUndefined();
    const audit = await t.db.one<{ after: { gstStates: string[]; directors: unknown[] } }>(
      `SELECT after FROM audit_events WHERE action = 'company.compliance_profile_updated' AND company_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [team.companyId],
    );
    expect(audit!.after.gstStates).toEqual(['Maharashtra', 'Tamil Nadu']);
    expect(audit!.after.directors).toHaveLength(2);

    // A form that sends only the original fields keeps every saved fact.
    expect((await call('PUT', '/api/company/compliance-profile', team.admin.token, { ...profile, headcount: 130 })).statusCode).toBe(200);
    expect((await call('GET', '/api/company/compliance-profile', team.admin.token)).json().profile).toMatchObject({
      headcount: 130,
      gstStates: ['Maharashtra', 'Tamil Nadu'],
      isdRegistered: true,
    });
  });

  test('bad facts are refused with the field message and change nothing', async () => {
    const team = await seedTeam(t.app);
    const put = (extra: object) => call('PUT', '/api/company/compliance-profile', team.admin.token, { ...profile, ...extra });
    expect((await put({ directors: [{ name: 'X', din: '123', lastKycYear: 2024 }] })).json()).toMatchObject({
      success: false,
      message: 'Director 1: the DIN must be 8 digits',
    });
    const twice = { name: 'A', din: '01234567', lastKycYear: 2024 };
    expect((await put({ directors: [twice, twice] })).json().message).toBe('Director 2: the DIN 01234567 is listed twice');
    expect((await put({ gstStates: ['Atlantis'] })).json().message).toBe('Unknown state or Union territory');
    expect((await put({ isdRegistered: true, gstStates: [] })).json().message).toBe('An input-service distributor needs a GST registration');
    expect((await put({ debtListed: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', '/api/company/compliance-profile', team.admin.token)).json().profile).toMatchObject({ confirmed: false, directors: [], gstStates: [] });
  });
});

describe('company events', () => {
  test('the admin records an event; its statutory clocks appear in the calendar; deleting it takes them away; both are audited', async () => {
    const team = await seedTeam(t.app);
    await call('PUT', '/api/company/compliance-profile', team.admin.token, profile);
    const res = await call('POST', '/api/company/events', team.admin.token, { kind: 'director-appointed', date: '2026-11-20', note: 'Independent director' });
    expect(res.statusCode).toBe(201);
    const event = res.json().event;
    expect(event).toMatchObject({
      kind: 'director-appointed',
      label: 'Director appointed or re-appointed',
      date: '2026-11-20',
      note: 'Independent director',
      recordedBy: 'Asha Admin',
    });
    expect((await call('GET', '/api/company/events', team.maker.token)).json().events).toEqual([event]);
    const cal = await calendar(team.checker.token);
    expect(occurrencesOf(cal, 'MCA-DIR12')).toEqual([expect.objectContaining({ dueDate: '2026-12-20', period: 'Director appointed or re-appointed on 20 Nov 2026' })]);

    // An AGM recorded on 10 Sep: AOC-4 falls due 30 days after it (earlier than the latest permissible date).
    await call('POST', '/api/company/events', team.admin.token, { kind: 'agm-held', date: '2026-09-10' });
    const withAgm = await calendar(team.admin.token);
    expect(occurrencesOf(withAgm, 'MCA-MGT7')).toEqual([]); // 9 Nov 2026: before the window
    expect(occurrencesOf(withAgm, 'MCA-AOC4')).toEqual([expect.objectContaining({ dueDate: '2027-10-30', period: 'FY 2026-27' })]);

    expect((await call('DELETE', `/api/company/events/${event.id}`, team.admin.token)).json()).toEqual({ success: true, message: 'Event deleted' });
    expect(occurrencesOf(await calendar(team.admin.token), 'MCA-DIR12')).toEqual([]);
    const actions = await t.db.query<{ action: string }>(`SELECT action FROM audit_events WHERE company_id = $1 AND action LIKE 'company.event_%' ORDER BY created_at`, [
      team.companyId,
    ]);
    expect(actions.map((a) => a.action)).toEqual(['company.event_recorded', 'company.event_recorded', 'company.event_deleted']);
  });

  test('only the admin records or deletes; bad kinds and dates are refused; a future date only for a debt payment due', async () => {
    const team = await seedTeam(t.app);
    expect((await call('POST', '/api/company/events', team.maker.token, { kind: 'agm-held', date: '2026-09-10' })).statusCode).toBe(403);
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'party', date: '2026-09-10' })).json()).toMatchObject({
      success: false,
      message: 'Choose what happened',
    });
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'agm-held', date: '2026-02-30' })).json().message).toBe(
      'Date must be a real date (YYYY-MM-DD)',
    );
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'agm-held', date: '2099-01-01' })).json().message).toBe('Date cannot be in the future');
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'debt-servicing-due', date: '2099-01-01' })).statusCode).toBe(201);
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'agm-held', date: istDate(), note: 'x'.repeat(301) })).statusCode).toBe(400);
    const list = (await call('GET', '/api/company/events', team.admin.token)).json().events;
    expect(list.map((e: { kind: string }) => e.kind)).toEqual(['debt-servicing-due']);
    expect((await call('DELETE', `/api/company/events/${list[0].id}`, team.checker.token)).statusCode).toBe(403);
  });

  test('a listed-debt board meeting or record date may be recorded ahead; a cyber incident may not; the record date raises the intimation before it', async () => {
    const team = await seedTeam(t.app);
    await call('PUT', '/api/company/compliance-profile', team.admin.token, { ...profile, debtListed: true });
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'cyber-incident', date: '2099-01-01' })).json().message).toBe(
      'Date cannot be in the future',
    );
    // Record date Friday 11 Dec 2026 (ahead of today): intimation at least seven clear working days before, by Tuesday 1 Dec.
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'debt-record-date', date: '2026-12-11' })).statusCode).toBe(201);
    expect((await call('POST', '/api/company/events', team.admin.token, { kind: 'debt-board-meeting-scheduled', date: '2099-01-02' })).statusCode).toBe(201);
    expect(occurrencesOf(await calendar(team.admin.token), 'SEBI-REG60-RECORD-DATE')).toEqual([expect.objectContaining({ dueDate: '2026-12-01' })]);
  });

  test("another company's admin neither sees nor deletes the events (404, row kept)", async () => {
    const a = await seedTeam(t.app);
    const b = await seedTeam(t.app);
    // Fraud reporting reaches a Base Layer NBFC only from Rs 500 crore (Fraud Risk Management Directions, 2026): a is a Middle Layer NBFC.
    await call('PUT', '/api/company/compliance-profile', a.admin.token, profile);
    const event = (await call('POST', '/api/company/events', a.admin.token, { kind: 'fraud-classified', date: '2026-11-20' })).json().event;
    expect(JSON.stringify((await call('GET', '/api/company/events', b.admin.token)).json())).not.toContain(event.id);
    expect((await call('DELETE', `/api/company/events/${event.id}`, b.admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/company/events/not-a-uuid', b.admin.token)).statusCode).toBe(404);
    expect(await t.db.one('SELECT kind FROM company_events WHERE id = $1', [event.id])).toEqual({ kind: 'fraud-classified' });
    expect(occurrencesOf(await calendar(b.admin.token), 'RBI-FRAUD-REPORT')).toEqual([]);
    expect(occurrencesOf(await calendar(a.admin.token), 'RBI-FRAUD-REPORT')).toEqual([expect.objectContaining({ dueDate: '2026-12-04' })]);
  });
});
