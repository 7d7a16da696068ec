import { DOCUMENT_CATEGORIES, DOCUMENT_NBFC_TYPES, type DocumentCategory, type DocumentNbfcType } from 'shared-contracts';

// Required documents per checklist type (spec 001 section 9): the policies, registers and reports an
// NBFC keeps, with the rule each comes from. References follow RBI's consolidated Master Directions of
// 28 Nov 2025 (scale based regulation, KYC, outsourcing, credit risk, fraud risk), the IT governance
// directions and the Digital Lending Directions, 2025. Names are the keys approved uploads are matched on:
// never rename an entry without migrating the documents filed under it.

export const REQUIRED_DOCUMENTS_LIBRARY = { version: '2025.11', checkedOn: '2025-11-28' };

type Applies = 'all' | DocumentNbfcType[];
interface RequiredDocument {
  category: DocumentCategory;
  name: string;
  reference: string;
  appliesTo: Applies;
}

const BELOW: DocumentNbfcType = 'NBFC below 500Cr';
const ABOVE: DocumentNbfcType = 'NBFC above 500Cr';
const MIDDLE: DocumentNbfcType = 'Middle layer NBFC';
const CIC: DocumentNbfcType = 'Core Investment Company';
const LENDERS: DocumentNbfcType[] = [BELOW, ABOVE, MIDDLE];
const LARGE: DocumentNbfcType[] = [ABOVE, MIDDLE, CIC];

const doc = (category: DocumentCategory, name: string, reference: string, appliesTo: Applies = 'all'): RequiredDocument => ({
  category,
  name,
  reference,
  appliesTo,
});

