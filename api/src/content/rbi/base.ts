import type { RbiBank } from '../types';
import { areasOf, FRAUD_2024, KYC, RETURNS_2024, rbiQuestion as q, rbiSources, SBR_2025, VERIFY } from './common';

const questions = [
  q('RBI-BL-01', 'Registration & Classification', 'Does the company hold a valid Certificate of Registration under s.45-IA and meet the principal business criteria (financial assets over 50% of total assets and financial income over 50% of gross income)?',
    `RBI Act, 1934, s.45-IA; ${SBR_2025}, Chapter III`, `An NBFC that fails the 50-50 test must be reported and may lose its registration. ${VERIFY}`),
  q('RBI-BL-02', 'Registration & Classification', 'Is the company correctly placed in the Base Layer (non-deposit-taking with assets below Rs 1,000 crore, or a P2P platform, account aggregator, NOFHC or NBFC without public funds and customer interface)?',
    `${SBR_2025}, Chapter II (Framework for Scale Based Regulation)`, 'Crossing Rs 1,000 crore of assets moves the company to the Middle Layer; monitor the quarterly balance sheet size.'),
  q('RBI-BL-03', 'Capital & Prudential Norms', 'Does the company maintain net owned fund of at least Rs 7 crore by 31 Mar 2025 and Rs 10 crore by 31 Mar 2027 (investment and credit companies, factors, micro-finance)?',
    `${SBR_2025}, Chapter III (minimum NOF glide path)`, 'Other categories have their own NOF floors (for example P2P Rs 2 crore, account aggregators Rs 2 crore). Record the NOF computation each quarter.'),
  q('RBI-BL-04', 'Capital & Prudential Norms', 'Is the capital to risk-weighted assets ratio at least 15% with Tier 1 at least 10%, and leverage within the ceiling that applies?',
    'RBI (Non-Banking Financial Companies - Prudential Norms on Capital Adequacy) Directions, 2025',
    `Secondary sources cite a leverage ceiling of 7 times (outside liabilities to owned fund) for Base Layer NBFCs that are not subject to CRAR; the text of the current Direction should be checked before relying on it. ${VERIFY}`),
  q('RBI-BL-05', 'Capital & Prudential Norms', 'Are loans classified as non-performing at more than 90 days overdue (the glide path ended 31 Mar 2026) and provisions made as required?',
    'RBI (Non-Banking Financial Companies - Income Recognition, Asset Classification and Provisioning) Directions, 2025 (earlier SBR Directions, 2023)',
    'The Base Layer moved from 180 to 90 days overdue in steps: 150 days by Mar 2024, 120 days by Mar 2025, 90 days by Mar 2026.'),
  q('RBI-BL-06', 'Capital & Prudential Norms', 'Is at least 20% of net profit transferred to the reserve fund every year before any dividend is declared?',
    'RBI Act, 1934, s.45-IC', 'Any appropriation from the reserve fund must be reported to RBI within 21 days.'),
  q('RBI-BL-07', 'Governance', 'Does the Board have at least one director with experience of working in a bank or NBFC, and a Board-approved policy on grant of loans to directors, senior officers and their relatives?',
    `RBI (Non-Banking Financial Companies - Governance) Directions, 2025 (earlier SBR Directions, 2023); ${VERIFY}`, 'Keep the director profiles and the loan policy with its last Board review date.'),
  q('RBI-BL-08', 'Customer Conduct', 'Has the Board adopted a Fair Practices Code (loan application, appraisal, terms in vernacular, penal charges, recovery conduct) published on the website and reviewed periodically?',
    'RBI (Non-Banking Financial Companies - Responsible Business Conduct) Directions, 2025 (Fair Practices Code; penal charges circular of 18 Aug 2023)',
    'Penal charges may not be capitalised or added to the interest rate; the key fact statement is required for all retail and MSME loans.'),
  q('RBI-BL-09', 'Customer Conduct', 'Is there a grievance redressal mechanism with a named Grievance Redressal Officer displayed at branches and on the website, and is the company covered by the Reserve Bank - Integrated Ombudsman Scheme, 2021?',
    'RBI (Non-Banking Financial Companies - Responsible Business Conduct) Directions, 2025; Reserve Bank - Integrated Ombudsman Scheme, 2021',
    'Display the Principal Nodal Officer details and the Ombudsman scheme highlights at every branch.'),
  q('RBI-BL-10', 'KYC & AML', 'Is customer due diligence done under a Board-approved KYC policy, KYC records uploaded to CKYCR, and CTRs and STRs reported to FIU-IND on time?',
    `${KYC}; Prevention of Money-laundering (Maintenance of Records) Rules, 2005`, 'CTRs are due by the 15th of the following month and STRs within 7 days of the suspicion being established; a Designated Director and Principal Officer must be registered with FIU-IND.'),
  q('RBI-BL-11', 'Regulatory Reporting', 'Are the applicable returns filed on CIMS on time, in particular DNBS02 (quarterly, within 21 days) and, at Rs 100 crore of assets or more, DNBS04A/04B?',
    `${RETURNS_2024}`, 'DNBS10 (statutory auditor certificate) is also annual; sources disagree on whether it applies to every NBFC or only above Rs 500 crore, so confirm on CIMS.'),
  q('RBI-BL-12', 'Fraud Risk', 'Does the company have a Board-approved fraud risk management policy and, where its assets are Rs 500 crore or more, report frauds to RBI in FMR returns?',
    `${FRAUD_2024}`, 'The 2024 Directions require natural justice (a show-cause notice with at least 21 days to reply) before classifying a borrower as fraudulent.'),
];

export const baseLayerBank: RbiBank = {
  library: { id: 'rbi-base-layer', version: '2025.12.1', effectiveDate: '2025-11-28', sources: rbiSources },
  areas: areasOf(questions),
  questions,
};
