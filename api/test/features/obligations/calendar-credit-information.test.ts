import { calendarObligations, obligationsInForce } from '../../../src/content';
import type { ProfileFacts } from '../../../src/content/calendar';
import { dueDates } from '../../../src/features/obligations/library/schedule';

// Credit information to the four credit information companies: fortnightly until 30 Jun 2026, weekly from 1 Jul 2026
// (RBI (NBFC – Credit Information Reporting) Amendment Directions, 2025, RBI/DOR/2025-26/117 of 4 Dec 2025). One
// obligation, two effective-dated wordings: each period is governed by the wording in force on its reference date.

const cic = () => calendarObligations().find((o) => o.id === 'CIC-FORTNIGHTLY-DATA')!;
const company = (facts: Partial<ProfileFacts>): ProfileFacts => ({
  layer: 'Middle layer',
  assetSizeCr: 2400,
  depositTaking: false,
  listing: 'none',
  headcount: 260,
  states: ['Maharashtra'],
  fyStartMonth: 4,
  category: null,
  ...facts,
});
const middle = company({});
const hfc = company({ category: 'HFC', assetSizeCr: 6000 });

describe('credit information reporting across 1 Jul 2026', () => {
  test('May 2026: the fortnightly cycle (15th and month end, within 7 days)', () => {
    expect(dueDates(cic(), middle, '2026-05-01', '2026-06-01')).toEqual([
      { dueDate: '2026-05-07', period: 'Fortnight ended 30 Apr 2026' },
      { dueDate: '2026-05-22', period: 'Fortnight ended 15 May 2026' },
    ]);
  });

  test('the change-over: the last fortnight (data as on 30 Jun, due 7 Jul) and then the 9th of July within 4 days', () => {
    expect(dueDates(cic(), hfc, '2026-06-20', '2026-08-10')).toEqual([
      { dueDate: '2026-06-22', period: 'Fortnight ended 15 Jun 2026' },
      { dueDate: '2026-07-07', period: 'Fortnight ended 30 Jun 2026' },
      { dueDate: '2026-07-13', period: 'Data as on 9 Jul 2026 (incremental)' },
      { dueDate: '2026-07-20', period: 'Data as on 16 Jul 2026 (incremental)' },
      { dueDate: '2026-07-27', period: 'Data as on 23 Jul 2026 (incremental)' },
      { dueDate: '2026-08-05', period: 'Data as on 31 Jul 2026 (full file)' },
    ]);
  });

  test('February 2027: the full file for the 28th is due on 5 March', () => {
    expect(dueDates(cic(), middle, '2027-02-10', '2027-03-06').map((d) => d.dueDate)).toEqual(['2027-02-13', '2027-02-20', '2027-02-27', '2027-03-05']);
  });

  test('the wording in force names its instrument; the fortnightly one ends on 30 Jun 2026', () => {
    const before = obligationsInForce('2026-06-30').find((o) => o.id === 'CIC-FORTNIGHTLY-DATA')!;
    const after = obligationsInForce('2026-07-01').find((o) => o.id === 'CIC-FORTNIGHTLY-DATA')!;
    expect(before.rule).toEqual({ kind: 'fortnightly', daysAfter: 7 });
    expect(before.effectiveTo).toBe('2026-06-30');
    expect(after.citation).toMatch(/RBI\/DOR\/2025-26\/117, 4 Dec 2025, in force 1 Jul 2026/);
    expect(after.frequency).toMatch(/9th, 16th and 23rd within 4 calendar days/);
    expect(after.sourceUrl).toBe('https://www.rbi.org.in/Scripts/BS_ViewMasDirections.aspx?id=12955');
  });
});

