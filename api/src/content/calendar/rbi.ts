import type { Obligation } from './types';

// RBI (Filing of Supervisory Returns) Directions, 2024 (27 Feb 2024), as kept in force by the 28 Nov 2025
// consolidation. HFCs are outside these Directions (they file with NHB), so every DNBS return excludes them.
const RETURNS_MD = 'Master Direction - Reserve Bank of India (Filing of Supervisory Returns) Directions, 2024';
const RETURNS_URL = 'https://rbi.org.in/Scripts/BS_Listofallreturns.aspx';
const MD_URL = 'https://www.rbi.org.in/Scripts/BS_ViewMasterDirections.aspx';

const v = '2026.11.1';

export const rbiObligations: Obligation[] = [
  {
    id: 'RBI-DNBS01', version: v, title: 'DNBS01 - Important Financial Parameters', authority: 'RBI', category: 'RBI',
    frequency: 'Quarterly, within 21 days of the quarter end', rule: { kind: 'quarterly', daysAfter: 21 },
    appliesWhen: [{ layers: ['Middle layer', 'Upper layer'], notCategories: ['CIC', 'HFC'] }],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS01, Middle and Upper layer except CICs`, sourceUrl: RETURNS_URL,
  },
  {
    id: 'RBI-DNBS02', version: v, title: 'DNBS02 - Important Financial Parameters (Base layer)', authority: 'RBI', category: 'RBI',
    frequency: 'Quarterly, within 21 days of the quarter end', rule: { kind: 'quarterly', daysAfter: 21 },
    appliesWhen: [{ layers: ['Base layer'], notCategories: ['HFC'] }],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS02, Base layer (except NBFC-P2P), quarterly from 2024 (formerly annual)`, sourceUrl: RETURNS_URL,
  },
  {
    id: 'RBI-DNBS03', version: v, title: 'DNBS03 - Important Prudential Parameters', authority: 'RBI', category: 'RBI',
    frequency: 'Quarterly, within 21 days of the quarter end', rule: { kind: 'quarterly', daysAfter: 21 },
    appliesWhen: [{ layers: ['Middle layer', 'Upper layer'], notCategories: ['CIC', 'HFC'] }],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS03`, sourceUrl: RETURNS_URL,
  },
  {
    id: 'RBI-DNBS04A', version: v, title: 'DNBS04A - Short Term Dynamic Liquidity', authority: 'RBI', category: 'RBI',
    frequency: 'Quarterly, within 21 days of the quarter end', rule: { kind: 'quarterly', daysAfter: 21 },
    appliesWhen: [
      { layers: ['Middle layer', 'Upper layer'], notCategories: ['HFC'] },
      { layers: ['Base layer'], minAssetCr: 100, notCategories: ['HFC'] },
    ],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS04A, Upper and Middle layer (except SPDs), Base layer with assets of Rs 100 crore and above`, sourceUrl: RETURNS_URL,
  },
  {
    id: 'RBI-DNBS04B', version: v, title: 'DNBS04B - Structural Liquidity and Interest Rate Sensitivity', authority: 'RBI', category: 'RBI',
    frequency: 'Monthly, within 15 days of the month end', rule: { kind: 'monthly', day: 15 },
    appliesWhen: [
      { layers: ['Middle layer', 'Upper layer'], notCategories: ['HFC'] },
      { layers: ['Base layer'], minAssetCr: 100, notCategories: ['HFC'] },
    ],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS04B (within 15 days from 2024, formerly 10)`, sourceUrl: RETURNS_URL,
  },
  {
    id: 'RBI-DNBS08', version: v, title: 'DNBS08 - CRILC (Main) return', authority: 'RBI', category: 'RBI',
    frequency: 'Monthly, within 15 days of the month end', rule: { kind: 'monthly', day: 15 },
    appliesWhen: [
      { layers: ['Middle layer', 'Upper layer'], notCategories: ['CIC', 'HFC'] },
      { layers: ['Base layer'], minAssetCr: 500, notCategories: ['HFC'] },
    ],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS08, CRILC reporting of large credits`, sourceUrl: RETURNS_URL,
    note: 'Report every borrower with aggregate exposure of Rs 5 crore and above.',
  },
  {
    id: 'RBI-DNBS11', version: v, title: 'DNBS11 - Core Investment Company return', authority: 'RBI', category: 'RBI',
    frequency: 'Quarterly, within 21 days of the quarter end', rule: { kind: 'quarterly', daysAfter: 21 },
    appliesWhen: [{ categories: ['CIC'] }],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS11 (CICs)`, sourceUrl: RETURNS_URL,
  },
  {
    id: 'RBI-DNBS10', version: v, title: 'DNBS10 - Statutory Auditor Certificate', authority: 'RBI', category: 'RBI',
    frequency: 'Yearly, with the audited accounts, by 31 December', rule: { kind: 'fixed', dates: [{ month: 12, day: 31, period: 'FY {Y-1}-{Y}' }] },
    appliesWhen: [{ notCategories: ['HFC'] }],
    citation: `${RETURNS_MD}, Annex (NBFC returns): DNBS10, statutory auditor certificate on the NBFC's principal business and NOF`, sourceUrl: RETURNS_URL,
    note: 'File within 5 working days of the auditor\'s report and in any case by 31 December.',
  },
  {
    id: 'RBI-ITSC', version: v, title: 'IT Strategy Committee meeting', authority: 'RBI', category: 'RBI',
    frequency: 'Quarterly, by the quarter end', rule: { kind: 'quarterly', daysAfter: 0 },
    appliesWhen: [{ layers: ['Middle layer', 'Upper layer'] }],
    citation: 'Master Direction - Reserve Bank of India (Information Technology Governance, Risk, Controls and Assurance Practices) Directions, 2023, Chapter II (IT Strategy Committee meets at least quarterly)',
    sourceUrl: MD_URL,
  },
];
