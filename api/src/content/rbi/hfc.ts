import type { RbiBank } from '../types';
import { areasOf, FRAUD_2024, KYC, RETURNS_2024, rbiQuestion as q, rbiSources, VERIFY } from './common';

const HFC_2025 = `RBI (Housing Finance Companies) Directions, 2025 (earlier Master Direction - NBFC-HFC (Reserve Bank) Directions, 2021). ${VERIFY}`;

const questions = [
  q('RBI-HFC-01', 'Registration & Classification', 'Does the company meet the principal business criteria: at least 60% of total assets in housing finance and at least 50% of total assets in housing finance to individuals?',
    HFC_2025, 'The glide path reached 60% and 50% by 31 Mar 2024; a company failing the test is treated as an NBFC - Investment and Credit Company.'),
  q('RBI-HFC-02', 'Registration & Classification', 'Does the company hold a certificate of registration from RBI and net owned fund of at least Rs 20 crore?',
    `${HFC_2025}; National Housing Bank Act, 1987, s.29A`, 'Existing HFCs had to reach Rs 15 crore and then Rs 20 crore; sources give the dates as 31 Mar 2022 / 31 Mar 2023 or 1 Apr 2022 / 1 Apr 2023.'),
  q('RBI-HFC-03', 'Capital & Prudential Norms', 'Is CRAR at least 15% with Tier 1 capital at least 10%?',
    HFC_2025, 'Compute quarterly and report to RBI.'),
  q('RBI-HFC-04', 'Capital & Prudential Norms', 'Are loan-to-value ratios within the caps (90% up to Rs 30 lakh, 80% above Rs 30 lakh up to Rs 75 lakh, 75% above Rs 75 lakh)?',
    HFC_2025, 'Stamp duty and registration charges may be excluded from the property value for loans up to Rs 10 lakh.'),
  q('RBI-HFC-05', 'Capital & Prudential Norms', 'Is at least 20% of net profit transferred to a reserve fund every year?',
    'National Housing Bank Act, 1987, s.29C', 'Any withdrawal must be reported to NHB within 21 days with reasons.'),
  q('RBI-HFC-06', 'Risk Management', 'Is liquidity managed under the ALM framework with an ALCO, structural liquidity statements and the LCR where applicable?',
    `${HFC_2025}; Liquidity Risk Management Framework`, 'HFCs of Rs 5,000 crore of assets or more, and deposit-taking HFCs, hold LCR.'),
  q('RBI-HFC-07', 'Governance', 'Does the company meet the Middle Layer governance requirements that apply to HFCs (CCO, compensation policy, ICAAP, fit and proper directors)?',
    'RBI (Non-Banking Financial Companies - Governance) Directions, 2025 read with the HFC Directions', 'HFCs are placed in the Middle Layer at least.'),
  q('RBI-HFC-08', 'Customer Conduct', 'Are the Fair Practices Code, most important terms and conditions and the key fact statement given to borrowers, with no foreclosure charges on floating-rate loans to individuals?',
    `${HFC_2025}; RBI (Non-Banking Financial Companies - Responsible Business Conduct) Directions, 2025`, 'Publish the interest rate policy and rate ranges on the website.'),
  q('RBI-HFC-09', 'KYC & AML', 'Is KYC done for all borrowers with CKYCR upload and are CTR/STR reports sent to FIU-IND on time?',
    KYC, 'HFCs are reporting entities under the PMLA.'),
  q('RBI-HFC-10', 'Regulatory Reporting', 'Are the HFC returns required by RBI and NHB filed on time (including the supervisory returns of the 2024 Direction)?',
    RETURNS_2024, 'Supervision of HFCs remains with NHB while regulation moved to RBI in 2019; confirm which portal each return uses.'),
  q('RBI-HFC-11', 'Fraud Risk', 'Are frauds classified and reported under the 2024 fraud risk directions, with a Board-level committee monitoring them?',
    FRAUD_2024, 'The 2024 Directions cover HFCs explicitly.'),
];

export const hfcBank: RbiBank = {
  library: { id: 'rbi-housing-finance-companies', version: '2025.12.1', effectiveDate: '2025-11-28', sources: rbiSources },
  areas: areasOf(questions),
  questions,
};