describe('event families (release 2026.11.6)', () => {
  const ob = (id: string) => calendarObligations().find((o) => o.id === id)!;
  const listed = company({ listing: 'none', flags: { debtListed: true } });

  test('a cyber incident: RBI and CERT-In the same day', () => {
    const facts = company({ events: [{ kind: 'cyber-incident', date: '2026-11-12' }] });
    expect(dueDates(ob('RBI-CYBER-INCIDENT'), facts, '2026-11-01', '2026-12-01')).toEqual([{ dueDate: '2026-11-12', period: 'Cyber incident detected on 12 Nov 2026' }]);
    expect(dueDates(ob('CERTIN-CYBER-INCIDENT'), facts, '2026-11-01', '2026-12-01').map((d) => d.dueDate)).toEqual(['2026-11-12']);
  });

  test('a change to intimate to RBI: within one month (31 Jan to 28 Feb)', () => {
    const facts = company({ events: [{ kind: 'rbi-intimation-change', date: '2027-01-31' }] });
    expect(dueDates(ob('RBI-INTIMATE-CHANGES'), facts, '2027-01-01', '2027-04-01').map((d) => d.dueDate)).toEqual(['2027-02-28']);
  });

  test('CERSAI, MGT-14 and BEN-2 within 30 days of their event', () => {
    const facts = company({
      events: [
        { kind: 'security-interest-created', date: '2026-10-05' },
        { kind: 'resolution-filed-with-roc', date: '2026-10-06' },
        { kind: 'ben1-received', date: '2026-10-07' },
      ],
    });
    const due = (id: string) => dueDates(ob(id), facts, '2026-10-01', '2026-12-01').map((d) => d.dueDate);
    expect([due('CERSAI-SECURITY-INTEREST'), due('MCA-MGT14'), due('MCA-BEN2')]).toEqual([['2026-11-04'], ['2026-11-05'], ['2026-11-06']]);
  });

  test('listed debt: prior intimation two clear working days before the board meeting, record date seven clear working days before', () => {
    // Board meeting on Friday 20 Nov 2026: intimation by Tuesday 17 Nov (18 and 19 clear). Record date Friday 27 Nov: by Tuesday 17 Nov.
    const facts = {
      ...listed,
      events: [
        { kind: 'debt-board-meeting-scheduled' as const, date: '2026-11-20' },
        { kind: 'debt-record-date' as const, date: '2026-11-27' },
      ],
    };
    expect(dueDates(ob('SEBI-REG50-PRIOR-INTIMATION'), facts, '2026-11-01', '2026-12-01').map((d) => d.dueDate)).toEqual(['2026-11-17']);
    expect(dueDates(ob('SEBI-REG60-RECORD-DATE'), facts, '2026-11-01', '2026-12-01').map((d) => d.dueDate)).toEqual(['2026-11-17']);
    // Not for a company without listed debt.
    expect(dueDates(ob('SEBI-REG50-PRIOR-INTIMATION'), { ...middle, events: facts.events }, '2026-11-01', '2026-12-01')).toEqual([]);
  });

  test('listed debt: results in the newspaper within two working days; events and rating changes within one working day', () => {
    const facts = {
      ...listed,
      events: [
        { kind: 'debt-results-approved' as const, date: '2026-11-13' },
        { kind: 'debt-material-event' as const, date: '2026-11-13' },
        { kind: 'credit-rating-revised' as const, date: '2026-11-13' },
      ],
    };
    const due = (id: string) => dueDates(ob(id), facts, '2026-11-01', '2026-12-01').map((d) => d.dueDate);
    // Friday 13 Nov 2026: two working days is Tuesday 17 Nov; one is Monday 16 Nov.
    expect([due('SEBI-REG52-8-NEWSPAPER'), due('SEBI-REG51-EVENTS'), due('SEBI-REG55-RATING')]).toEqual([['2026-11-17'], ['2026-11-16'], ['2026-11-16']]);
  });

  test('fraud: RBI for NBFCs of Rs 500 crore or more, NHB for HFCs, neither for a small Base Layer NBFC', () => {
    const fraud = [{ kind: 'fraud-classified' as const, date: '2026-11-02' }];
    const small = company({ layer: 'Base layer', assetSizeCr: 120, events: fraud });
    const hfcFraud = { ...hfc, events: fraud };
    const count = (id: string, facts: ProfileFacts) => dueDates(ob(id), facts, '2026-11-01', '2026-12-01').length;
    expect([
      count('RBI-FRAUD-REPORT', small),
      count('RBI-FRAUD-REPORT', { ...middle, events: fraud }),
      count('RBI-FRAUD-REPORT', hfcFraud),
      count('HFC-FRAUD-REPORT', hfcFraud),
    ]).toEqual([0, 1, 0, 1]);
  });
});

describe("Karnataka: the company as an enrolled person and the employer's annual return", () => {
  const ob = (id: string) => calendarObligations().find((o) => o.id === id)!;
  const karnataka = company({ states: ['Karnataka'] });

  test('Form 4-A and the tax by 30 April; Form 5 by 30 May; nothing for a company without an establishment there', () => {
    expect(dueDates(ob('PT-KARNATAKA-ENROLMENT'), karnataka, '2027-01-01', '2028-01-01')).toEqual([{ dueDate: '2027-04-30', period: 'Enrolment tax FY 2027-2028' }]);
    expect(dueDates(ob('PT-KARNATAKA-ANNUAL-RETURN'), karnataka, '2027-01-01', '2028-01-01')).toEqual([{ dueDate: '2027-05-30', period: 'Annual return FY 2026-2027' }]);
    expect(dueDates(ob('PT-KARNATAKA-ENROLMENT'), middle, '2027-01-01', '2028-01-01')).toEqual([]);
  });
});

describe('FEMA: the FLA return and Form ECB 2, from the profile facts', () => {
  const ob = (id: string) => calendarObligations().find((o) => o.id === id)!;
  const foreign = company({ flags: { foreignInvestment: true, ecbBorrower: true } });

  test('FLA by 15 July and ECB 2 by the 7th of each month; neither without the facts', () => {
    expect(dueDates(ob('FEMA-FLA-RETURN'), foreign, '2027-01-01', '2028-01-01')).toEqual([{ dueDate: '2027-07-15', period: 'FLA return 2027' }]);
    expect(dueDates(ob('FEMA-ECB2-RETURN'), foreign, '2026-12-01', '2027-02-01').map((d) => d.dueDate)).toEqual(['2026-12-07', '2027-01-07']);
    expect(dueDates(ob('FEMA-FLA-RETURN'), middle, '2027-01-01', '2028-01-01')).toEqual([]);
    expect(dueDates(ob('FEMA-ECB2-RETURN'), middle, '2026-12-01', '2027-02-01')).toEqual([]);
  });
});
