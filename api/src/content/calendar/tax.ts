import type { Obligation } from './types';

// Income-tax Act, 2025 applies from 1 April 2026 (tax year 2026-27 onwards); the 1961 Act appears only as "formerly".
const ACT = 'Income-tax Act, 2025';
const URL = 'https://www.incometaxindia.gov.in';
const v = '2026.11.1';

export const taxObligations: Obligation[] = [
  {
    id: 'TAX-TDS-DEPOSIT',
    version: v,
    title: 'TDS deposit (salaries and other payments)',
    authority: 'Income Tax',
    category: 'General',
    frequency: 'Monthly, by the 7th of the next month (tax deducted in March: by 30 April)',
    rule: { kind: 'monthly', day: 7, marchDueDay: { month: 4, day: 30 } },
    appliesWhen: [],
    citation: `${ACT}, ss. 392, 393 and 397 with the Income-tax Rules, 2026 (time for payment); formerly Income-tax Act, 1961, s. 200(1) and Income-tax Rules, 1962, r. 30`,
    sourceUrl: URL,
  },
  {
    id: 'TAX-TDS-STATEMENT',
    version: v,
    title: 'Quarterly TDS statements (salary and non-salary)',
    authority: 'Income Tax',
    category: 'General',
    frequency: 'Quarterly: 31 July, 31 October, 31 January, 31 May',
    rule: {
      kind: 'fixed',
      dates: [
        { month: 7, day: 31, period: 'Quarter Apr - Jun {Y}' },
        { month: 10, day: 31, period: 'Quarter Jul - Sep {Y}' },
        { month: 1, day: 31, period: 'Quarter Oct - Dec {Y-1}' },
        { month: 5, day: 31, period: 'Quarter Jan - Mar {Y}' },
      ],
    },
    appliesWhen: [],
    citation: `${ACT}, s. 397 (compliance and reporting) with the Income-tax Rules, 2026; formerly Income-tax Act, 1961, s. 200(3) and r. 31A`,
    sourceUrl: URL,
  },
  {
    id: 'TAX-ADVANCE',
    version: v,
    title: 'Advance tax instalment',
    authority: 'Income Tax',
    category: 'General',
    frequency: 'Four instalments: 15 June (15%), 15 September (45%), 15 December (75%), 15 March (100%)',
    rule: {
      kind: 'fixed',
      dates: [
        { month: 6, day: 15, period: 'First instalment, tax year {Y}-{Y+1}' },
        { month: 9, day: 15, period: 'Second instalment, tax year {Y}-{Y+1}' },
        { month: 12, day: 15, period: 'Third instalment, tax year {Y}-{Y+1}' },
        { month: 3, day: 15, period: 'Fourth instalment, tax year {Y-1}-{Y}' },
      ],
    },
    appliesWhen: [],
    citation: `${ACT}, Chapter XIX-C (advance tax); formerly Income-tax Act, 1961, s. 211`,
    sourceUrl: URL,
  },
  {
    id: 'TAX-RETURN',
    version: v,
    title: 'Income-tax return of the company',
    authority: 'Income Tax',
    category: 'General',
    frequency: 'Yearly, by 31 October (audited companies)',
    rule: { kind: 'fixed', dates: [{ month: 10, day: 31, period: 'Tax year {Y-1}-{Y}' }] },
    appliesWhen: [],
    citation: `${ACT}, s. 263 (return of income); formerly Income-tax Act, 1961, s. 139(1)`,
    sourceUrl: URL,
    note: '30 November when a transfer-pricing report is required.',
  },
];
