import type { ChecklistEntry } from '../types';

// Building blocks of the self-audit checklists. Each entity type composes the blocks that apply
// to it; answers are stored per entity type, so a block may appear in several checklists.

const R = 'Master Direction - RBI (Filing of Supervisory Returns) Directions, 2024';
const e = (item: string, reference: string, guidance?: string): ChecklistEntry => ({ item, reference, guidance });

export const returns = {
  dnbs02: e('DNBS02 - Important financial and prudential parameters (quarterly, within 21 days of quarter end)', R, 'Base Layer NBFCs other than P2P platforms.'),
  dnbs01: e('DNBS01 - Important financial parameters (quarterly, within 21 days)', R, 'Middle and Upper Layer, except CICs.'),
  dnbs03: e('DNBS03 - Prudential parameters: capital adequacy, NPAs, concentration (quarterly, within 21 days)', R, 'Middle and Upper Layer, except CICs.'),
  dnbs04a: e('DNBS04A - Short-term dynamic liquidity (quarterly, within 21 days)', R, 'Upper Layer; Middle Layer except SPDs; Base Layer with assets of Rs 100 crore or more.'),
  dnbs04b: e('DNBS04B - Structural liquidity and interest-rate sensitivity (monthly, within 15 days)', R, 'Same filers as DNBS04A.'),
  dnbs08: e('DNBS08 - CRILC main report on large credits (monthly, within 15 days)', R, 'Middle and Upper Layer except CICs; Base Layer NBFCs of Rs 500 crore or more as notified.'),
  dnbs09: e('DNBS09 - CRILC weekly report of SMA-2 and default (by the following Wednesday)', R, 'Same filers as DNBS08.'),
  dnbs10: e('DNBS10 - Statutory auditor certificate (annual, within 5 working days of the audit report and by 31 Dec)', R, 'Sources disagree on whether every NBFC files it or only those of Rs 500 crore or more: confirm on CIMS.'),
  dnbs11: e('DNBS11 - CIC important financial parameters (quarterly, within 21 days)', R, 'Core Investment Companies.'),
  dnbs12: e('DNBS12 - CIC prudential parameters (quarterly, within 21 days)', R, 'Core Investment Companies.'),
  dnbs13: e('DNBS13 - Overseas investment (quarterly, within 21 days)', R, 'Only with overseas investment; sources disagree on the filer set.'),
  fmr1: e('FMR-I - Fraud report to RBI (within 14 days of classification as fraud)', 'Master Directions on Fraud Risk Management in NBFCs, 2024', 'Older guidance gave three weeks from detection; confirm the current period.'),
  formA: e('Form A certificate - eligibility of the statutory auditor, to RBI within one month of appointment', 'RBI Guidelines for Appointment of Statutory Central Auditors / Statutory Auditors, 27 Apr 2021', 'Applies to NBFCs with assets of Rs 1,000 crore or more; smaller NBFCs follow the Companies Act.'),
  ctrStr: e('FIU-IND reports: CTR by the 15th of the following month, STR within 7 days of establishing suspicion', 'Prevention of Money-laundering (Maintenance of Records) Rules, 2005, r.3 and 7', undefined),
  ckycr: e('CKYCR upload of KYC records of new individual and legal-entity customers', 'RBI KYC Direction, 2016 (CKYCR)', undefined),
};

export const committees = {
  audit: e('Audit Committee: at least three directors, reviews internal and IS audit, meets at least quarterly', 'Companies Act, 2013, s.177; RBI (NBFC - Governance) Directions, 2025', 'IS audit should be reviewed at least once every two years.'),
  nrc: e('Nomination and Remuneration Committee: fit and proper checks of directors, remuneration policy', 'Companies Act, 2013, s.178; RBI (NBFC - Governance) Directions, 2025'),
  rmc: e('Risk Management Committee: integrated risk oversight, at Board or executive level', 'RBI (NBFC - Governance) Directions, 2025 (earlier SBR framework, 2021)'),
  alco: e('Asset-Liability Management Committee: reviews liquidity gaps and interest-rate risk at least monthly', 'RBI (NBFC - Asset Liability Management) Directions, 2025'),
  itsc: e('IT Strategy Committee: at least three directors, chaired by an independent director with technical expertise, meets at least quarterly', 'Master Direction on IT Governance, Risk, Controls and Assurance Practices, 2023'),
  itSteering: e('IT Steering Committee: senior management oversight of IT projects and risks', 'Master Direction on IT Governance, Risk, Controls and Assurance Practices, 2023'),
  scbmf: e('Special Committee of the Board for monitoring and follow-up of frauds', 'Master Directions on Fraud Risk Management in NBFCs, 2024', 'Upper and Middle Layer, and Base Layer of Rs 500 crore or more according to secondary sources (verify).'),
  whistle: e('Whistle-blower / vigil mechanism overseen by the Audit Committee', 'Companies Act, 2013, s.177(9); Meetings of Board Rules, r.7'),
  grmc: e('Group Risk Management Committee: group-wide risk identification and monitoring', 'RBI (Core Investment Companies) Directions, 2025 (earlier CIC Directions, 2016)'),
  csr: e('CSR Committee where the s.135 thresholds are met', 'Companies Act, 2013, s.135'),
  stakeholders: e('Stakeholders Relationship Committee where there are more than 1,000 security holders', 'Companies Act, 2013, s.178(5)'),
  iccPosh: e('Internal Committee under the POSH Act at every office of 10 or more employees', 'POSH Act, 2013, s.4'),
};

