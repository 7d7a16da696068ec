import type { RbiBank } from '../types';
import { areasOf, FRAUD_2024, IT_2023, RETURNS_2024, rbiQuestion as q, rbiSources, SBR_2025, VERIFY } from './common';

const GOVERNANCE_2025 = `RBI (Non-Banking Financial Companies - Governance) Directions, 2025 (earlier SBR Directions, 2023). ${VERIFY}`;

const questions = [
  q('RBI-UL-01', 'Registration & Classification', 'Has the company, once identified by RBI for the Upper Layer, put a Board-approved implementation plan in place within three months and reported it to RBI?',
    `${SBR_2025}, Chapter II`, 'The top ten NBFCs by asset size are always in the Upper Layer; an NBFC stays there for at least five years even if it no longer meets the criteria.'),
  q('RBI-UL-02', 'Registration & Classification', 'Is the company on track to list its equity within three years of being identified as an Upper Layer NBFC?',
    `${SBR_2025}, Chapter II`, 'Record the listing plan and the date of identification.'),
  q('RBI-UL-03', 'Capital & Prudential Norms', 'Is Common Equity Tier 1 capital maintained at 9% of risk-weighted assets or more, alongside CRAR of 15%?',
    'RBI (Non-Banking Financial Companies - Prudential Norms on Capital Adequacy) Directions, 2025', 'Compute CET1 quarterly net of regulatory deductions.'),
  q('RBI-UL-04', 'Capital & Prudential Norms', 'Does the company follow the Large Exposure Framework (20% of Tier 1 for a single counterparty, extendable by 5% by the Board; 25% for a group)?',
    'RBI (Non-Banking Financial Companies - Concentration of Credit / Investments) Directions, 2025 (Large Exposure Framework)', 'Large exposures (10% of Tier 1 or more) must be reported to RBI.'),
  q('RBI-UL-05', 'Capital & Prudential Norms', 'Are differential standard asset provisions held by sector (for example higher for unsecured and commercial real estate exposures) as required of Upper Layer NBFCs?',
    'RBI (Non-Banking Financial Companies - Income Recognition, Asset Classification and Provisioning) Directions, 2025', `Keep the provisioning working by sector. ${VERIFY}`),
  q('RBI-UL-06', 'Capital & Prudential Norms', 'Is a leverage limit monitored as notified for Upper Layer NBFCs?',
    `RBI (Non-Banking Financial Companies - Prudential Norms on Capital Adequacy) Directions, 2025; ${VERIFY}`, 'RBI said it would prescribe a leverage requirement for Upper Layer NBFCs; record the limit in force and the current ratio.'),
  q('RBI-UL-07', 'Governance', 'Is a Chief Compliance Officer in place under the compliance policy, and do independent directors hold no more than the permitted number of NBFC board positions?',
    `${GOVERNANCE_2025}; Compliance Function and Role of CCO - NBFCs, 11 Apr 2022`, 'An independent director may not sit on the boards of more than three NBFCs in the Middle or Upper Layer at the same time.'),
  q('RBI-UL-08', 'Governance', 'Are the Board committees required of the Upper Layer in place (Audit, NRC, Risk Management, IT Strategy, Stakeholder Relationship, fraud monitoring), with mandated meeting frequencies?',
    GOVERNANCE_2025, 'At least one independent director on the Board must sit on the Risk Management Committee.'),
  q('RBI-UL-09', 'Risk Management', 'Does the company hold Liquidity Coverage Ratio of 100% with the required high-quality liquid assets and publish the LCR disclosure?',
    'RBI (Non-Banking Financial Companies - Asset Liability Management) Directions, 2025 (LCR)', 'LCR applies to non-deposit-taking NBFCs of Rs 5,000 crore of assets and above and to all deposit-taking NBFCs.'),
  q('RBI-UL-10', 'IT & Outsourcing', 'Are IT governance, information security, business continuity and outsourcing risk managed to the RBI Directions, including a Board-approved outsourcing policy and a register of material outsourcing?',
    `${IT_2023}; RBI (Non-Banking Financial Companies - Managing Risks in Outsourcing) Directions, 2025`, 'Core management functions such as compliance, internal audit and credit decisions may not be outsourced.'),
  q('RBI-UL-11', 'Regulatory Reporting', 'Are all supervisory returns (DNBS01, 03, 04A, 04B, 08, 09) and FMR returns filed on time on CIMS?',
    `${RETURNS_2024}; ${FRAUD_2024}`, 'Keep a calendar with the maker-checker sign-off of each return.'),
];

export const upperLayerBank: RbiBank = {
  library: { id: 'rbi-upper-layer', version: '2025.12.1', effectiveDate: '2025-11-28', sources: rbiSources },
  areas: areasOf(questions),
  questions,
};
