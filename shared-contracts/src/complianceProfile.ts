// The company's compliance profile (issue 13): the facts that decide which statutory obligations apply.
import type { CalendarChange } from './calendar';

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

/** What the admin edits. */
export interface ComplianceProfileInput {
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

export interface ComplianceProfile extends ComplianceProfileInput {
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
