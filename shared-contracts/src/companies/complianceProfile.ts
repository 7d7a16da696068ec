// The company's compliance profile (docs/decisions/0016-company-compliance-profile.md): the facts that decide which statutory obligations apply.
import type { CalendarChange } from '../calendar/calendar';

export const NBFC_LAYERS = ['Base layer', 'Middle layer', 'Upper layer'] as const;
export type NbfcLayer = (typeof NBFC_LAYERS)[number];

export const LISTING_STATUSES = ['none', 'equity', 'debt'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_LABELS: Record<ListingStatus, string> = {
  none: 'Not listed',
  equity: 'Equity shares listed',
  debt: 'Only debt securities listed',
};

/** States and Union territories of India (an establishment's state decides professional tax). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** Non-deposit-taking NBFCs at or above this asset size (Rs crore) are in the Middle layer at least. */
export const MIDDLE_LAYER_ASSET_THRESHOLD_CR = 1000;

export const PROFILE_LIMITS = { assetSizeCr: 10_000_000, headcount: 10_000_000, states: 36 } as const;

export const DIRECTOR_LIMITS = { count: 50, name: 120 } as const;

/** A director of the company: the DIR-3 KYC falls due every three years from the last filing. */
export interface DirectorRecord {
  name: string;
  /** Director Identification Number: 8 digits. */
  din: string;
  /** Calendar year of the last DIR-3 KYC filing (the year the DIN was allotted when none yet). */
  lastKycYear: number;
}

/** Facts beyond the layer that decide which families of obligations apply (docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md). */
export interface ComplianceFacts {
  /** States with a GST registration (one GSTIN each). */
  gstStates: IndianState[];
  /** An input-service distributor registration is held (GSTR-6). */
  isdRegistered: boolean;
  /** Non-convertible debt securities listed (SEBI LODR Chapter V), also when equity is listed. */
  debtListed: boolean;
  /** Outstanding loans or borrowings from banks or public financial institutions of Rs 100 crore or more (secretarial audit). */
  borrowings100Cr: boolean;
  /** A CSR threshold of s. 135(1) of the Companies Act is met (net worth Rs 500 crore, turnover Rs 1,000 crore or net profit Rs 5 crore). */
  csrApplies: boolean;
  /** Rule 9B of the Prospectus and Allotment of Securities Rules applies (unlisted public company, or a private company not small). */
  rule9bApplies: boolean;
  /** A tax audit is required (turnover above the audit threshold). */
  taxAuditRequired: boolean;
  /** The company is a reporting person for the statement of financial transactions. */
  sftReporting: boolean;
  /** A "large corporate" under SEBI's framework for fund raising by debt securities. */
  largeCorporate: boolean;
  /** Foreign direct investment received, or direct investment made abroad (the FLA return under FEMA). */
  foreignInvestment: boolean;
  /** An external commercial borrowing is outstanding or being drawn (Form ECB 2 each month). */
  ecbBorrower: boolean;
  directors: DirectorRecord[];
}

export const COMPLIANCE_FACT_LABELS: Record<Exclude<keyof ComplianceFacts, 'gstStates' | 'directors'>, string> = {
  isdRegistered: 'Registered as a GST input-service distributor',
  debtListed: 'Debt securities listed on a stock exchange',
  borrowings100Cr: 'Borrowings from banks or public financial institutions of Rs 100 crore or more',
  csrApplies: 'CSR thresholds of section 135(1) met',
  rule9bApplies: 'Rule 9B applies (shares held in demat form)',
  taxAuditRequired: 'Tax audit required',
  sftReporting: 'Reports a statement of financial transactions',
  largeCorporate: 'Large corporate under SEBI debt-securities framework',
  foreignInvestment: 'Foreign direct investment received or made abroad',
  ecbBorrower: 'External commercial borrowing',
};

/** The yes/no facts by name (COMPLIANCE_FACT_LABELS' keys). */
export type ComplianceFlag = keyof typeof COMPLIANCE_FACT_LABELS;
export const COMPLIANCE_FLAGS = Object.keys(COMPLIANCE_FACT_LABELS) as ComplianceFlag[];

/** Only the yes/no facts of a profile. */
export const complianceFlagsOf = (p: Pick<ComplianceFacts, ComplianceFlag>): Pick<ComplianceFacts, ComplianceFlag> =>
  Object.fromEntries(COMPLIANCE_FLAGS.map((flag) => [flag, p[flag]])) as Pick<ComplianceFacts, ComplianceFlag>;

/** Only the facts of a profile (which carries its other fields too). */
export const complianceFactsOf = (p: ComplianceFacts): ComplianceFacts => ({ gstStates: p.gstStates, ...complianceFlagsOf(p), directors: p.directors });

export const NO_COMPLIANCE_FACTS: ComplianceFacts = {
  gstStates: [],
  isdRegistered: false,
  debtListed: false,
  borrowings100Cr: false,
  csrApplies: false,
  rule9bApplies: false,
  taxAuditRequired: false,
  sftReporting: false,
  largeCorporate: false,
  foreignInvestment: false,
  ecbBorrower: false,
  directors: [],
};

/** What the admin edits; a fact of ComplianceFacts left out keeps its saved value. */
export interface ComplianceProfileInput extends Partial<ComplianceFacts> {
  nbfcLayer: NbfcLayer;
  /** Total assets in Rs crore, as per the last audited balance sheet. */
  assetSizeCr: number;
  depositTaking: boolean;
  listing: ListingStatus;
  /** Employees on the rolls, all establishments together. */
  headcount: number;
  /** The state of each establishment (registered office, branches). */
  establishmentStates: IndianState[];
  /** Month (1-12) the financial year starts; 4 (April) under the Companies Act, s. 2(41). */
  financialYearStartMonth: number;
}

export interface ComplianceProfile extends Omit<ComplianceProfileInput, keyof ComplianceFacts>, ComplianceFacts {
  /** False until an admin has saved the profile: the values are then taken from registration. */
  confirmed: boolean;
  /**
   * The layer the rules put the company in: deposit-taking or Rs 1,000 crore and above is at least
   * Middle whatever was declared (RBI SBR framework); Upper is only by RBI's naming.
   */
  effectiveLayer: NbfcLayer;
  /** Why the effective layer differs from the declared one, or null. */
  layerNote: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** GET /api/company/compliance-profile (admin; makers and checkers may read). */
export interface ComplianceProfileResponse {
  success: true;
  profile: ComplianceProfile;
}

/** PUT /api/company/compliance-profile: the saved profile and what the change did to the calendar. */
export interface ComplianceProfileUpdateResponse extends ComplianceProfileResponse {
  message: string;
  calendarChanges: CalendarChange[];
}

/** Field messages of the profile form (shared by the page and the server). */
export function validateComplianceProfile(input: Partial<ComplianceProfileInput>): Partial<Record<keyof ComplianceProfileInput, string>> {
  const errors: Partial<Record<keyof ComplianceProfileInput, string>> = {};
  if (!(NBFC_LAYERS as readonly unknown[]).includes(input.nbfcLayer)) errors.nbfcLayer = 'NBFC layer must be Base, Middle or Upper layer';
  const asset = input.assetSizeCr;
  if (typeof asset !== 'number' || !Number.isFinite(asset) || asset < 0 || asset > PROFILE_LIMITS.assetSizeCr)
    errors.assetSizeCr = 'Asset size must be a number of crore rupees, 0 or more';
  else if (Math.round(asset * 100) !== asset * 100) errors.assetSizeCr = 'Asset size may have at most two decimals';
  if (typeof input.depositTaking !== 'boolean') errors.depositTaking = 'Say whether the company accepts public deposits';
  if (!(LISTING_STATUSES as readonly unknown[]).includes(input.listing)) errors.listing = 'Listing must be none, equity or debt';
  const headcount = input.headcount;
  if (typeof headcount !== 'number' || !Number.isInteger(headcount) || headcount < 0 || headcount > PROFILE_LIMITS.headcount)
    errors.headcount = 'Headcount must be a whole number, 0 or more';
  const states = input.establishmentStates;
  if (!Array.isArray(states) || states.length === 0) errors.establishmentStates = 'Choose the state of at least one establishment';
  else if (states.some((s) => !(INDIAN_STATES as readonly unknown[]).includes(s))) errors.establishmentStates = 'Unknown state or Union territory';
  else if (new Set(states).size !== states.length) errors.establishmentStates = 'Each state only once';
  const month = input.financialYearStartMonth;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12)
    errors.financialYearStartMonth = 'Financial year start must be a month from 1 to 12';
  const gst = input.gstStates;
  if (gst !== undefined) {
    if (!Array.isArray(gst) || gst.some((s) => !(INDIAN_STATES as readonly unknown[]).includes(s))) errors.gstStates = 'Unknown state or Union territory';
    else if (new Set(gst).size !== gst.length) errors.gstStates = 'Each state only once';
  }
  for (const key of COMPLIANCE_FLAGS) {
    if (input[key] !== undefined && typeof input[key] !== 'boolean') errors[key] = `Say yes or no: ${COMPLIANCE_FACT_LABELS[key]}`;
  }
  if (input.isdRegistered === true && Array.isArray(gst) && gst.length === 0) errors.isdRegistered = 'An input-service distributor needs a GST registration';
  const directors = input.directors;
  if (directors !== undefined) {
    const problem = directorsProblem(directors);
    if (problem) errors.directors = problem;
  }
  return errors;
}

/** The layer the SBR rules put a company in, with the reason when it is above the declared one. */
export function effectiveLayerOf(p: Pick<ComplianceProfileInput, 'nbfcLayer' | 'assetSizeCr' | 'depositTaking'>): { layer: NbfcLayer; note: string | null } {
  if (p.nbfcLayer !== 'Base layer') return { layer: p.nbfcLayer, note: null };
  if (p.depositTaking) return { layer: 'Middle layer', note: 'Deposit-taking NBFCs are in the Middle layer at least' };
  if (p.assetSizeCr >= MIDDLE_LAYER_ASSET_THRESHOLD_CR)
    return { layer: 'Middle layer', note: 'Asset size of Rs 1,000 crore or more places the NBFC in the Middle layer' };
  return { layer: 'Base layer', note: null };
}

/** The first problem of the directors list, or null. */
function directorsProblem(directors: unknown): string | null {
  if (!Array.isArray(directors)) return 'Directors must be a list';
  if (directors.length > DIRECTOR_LIMITS.count) return `At most ${DIRECTOR_LIMITS.count} directors`;
  const dins = new Set<string>();
  for (const [i, d] of directors.entries()) {
    const n = i + 1;
    if (typeof d !== 'object' || d === null) return `Director ${n}: name, DIN and last KYC year are required`;
    const { name, din, lastKycYear } = d as Partial<DirectorRecord>;
    if (typeof name !== 'string' || name.trim() === '' || name.length > DIRECTOR_LIMITS.name)
      return `Director ${n}: enter a name of at most ${DIRECTOR_LIMITS.name} characters`;
    if (typeof din !== 'string' || !/^\d{8}$/.test(din)) return `Director ${n}: the DIN must be 8 digits`;
    if (dins.has(din)) return `Director ${n}: the DIN ${din} is listed twice`;
    dins.add(din);
    if (typeof lastKycYear !== 'number' || !Number.isInteger(lastKycYear) || lastKycYear < 2018 || lastKycYear > 2100)
      return `Director ${n}: the last DIR-3 KYC year must be a year from 2018`;
  }
  return null;
}