export const policies = {
  fpc: e('Fair Practices Code (Board-approved, published, reviewed yearly)', 'RBI (NBFC - Responsible Business Conduct) Directions, 2025'),
  grievance: e('Grievance redressal policy with Grievance Redressal Officer and escalation to the RBI Ombudsman', 'RBI (NBFC - Responsible Business Conduct) Directions, 2025; Integrated Ombudsman Scheme, 2021'),
  interestRate: e('Interest rate policy: gradation of risk, rate ranges on the website', 'RBI (NBFC - Responsible Business Conduct) Directions, 2025'),
  penalCharges: e('Policy on penal charges (no capitalisation, disclosed in the key fact statement)', 'RBI circular on penal charges in loan accounts, 18 Aug 2023, as consolidated'),
  recovery: e('Recovery and collection policy, including conduct of recovery agents', 'RBI (NBFC - Responsible Business Conduct) Directions, 2025'),
  kyc: e('KYC / AML policy with customer acceptance, risk categorisation and monitoring', 'RBI KYC Direction, 2016; PML Act, 2002'),
  credit: e('Credit policy: appraisal, sanctioning powers, exposure limits', 'RBI (NBFC - Credit Risk Management) Directions, 2025'),
  investment: e('Investment policy: classification and valuation of investments', 'RBI (NBFC - Prudential Norms) Directions, 2025'),
  directorsLoans: e('Policy on loans to directors, senior officers and their relatives', 'RBI (NBFC - Credit Risk Management) Directions, 2025'),
  liquidity: e('Liquidity risk management policy with tolerance limits and contingency funding plan', 'RBI (NBFC - Asset Liability Management) Directions, 2025'),
  ecl: e('Expected credit loss methodology approved by the Board (Ind AS 109)', 'Ind AS 109; RBI instructions on Ind AS implementation by NBFCs, 13 Mar 2020'),
  fitProper: e('Fit and proper policy for directors', 'RBI (NBFC - Governance) Directions, 2025'),
  compliance: e('Compliance policy and charter of the compliance function (Chief Compliance Officer)', 'RBI (NBFC - Governance) Directions, 2025; CCO circular of 11 Apr 2022'),
  compensation: e('Compensation policy for KMP and senior management with malus and claw-back', 'RBI (NBFC - Governance) Directions, 2025'),
  icaap: e('Internal Capital Adequacy Assessment Process (ICAAP) document', 'RBI (NBFC - Prudential Norms on Capital Adequacy) Directions, 2025'),
  itPolicy: e('IT policy and information security / cyber security policy', 'Master Direction on IT Governance, Risk, Controls and Assurance Practices, 2023 (Base Layer: IT Framework for the NBFC sector, 2017)'),
  bcp: e('Business continuity and disaster recovery plan, tested at least yearly', 'Master Direction on IT Governance, Risk, Controls and Assurance Practices, 2023'),
  isAudit: e('IS audit policy and plan', 'Master Direction on IT Governance, Risk, Controls and Assurance Practices, 2023'),
  itOutsourcing: e('IT outsourcing policy and register of IT service providers', 'Master Direction on Outsourcing of Information Technology Services, 10 Apr 2023'),
  outsourcing: e('Outsourcing of financial services policy (no outsourcing of core management functions)', 'RBI (NBFC - Managing Risks in Outsourcing) Directions, 2025'),
  digitalLending: e('Digital lending policy: lending service providers, key fact statement, cooling-off period, data handling', 'RBI (Digital Lending) Directions, 2025 (8 May 2025)', 'Mark N/A in remarks when the company does not lend digitally.'),
  fraudPolicy: e('Fraud risk management policy (natural justice before classification)', 'Master Directions on Fraud Risk Management in NBFCs, 2024'),
  groupRisk: e('Group risk management framework and group exposure limits', 'RBI (Core Investment Companies) Directions, 2025'),
  groupInvestment: e('Policy on investment in group companies and step-down CICs (at most two layers)', 'RBI (Core Investment Companies) Directions, 2025'),
};
