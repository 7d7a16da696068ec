import type { RbiBank } from '../types';
import { areasOf, FRAUD_2024, IT_2023, KYC, RETURNS_2024, rbiQuestion as q, rbiSources, SBR_2025, VERIFY } from './common';

const GOVERNANCE_2025 = `RBI (Non-Banking Financial Companies - Governance) Directions, 2025 (earlier SBR Directions, 2023). ${VERIFY}`;

const questions = [
  q('RBI-ML-01', 'Registration & Classification', 'Is the company correctly placed in the Middle Layer (deposit-taking, non-deposit-taking with assets of Rs 1,000 crore or more, or an SPD, IDF, CIC, HFC or IFC) and does it monitor the Upper Layer criteria?',
    `${SBR_2025}, Chapter II`, 'Once placed in the Middle Layer, the company stays subject to its requirements even if assets fall below Rs 1,000 crore, until RBI reclassifies it.'),
  q('RBI-ML-02', 'Capital & Prudential Norms', 'Is CRAR maintained at 15% or more with Tier 1 capital of at least 10%?',
    'RBI (Non-Banking Financial Companies - Prudential Norms on Capital Adequacy) Directions, 2025', 'Compute quarterly and report in DNBS03; include the risk weights applicable to consumer credit and bank exposures.'),
  q('RBI-ML-03', 'Capital & Prudential Norms', 'Are credit concentration limits met: single borrower 25% and single group 40% of Tier 1 capital (IFCs 30% and 50%)?',
    'RBI (Non-Banking Financial Companies - Concentration of Credit / Investments) Directions, 2025 (earlier SBR Directions, 2023)', 'Lending and investment are combined in the limit; the Board may allow a further 5% for infrastructure lending.'),
  q('RBI-ML-04', 'Governance', 'Has a Chief Compliance Officer been appointed under a Board-approved compliance policy, for a minimum tenure of three years, reporting to the MD/CEO with a direct line to the Audit Committee?',
    `${GOVERNANCE_2025}; Compliance Function and Role of CCO - NBFCs, 11 Apr 2022`, 'The CCO may not hold any business role and may be removed only with Board approval after a process; report the appointment to RBI.'),
  q('RBI-ML-05', 'Governance', 'Has the Board adopted a compensation policy for key managerial personnel and senior management with malus and claw-back?',
    GOVERNANCE_2025, 'The Nomination and Remuneration Committee oversees framing, review and implementation of the policy.'),
  q('RBI-ML-06', 'Governance', 'Has a Chief Risk Officer with a fixed tenure been appointed, functionally independent and reporting to the Risk Management Committee?',
    `${GOVERNANCE_2025}; Chief Risk Officers in NBFCs, 16 May 2019`, 'The CRO must have no business targets; any premature removal needs Board approval and must be reported to RBI.'),
  q('RBI-ML-07', 'Risk Management', 'Does the company run an Internal Capital Adequacy Assessment Process (ICAAP) approved by the Board, covering risks beyond Pillar 1?',
    'RBI (Non-Banking Financial Companies - Prudential Norms on Capital Adequacy) Directions, 2025 (ICAAP)', 'Document the stress scenarios and the capital buffer held above 15% CRAR.'),
  q('RBI-ML-08', 'Risk Management', 'Is liquidity risk managed under the liquidity risk framework: ALCO, structural liquidity with tolerance limits and, at assets of Rs 5,000 crore or more, the Liquidity Coverage Ratio?',
    'RBI (Non-Banking Financial Companies - Asset Liability Management) Directions, 2025 (earlier Liquidity Risk Management Framework, 4 Nov 2019)', 'Negative mismatches in the 1-7, 8-14 and 15-30 day buckets may not exceed 10%, 10% and 20% of cumulative outflows.'),
  q('RBI-ML-09', 'Risk Management', 'Has risk-based internal audit been implemented where required (deposit-taking NBFCs and non-deposit-taking NBFCs with assets of Rs 5,000 crore or more)?',
    'RBI (Non-Banking Financial Companies - Governance) Directions, 2025 (earlier RBIA circular of 3 Feb 2021)', 'The head of internal audit needs a minimum three-year tenure and reports to the Audit Committee.'),
  q('RBI-ML-10', 'IT & Outsourcing', 'Are the IT Strategy Committee, IT Steering Committee, information security policy, IS audit and cyber incident reporting (within 6 hours) in place?',
    IT_2023, 'Middle Layer NBFCs with 10 or more fixed-point branches must also run on a core financial services solution.'),
  q('RBI-ML-11', 'KYC & AML', 'Are periodic KYC updates done on time (2/8/10 years by risk), beneficial owners identified and transactions monitored against AML scenarios?',
    KYC, 'Keep the risk categorisation reviewed at least every six months.'),
  q('RBI-ML-12', 'Regulatory Reporting', 'Are DNBS01, DNBS03 and DNBS04A (quarterly, 21 days), DNBS04B and DNBS08 (monthly, 15 days) and DNBS09 CRILC weekly returns filed on time?',
    RETURNS_2024, 'CICs file DNBS11/12 instead of DNBS01/03; SPDs are outside DNBS04A.'),
  q('RBI-ML-13', 'Fraud Risk', 'Has a Special Committee of the Board for monitoring and follow-up of frauds been set up, with FMR returns filed on time?',
    FRAUD_2024, 'The 2024 Directions ask for reporting within 14 days of classifying an account as fraud (older guidance: three weeks from detection); confirm the period in the current text.'),
];

export const middleLayerBank: RbiBank = {
  library: { id: 'rbi-middle-layer', version: '2025.12.1', effectiveDate: '2025-11-28', sources: rbiSources },
  areas: areasOf(questions),
  questions,
};
