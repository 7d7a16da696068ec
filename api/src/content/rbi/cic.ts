import type { RbiBank } from '../types';
import { areasOf, KYC, RETURNS_2024, rbiQuestion as q, rbiSources, VERIFY } from './common';

const CIC_2025 = `RBI (Core Investment Companies) Directions, 2025 (earlier Master Direction - Core Investment Companies (Reserve Bank) Directions, 2016). ${VERIFY}`;

const questions = [
  q('RBI-CIC-01', 'Registration & Classification', 'Does the company hold at least 90% of its net assets in equity shares, preference shares, bonds, debentures, debt or loans in group companies?',
    CIC_2025, 'Net assets exclude cash, bank balances, money-market instruments and the other items listed in the Directions.'),
  q('RBI-CIC-02', 'Registration & Classification', 'Are investments in equity shares (including compulsorily convertible instruments) of group companies at least 60% of net assets?',
    CIC_2025, 'Track the ratio quarterly; a shortfall means the company no longer qualifies as a CIC.'),
  q('RBI-CIC-03', 'Registration & Classification', 'Is the company registered with RBI as a CIC where it has assets of Rs 100 crore or more and accesses public funds?',
    `${CIC_2025}; RBI Act, 1934, s.45-IA`, 'A CIC below these thresholds is exempt from registration but must still meet the investment criteria.'),
  q('RBI-CIC-04', 'Capital & Prudential Norms', 'Is adjusted net worth at least 30% of aggregate risk-weighted assets on and off the balance sheet?',
    CIC_2025, 'Compute adjusted net worth as the Directions define it (owned funds adjusted for unrealised gains and losses on quoted investments).'),
  q('RBI-CIC-05', 'Capital & Prudential Norms', 'Are outside liabilities no more than 2.5 times adjusted net worth?',
    CIC_2025, 'Report the ratio in the quarterly CIC returns.'),
  q('RBI-CIC-06', 'Governance', 'Does the group have no more than two layers of CICs, with any step-down CIC investment disclosed?',
    `${CIC_2025}; Review of Regulatory Framework for Core Investment Companies, Aug 2020`, 'A CIC may not invest in more than one other CIC layer within the group.'),
  q('RBI-CIC-07', 'Risk Management', 'Has a Group Risk Management Committee been constituted to identify, assess and monitor group-wide risks?',
    CIC_2025, 'The Chief Risk Officer of the CIC should be a member; record group risk dashboards reviewed.'),
  q('RBI-CIC-08', 'Governance', 'Has the Board constituted an Audit Committee and a Nomination and Remuneration Committee, and appointed independent directors as required?',
    CIC_2025, 'CICs with asset size of Rs 5,000 crore or more also need a Chief Risk Officer.'),
  q('RBI-CIC-09', 'Governance', 'Are financial statements consolidated with group companies (Ind AS) and reviewed by the Board?',
    `${CIC_2025}; Companies Act, 2013, s.129(3)`, 'Consolidation helps assess group-wide leverage.'),
  q('RBI-CIC-10', 'Regulatory Reporting', 'Are the CIC returns DNBS11 and DNBS12 filed quarterly within 21 days, and the statutory auditor certificate filed annually?',
    RETURNS_2024, 'CICs do not file DNBS01 or DNBS03.'),
  q('RBI-CIC-11', 'KYC & AML', 'Where the CIC has customer-facing activity or lends outside the group, is a KYC policy in place and are reports to FIU-IND made?',
    KYC, 'Record the basis if the company concludes KYC does not apply to its activities.'),
];

export const cicBank: RbiBank = {
  library: { id: 'rbi-core-investment-companies', version: '2025.12.1', effectiveDate: '2025-11-28', sources: rbiSources },
  areas: areasOf(questions),
  questions,
};