const REQUIRED_DOCUMENTS: RequiredDocument[] = [
  // Committees
  doc('Committees', 'Audit Committee Charter and Minutes', 'Companies Act s.177 and SBR Directions: Audit Committee of at least 3 directors', LARGE),
  doc('Committees', 'Nomination and Remuneration Committee Charter', 'Companies Act s.178 and SBR Directions: fit and proper checks of directors', LARGE),
  doc('Committees', 'Risk Management Committee Charter and Minutes', 'SBR Directions: board-level committee for integrated risk management', LARGE),
  doc('Committees', 'Asset-Liability Management Committee (ALCO) Minutes', 'Liquidity risk management framework: ALCO reviews liquidity and interest-rate risk', LENDERS),
  doc('Committees', 'IT Strategy Committee Charter and Minutes', 'IT Governance Directions: at least 3 directors, chaired by an independent director', [ABOVE, MIDDLE]),
  doc('Committees', 'Special Committee for Monitoring Frauds Minutes', 'Fraud Risk Management Directions: board committee to monitor and follow up frauds', [ABOVE, MIDDLE]),
  doc('Committees', 'Board Meeting Minutes', 'Companies Act s.173: at least 4 board meetings a year, at most 120 days apart'),
  doc('Committees', 'Group Risk Management Committee Charter', 'CIC Directions: group-level risk management committee', [CIC]),
  // Audit
  doc('Audit', 'Statutory Audit Report', 'Companies Act s.143 and the NBFC Auditor\'s Report (Reserve Bank) Directions'),
  doc('Audit', 'Statutory Auditor Certificate (DNBS10)', 'Filing of Supervisory Returns Directions, 2024: annual certificate by the statutory auditor'),
  doc('Audit', 'Form A Certificate on Appointment of Statutory Auditor', 'Guidelines on appointment of statutory auditors: within one month of appointment'),
  doc('Audit', 'Internal Audit Policy', 'SBR Directions: board-approved internal audit function'),
  doc('Audit', 'Internal Audit Reports', 'Internal audit plan approved by the Audit Committee'),
  doc('Audit', 'Risk Based Internal Audit (RBIA) Framework', 'RBI circular on RBIA: NBFCs with assets of Rs 5,000 crore and above and all deposit-taking NBFCs', [MIDDLE]),
  doc('Audit', 'Information Systems Audit Report', 'IT Governance Directions: IS audit at least once in two years', [ABOVE, MIDDLE]),
  // IT
  doc('IT', 'IT Policy', 'IT Governance, Risk, Controls and Assurance Practices Directions: board-approved IT policy'),
  doc('IT', 'Information and Cyber Security Policy', 'IT Governance Directions: information and cyber security policy and controls'),
  doc('IT', 'Business Continuity and Disaster Recovery Plan', 'IT Governance Directions: BCP and DR with periodic drills'),
  doc('IT', 'IT Outsourcing Policy', 'Directions on managing risks in outsourcing of IT services'),
  doc('IT', 'Cyber Crisis Management Plan', 'IT Governance Directions: plan to detect, respond to and recover from cyber incidents', [ABOVE, MIDDLE]),
  // Operational Risk
  doc('Operational Risk', 'Risk Management Policy', 'SBR Directions: board-approved risk management framework'),
  doc('Operational Risk', 'Outsourcing Policy', 'Directions on managing risks in outsourcing of financial services, 2025'),
  doc('Operational Risk', 'Liquidity Risk Management Policy', 'Liquidity risk management framework for NBFCs', LENDERS),
  doc('Operational Risk', 'Interest Rate Policy', 'Fair Practices Code: board-approved interest rate model', LENDERS),
  doc('Operational Risk', 'Internal Capital Adequacy Assessment Process (ICAAP)', 'SBR Directions: ICAAP for Middle and Upper layer NBFCs', [MIDDLE]),
  doc('Operational Risk', 'Expected Credit Loss (ECL) Methodology', 'Ind AS 109 and RBI guidance on ECL: board-approved methodology', LARGE),
  // KYC
  doc('KYC', 'KYC and AML Policy', 'KYC Directions, 2025 and the Prevention of Money-laundering Act, 2002'),
  doc('KYC', 'Appointment of Principal Officer and Designated Director', 'KYC Directions: communicated to FIU-IND'),
  doc('KYC', 'Customer Risk Categorisation Procedure', 'KYC Directions: risk-based customer due diligence and periodic updation'),
  doc('KYC', 'Suspicious Transaction Reporting Register', 'PML Rules: STR and CTR filings with FIU-IND'),
  // Gold Loan (applies to NBFCs that lend against gold jewellery)
  doc('Gold Loan', 'Gold Loan Policy', 'Directions on lending against gold collateral: board-approved policy', LENDERS),
  doc('Gold Loan', 'Gold Valuation and Auction Procedure', 'Directions on lending against gold collateral: valuation, auction notice and transparency', LENDERS),
  doc('Gold Loan', 'Gold Storage and Safety Standards', 'Directions on lending against gold collateral: vaults, insurance and branch security', LENDERS),
  // Scale Based Regulation
  doc('Scale Based Regulation', 'Compliance Policy', 'SBR Directions: board-approved compliance policy for Middle and Upper layers', [MIDDLE]),
  doc('Scale Based Regulation', 'Appointment of Chief Compliance Officer', 'SBR Directions: CCO for a minimum tenure of 3 years', [MIDDLE]),
  doc('Scale Based Regulation', 'Compensation Policy', 'SBR Directions: board-approved compensation policy for key managerial personnel', [MIDDLE]),
  doc('Scale Based Regulation', 'Policy on Loans to Directors and Senior Officers', 'SBR Directions: restrictions on loans to directors, relatives and senior officers'),
  doc('Scale Based Regulation', 'Fit and Proper Criteria for Directors Policy', 'SBR Directions: declarations and undertakings by directors'),
  doc('Scale Based Regulation', 'Net Owned Fund Certificate', 'Registration Directions: NOF of Rs 10 crore by March 2027 for investment and credit companies', [BELOW, ABOVE]),
  doc('Scale Based Regulation', 'CIC Status and Adjusted Net Worth Certificate', 'CIC Directions: 90% of net assets in group companies, ANW at least 30% of risk-weighted assets', [CIC]),
  // Digital Lending
  doc('Digital Lending', 'Digital Lending Policy', 'Digital Lending Directions, 2025', LENDERS),
  doc('Digital Lending', 'Lending Service Provider Due Diligence Records', 'Digital Lending Directions, 2025: due diligence and oversight of LSPs', LENDERS),
  doc('Digital Lending', 'Key Fact Statement Format', 'Digital Lending Directions, 2025: KFS before the loan contract, with APR', LENDERS),
  doc('Digital Lending', 'Digital Lending Apps Reported to RBI', 'Digital Lending Directions, 2025: reporting of DLAs on the CIMS portal', LENDERS),
  // Fraud Risk
  doc('Fraud Risk', 'Fraud Risk Management Policy', 'Fraud Risk Management Directions: board-approved policy'),
  doc('Fraud Risk', 'Fraud Monitoring Returns (FMR)', 'Fraud Risk Management Directions: FMR-I within 3 weeks of detection', [ABOVE, MIDDLE]),
  doc('Fraud Risk', 'Early Warning Signals Framework', 'Fraud Risk Management Directions: EWS and red-flagging of accounts', [ABOVE, MIDDLE]),
  doc('Fraud Risk', 'Whistle Blower (Vigil Mechanism) Policy', 'Companies Act s.177(9) and SBR Directions'),
  // Other Policies
  doc('Other Policies', 'Fair Practices Code', 'Responsible Business Conduct Directions, 2025: board-approved, reviewed yearly', LENDERS),
  doc('Other Policies', 'Grievance Redressal Policy', 'Responsible Business Conduct Directions, 2025 and the Integrated Ombudsman Scheme'),
  doc('Other Policies', 'Credit Policy', 'Credit Risk Management Directions, 2025: board-approved credit policy', LENDERS),
  doc('Other Policies', 'Investment Policy', 'SBR Directions: board-approved investment policy'),
  doc('Other Policies', 'Related Party Transactions Policy', 'Companies Act s.188 and SBR Directions'),
  doc('Other Policies', 'Recovery Agents and Collection Policy', 'Responsible Business Conduct Directions, 2025: conduct of recovery agents', LENDERS),
];

export interface RequiredDocumentEntry {
  name: string;
  reference: string;
}

/** The checklist of one type, grouped by category in the specification's order; empty categories left out. */
export function requiredDocumentsFor(type: DocumentNbfcType): { category: DocumentCategory; entries: RequiredDocumentEntry[] }[] {
  return DOCUMENT_CATEGORIES.map((category) => ({
    category,
    entries: REQUIRED_DOCUMENTS.filter((d) => d.category === category && (d.appliesTo === 'all' || d.appliesTo.includes(type))).map(
      ({ name, reference }) => ({ name, reference }),
    ),
  })).filter((group) => group.entries.length > 0);
}

/** Every type's checklist (the upload form lists names of the company's type). */
export const requiredDocumentTypes = DOCUMENT_NBFC_TYPES;
