import type { Obligation } from './types';

// Companies Act, 2013 and its Rules. Dates tied to the AGM are computed from the last day the AGM may
// be held (six months after the year end): the latest possible due date; an earlier AGM brings them forward.
const ACT = 'Companies Act, 2013';
const ACT_URL = 'https://www.mca.gov.in/content/mca/global/en/acts-rules/ebooks/acts.html';
const RULES_URL = 'https://www.mca.gov.in/content/mca/global/en/acts-rules/ebooks/rules.html';
const v = '2026.11.1';

export const mcaObligations: Obligation[] = [
  {
    id: 'MCA-BOARD-MEETING', version: v, title: 'Board meeting', authority: 'MCA', category: 'MCA',
    frequency: 'At least four a year, not more than 120 days apart (one each quarter)', rule: { kind: 'quarterly', daysAfter: 0 },
    appliesWhen: [],
    citation: `${ACT}, s. 173(1); Secretarial Standard SS-1`, sourceUrl: ACT_URL,
  },
  {
    id: 'MCA-MBP1-DIR8', version: v, title: 'MBP-1 and DIR-8 disclosures at the first board meeting of the year', authority: 'MCA', category: 'MCA',
    frequency: 'Yearly, at the first board meeting of the financial year', rule: { kind: 'financial-year', monthsAfterFyEnd: 3 },
    appliesWhen: [],
    citation: `${ACT}, ss. 184(1) and 164(2); Companies (Meetings of Board and its Powers) Rules, 2014, r. 9(1); Companies (Appointment and Qualification of Directors) Rules, 2014, r. 14(1)`,
    sourceUrl: ACT_URL,
  },
  {
    id: 'MCA-AGM', version: v, title: 'Annual General Meeting', authority: 'MCA', category: 'MCA',
    frequency: 'Yearly, within six months of the financial year end (15 months at most between two AGMs)', rule: { kind: 'financial-year', monthsAfterFyEnd: 6 },
    appliesWhen: [],
    citation: `${ACT}, s. 96(1)`, sourceUrl: ACT_URL,
  },
  {
    id: 'MCA-AOC4', version: v, title: 'AOC-4 / AOC-4 NBFC (Ind AS) - financial statements', authority: 'MCA', category: 'MCA',
    frequency: 'Yearly, within 30 days of the AGM', rule: { kind: 'financial-year', monthsAfterFyEnd: 6, daysAfter: 30 },
    appliesWhen: [],
    citation: `${ACT}, s. 137(1); Companies (Accounts) Rules, 2014, r. 12`, sourceUrl: RULES_URL,
    note: 'NBFCs following Ind AS file AOC-4 NBFC (Ind AS). The date shown assumes the AGM on its last permissible day.',
  },
  {
    id: 'MCA-MGT7', version: v, title: 'MGT-7 / MGT-7A - annual return', authority: 'MCA', category: 'MCA',
    frequency: 'Yearly, within 60 days of the AGM', rule: { kind: 'financial-year', monthsAfterFyEnd: 6, daysAfter: 60 },
    appliesWhen: [],
    citation: `${ACT}, s. 92(4); Companies (Management and Administration) Rules, 2014, r. 11`, sourceUrl: RULES_URL,
    note: 'MGT-7A for small and one-person companies. The date shown assumes the AGM on its last permissible day.',
  },
  {
    id: 'MCA-ADT1', version: v, title: 'ADT-1 - appointment of the statutory auditor', authority: 'MCA', category: 'MCA',
    frequency: 'Within 15 days of the AGM that appoints or re-appoints the auditor', rule: { kind: 'financial-year', monthsAfterFyEnd: 6, daysAfter: 15 },
    appliesWhen: [],
    citation: `${ACT}, s. 139(1); Companies (Audit and Auditors) Rules, 2014, r. 4(2)`, sourceUrl: RULES_URL,
    note: 'Only in a year the AGM appoints or re-appoints the auditor (terms are up to five years). RBI also asks for Form A within one month of the appointment.',
  },
  {
    id: 'MCA-DIR3-KYC', version: v, title: 'DIR-3 KYC of directors', authority: 'MCA', category: 'MCA',
    frequency: 'Every three years by 30 June (DIR-3-KYC-Web), and within 30 days of a change in a director\'s details',
    rule: { kind: 'fixed', dates: [{ month: 6, day: 30, period: 'Directors due in {Y}' }] },
    appliesWhen: [],
    citation: 'Companies (Appointment and Qualification of Directors) Rules, 2014, r. 12A (as amended by G.S.R. 943(E), in force 31 March 2026)', sourceUrl: RULES_URL,
    note: 'Check which directors\' three-year cycle ends this year.',
  },
  {
    id: 'MCA-MSME1', version: v, title: 'MSME-1 - dues to micro and small enterprises', authority: 'MCA', category: 'MCA',
    frequency: 'Half-yearly: by 30 April (October-March) and 31 October (April-September)',
    rule: { kind: 'fixed', dates: [{ month: 4, day: 30, period: 'Half-year Oct {Y-1} - Mar {Y}' }, { month: 10, day: 31, period: 'Half-year Apr - Sep {Y}' }] },
    appliesWhen: [],
    citation: `${ACT}, s. 405; Specified Companies (Furnishing of information about payment to micro and small enterprise suppliers) Order, 2019`, sourceUrl: RULES_URL,
    note: 'Only if payments to micro or small enterprises were outstanding for more than 45 days.',
  },
  {
    id: 'MCA-MR3', version: v, title: 'Secretarial audit report (MR-3) with the Board\'s report', authority: 'MCA', category: 'MCA',
    frequency: 'Yearly, annexed to the Board\'s report before the AGM', rule: { kind: 'financial-year', monthsAfterFyEnd: 6 },
    appliesWhen: [{ listing: ['equity'] }],
    citation: `${ACT}, s. 204(1); Companies (Appointment and Remuneration of Managerial Personnel) Rules, 2014, r. 9(1)`, sourceUrl: RULES_URL,
    note: 'Also required of public companies with paid-up capital of Rs 50 crore+, turnover of Rs 250 crore+, or bank/PFI borrowings of Rs 100 crore+.',
  },
  {
    id: 'SEBI-RESULTS', version: v, title: 'Financial results to the stock exchange', authority: 'SEBI', category: 'SEBI',
    frequency: 'Quarterly, within 45 days of the quarter end (60 days for the annual audited results)', rule: { kind: 'quarterly', daysAfter: 45, q4DaysAfter: 60 },
    appliesWhen: [{ listing: ['equity', 'debt'] }],
    citation: 'SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, reg. 33(3) (equity) and reg. 52 (debt)', sourceUrl: 'https://www.sebi.gov.in/legal/regulations',
  },
  {
    id: 'SEBI-SHP', version: v, title: 'Shareholding pattern to the stock exchange', authority: 'SEBI', category: 'SEBI',
    frequency: 'Quarterly, within 21 days of the quarter end', rule: { kind: 'quarterly', daysAfter: 21 },
    appliesWhen: [{ listing: ['equity'] }],
    citation: 'SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, reg. 31(1)(b)', sourceUrl: 'https://www.sebi.gov.in/legal/regulations',
  },
  {
    id: 'SEBI-AUDIT-COMMITTEE', version: v, title: 'Audit Committee meeting', authority: 'SEBI', category: 'SEBI',
    frequency: 'At least four a year, not more than 120 days apart (one each quarter)', rule: { kind: 'quarterly', daysAfter: 0 },
    appliesWhen: [{ listing: ['equity'] }],
    citation: 'SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, reg. 18(2)(a); Companies Act, 2013, s. 177', sourceUrl: 'https://www.sebi.gov.in/legal/regulations',
  },
];
