import { calendarObligations } from '../../../content';
import type { ProfileFacts } from '../../../content/calendar';
import { addMonths, applicability, dueDates } from './schedule';

const REPEALED = ['Income-tax Act, 1961', 'Income-tax Rules, 1962', 'EPF and MP Act, 1952', 'ESI Act, 1948'];
const ob = (id: string) => calendarObligations().find((o) => o.id === id)!;
const base: ProfileFacts = {
  layer: 'Base layer',
  assetSizeCr: 50,
  depositTaking: false,
  listing: 'none',
  headcount: 5,
  states: ['Karnataka'],
  fyStartMonth: 4,
  category: null,
};
const middle: ProfileFacts = { ...base, layer: 'Middle layer', assetSizeCr: 1500, headcount: 250, states: ['Karnataka', 'Maharashtra'] };

test('ids are unique and every obligation cites its instrument and an official https source', () => {
  const ids = calendarObligations().map((o) => o.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const o of calendarObligations()) {
    expect(o.citation.length).toBeGreaterThan(10);
    expect(o.sourceUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.in|nic\.in|org\.in)(\/|$)/);
    // A repealed law may appear only as "formerly" (in the same part of the citation).
    for (const part of o.citation.split(';')) {
      if (REPEALED.some((name) => part.includes(name))) expect(part).toContain('formerly');
    }
  }
});

test('a Base layer company files DNBS02, not the Middle layer returns; a Middle layer one the reverse', () => {
  expect(applicability(ob('RBI-DNBS02'), base)).toBe('NBFC in the Base layer');
  expect(applicability(ob('RBI-DNBS01'), base)).toBeNull();
  expect(applicability(ob('RBI-DNBS01'), middle)).toBe('NBFC in the Middle layer');
  expect(applicability(ob('RBI-DNBS02'), middle)).toBeNull();
  expect(applicability(ob('RBI-DNBS04B'), { ...base, assetSizeCr: 120 })).toBe('NBFC in the Base layer, asset size Rs 120 crore (Rs 100 crore or more)');
  expect(applicability(ob('RBI-DNBS01'), { ...middle, category: 'CIC' })).toBeNull();
  expect(applicability(ob('RBI-DNBS11'), { ...middle, category: 'CIC' })).toBe('Core Investment Company');
  expect(applicability(ob('RBI-DNBS03'), { ...middle, category: 'HFC' })).toBeNull();
});

test('labour dues follow headcount and professional tax follows the states', () => {
  expect(applicability(ob('LAB-EPF-MONTHLY'), base)).toBeNull();
  expect(applicability(ob('LAB-EPF-MONTHLY'), middle)).toBe('250 employees (20 or more)');
  expect(applicability(ob('LAB-ESI-MONTHLY'), { ...base, headcount: 10 })).toBe('10 employees (10 or more)');
  expect(applicability(ob('PT-MAHARASHTRA'), middle)).toBe('Establishment in Maharashtra');
  expect(applicability(ob('PT-MAHARASHTRA'), base)).toBeNull();
  expect(applicability(ob('MCA-AGM'), base)).toBe('Every company under the Companies Act, 2013');
});

test('quarterly returns are due 21 days after each quarter end', () => {
  expect(dueDates(ob('RBI-DNBS01'), middle, '2026-11-23', addMonths('2026-11-23', 12))).toEqual([
    { dueDate: '2027-01-21', period: 'Quarter ended 31 Dec 2026' },
    { dueDate: '2027-04-21', period: 'Quarter ended 31 Mar 2027' },
    { dueDate: '2027-07-21', period: 'Quarter ended 30 Jun 2027' },
    { dueDate: '2027-10-21', period: 'Quarter ended 30 Sep 2027' },
  ]);
});

test('monthly dues roll forward; TDS for March is due on 30 April; Maharashtra PT by the month end', () => {
  const pf = dueDates(ob('LAB-EPF-MONTHLY'), middle, '2026-11-23', '2027-11-23');
  expect(pf).toHaveLength(12);
  expect(pf[0]).toEqual({ dueDate: '2026-12-15', period: 'Nov 2026' });
  expect(pf[11]).toEqual({ dueDate: '2027-11-15', period: 'Oct 2027' });
  const tds = dueDates(ob('TAX-TDS-DEPOSIT'), middle, '2027-03-01', '2027-06-01').map((d) => d.dueDate);
  expect(tds).toEqual(['2027-03-07', '2027-04-30', '2027-05-07']);
  expect(dueDates(ob('PT-MAHARASHTRA'), middle, '2027-02-01', '2027-03-01')).toEqual([{ dueDate: '2027-02-28', period: 'Feb 2027' }]);
});

test('AGM-linked filings follow the financial year: AGM 30 Sep, AOC-4 30 Oct, MGT-7 29 Nov', () => {
  const window = ['2027-01-01', '2028-01-01'] as const;
  expect(dueDates(ob('MCA-AGM'), base, ...window)).toEqual([{ dueDate: '2027-09-30', period: 'FY 2026-27' }]);
  expect(dueDates(ob('MCA-AOC4'), base, ...window)[0].dueDate).toBe('2027-10-30');
  expect(dueDates(ob('MCA-MGT7'), base, ...window)[0].dueDate).toBe('2027-11-29');
  expect(dueDates(ob('MCA-ADT1'), base, ...window)[0].dueDate).toBe('2027-10-15');
  // A calendar financial year (Jan-Dec): AGM by 30 June.
  expect(dueDates(ob('MCA-AGM'), { ...base, fyStartMonth: 1 }, ...window)).toEqual([{ dueDate: '2027-06-30', period: 'FY 2026' }]);
});

test('half-yearly MSME-1 and fixed-date items carry their period', () => {
  expect(dueDates(ob('MCA-MSME1'), base, '2026-11-23', '2027-11-23')).toEqual([
    { dueDate: '2027-04-30', period: 'Half-year Oct 2026 - Mar 2027' },
    { dueDate: '2027-10-31', period: 'Half-year Apr - Sep 2027' },
  ]);
  expect(dueDates(ob('TAX-TDS-STATEMENT'), base, '2026-11-23', '2027-03-01')).toEqual([{ dueDate: '2027-01-31', period: 'Quarter Oct - Dec 2026' }]);
});

test('addMonths keeps month ends valid', () => {
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonths('2026-11-23', 12)).toBe('2027-11-23');
});
