import type { IndianState } from 'shared-contracts';
import type { Obligation } from './types';

// The four Labour Codes are in force since 21 Nov 2025 and their Central Rules since 8 May 2026; the schemes
// framed under the repealed Acts (EPF Scheme 1952, ESI Regulations 1950) continue until replaced (CSS s. 164).
const CSS = 'Code on Social Security, 2020';
const v = '2026.11.1';

export const labourObligations: Obligation[] = [
  {
    id: 'LAB-EPF-MONTHLY',
    version: v,
    title: 'Provident fund contribution and ECR',
    authority: 'Labour',
    category: 'HR',
    frequency: 'Monthly, by the 15th of the next month',
    rule: { kind: 'monthly', day: 15 },
    appliesWhen: [{ minHeadcount: 20 }],
    citation: `${CSS}, Chapter III and First Schedule (establishments of 20 or more employees); Employees' Provident Funds Scheme, 1952, para. 38 (continued under s. 164); formerly EPF and MP Act, 1952`,
    sourceUrl: 'https://www.epfindia.gov.in',
  },
  {
    id: 'LAB-ESI-MONTHLY',
    version: v,
    title: 'ESI contribution',
    authority: 'Labour',
    category: 'HR',
    frequency: 'Monthly, by the 15th of the next month',
    rule: { kind: 'monthly', day: 15 },
    appliesWhen: [{ minHeadcount: 10 }],
    citation: `${CSS}, Chapter IV and First Schedule (establishments of 10 or more employees); ESI (Central) Regulations, 1950, reg. 31 (continued under s. 164); formerly ESI Act, 1948`,
    sourceUrl: 'https://www.esic.gov.in',
    note: 'Only employees within the ESI wage ceiling are covered.',
  },
  {
    id: 'LAB-POSH-ANNUAL',
    version: v,
    title: 'POSH annual report of the Internal Committee',
    authority: 'Labour',
    category: 'HR',
    frequency: 'Yearly, for the calendar year, by 31 January',
    rule: { kind: 'fixed', dates: [{ month: 1, day: 31, period: 'Calendar year {Y-1}' }] },
    appliesWhen: [{ minHeadcount: 10 }],
    citation: 'Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013, ss. 4 and 21; Rules, 2013, r. 14',
    sourceUrl: 'https://wcd.gov.in',
    note: "The report goes to the employer and the District Officer; disclose the cases in the Board's report.",
  },
];

/** Professional tax, by state: employers pay what they deduct from salaries. States without the tax are not listed. */
const professionalTax = (state: IndianState, frequency: string, rule: Obligation['rule'], citation: string, sourceUrl: string, note?: string): Obligation => ({
  id: `PT-${state.toUpperCase().replace(/[^A-Z]+/g, '-')}`,
  version: v,
  title: `Professional tax - ${state}`,
  authority: 'State',
  category: 'HR',
  frequency,
  rule,
  appliesWhen: [{ state, minHeadcount: 1 }],
  citation,
  sourceUrl,
  note,
});

export const professionalTaxObligations: Obligation[] = [
  professionalTax(
    'Karnataka',
    'Monthly, by the 20th of the next month',
    { kind: 'monthly', day: 20 },
    'Karnataka Tax on Professions, Trades, Callings and Employments Act, 1976, s. 6',
    'https://pt.kar.nic.in',
  ),
  professionalTax(
    'Maharashtra',
    'Monthly, by the last day of the month',
    { kind: 'monthly', day: 'last', sameMonth: true },
    'Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975, s. 6; Rules, 1975, r. 11',
    'https://mahagst.gov.in',
    "Monthly when the previous year's tax was Rs 50,000 or more; otherwise yearly by 31 March.",
  ),
  professionalTax(
    'West Bengal',
    'Monthly, by the 21st of the next month',
    { kind: 'monthly', day: 21 },
    'West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979, s. 5',
    'https://wbprofessiontax.gov.in',
  ),
  professionalTax(
    'Telangana',
    'Monthly, by the 10th of the next month',
    { kind: 'monthly', day: 10 },
    'Telangana Tax on Professions, Trades, Callings and Employments Act, 1987, s. 5',
    'https://www.tgct.gov.in',
  ),
  professionalTax(
    'Andhra Pradesh',
    'Monthly, by the 10th of the next month',
    { kind: 'monthly', day: 10 },
    'Andhra Pradesh Tax on Professions, Trades, Callings and Employments Act, 1987, s. 5',
    'https://apct.gov.in',
  ),
  professionalTax(
    'Gujarat',
    'Monthly, by the 15th of the next month',
    { kind: 'monthly', day: 15 },
    'Gujarat State Tax on Professions, Trades, Callings and Employments Act, 1976, s. 4',
    'https://commercialtax.gujarat.gov.in',
  ),
  professionalTax(
    'Madhya Pradesh',
    'Monthly, by the 10th of the next month',
    { kind: 'monthly', day: 10 },
    'Madhya Pradesh Vritti Kar Adhiniyam, 1995, s. 4',
    'https://mptax.mp.gov.in',
  ),
];
