import {
  INDIAN_STATES,
  NO_COMPLIANCE_FACTS,
  type ComplianceFacts,
  type ComplianceProfileInput,
  type DirectorRecord,
  type IndianState,
  type ListingStatus,
  type NbfcLayer,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface StoredRow {
  nbfc_layer: NbfcLayer;
  asset_size_cr: number;
  deposit_taking: boolean;
  listing: ListingStatus;
  headcount: number;
  establishment_states: IndianState[];
  financial_year_start_month: number;
  gst_states: IndianState[];
  isd_registered: boolean;
  debt_listed: boolean;
  borrowings_100cr: boolean;
  csr_applies: boolean;
  rule9b_applies: boolean;
  tax_audit_required: boolean;
  sft_reporting: boolean;
  large_corporate: boolean;
  foreign_investment: boolean;
  ecb_borrower: boolean;
  directors: DirectorRecord[] | string;
  updated_at: Date;
  updated_by_name: string | null;
}

interface RegistrationRow {
  nbfc_type: string | null;
  current_asset_size: number | null;
  organization_type: string;
  state: string;
}

/** A saved profile: every fact known. */
export type FullProfileInput = ComplianceProfileInput & ComplianceFacts;

export interface LoadedProfile {
  input: FullProfileInput;
  confirmed: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Registration's NBFC type as an SBR layer: CICs and HFCs sit in the Middle layer at least. */
function layerFromType(nbfcType: string | null): NbfcLayer {
  if (nbfcType === 'Middle layer' || nbfcType === 'Core Investment Companies' || nbfcType === 'Housing Finance Companies') return 'Middle layer';
  if (nbfcType === 'Upper layer') return 'Upper layer';
  return 'Base layer';
}

function listingFromOrganization(type: string): ListingStatus {
  if (type === 'Public Limited Listed') return 'equity';
  if (type === 'Private Limited Debt Listed') return 'debt';
  return 'none';
}

/** The saved profile, or the one registration implies (so a new company's calendar is filled at once). */
export async function loadProfile(db: Queryable, companyId: string): Promise<LoadedProfile | null> {
  const stored = await db.one<StoredRow>(
    `SELECT p.nbfc_layer, p.asset_size_cr, p.deposit_taking, p.listing, p.headcount, p.establishment_states,
            p.financial_year_start_month, p.updated_at, p.gst_states, p.isd_registered, p.debt_listed, p.borrowings_100cr,
            p.csr_applies, p.rule9b_applies, p.tax_audit_required, p.sft_reporting, p.large_corporate, p.foreign_investment, p.ecb_borrower, p.directors,
            NULLIF(trim(concat(u.first_name, ' ', u.last_name)), '') AS updated_by_name
       FROM company_compliance_profiles p LEFT JOIN users u ON u.id = p.updated_by
      WHERE p.company_id = $1`,
    [companyId],
  );
  if (stored) {
    return {
      input: {
        nbfcLayer: stored.nbfc_layer,
        assetSizeCr: Number(stored.asset_size_cr),
        depositTaking: stored.deposit_taking,
        listing: stored.listing,
        headcount: stored.headcount,
        establishmentStates: stored.establishment_states,
        financialYearStartMonth: stored.financial_year_start_month,
        gstStates: stored.gst_states,
        isdRegistered: stored.isd_registered,
        debtListed: stored.debt_listed,
        borrowings100Cr: stored.borrowings_100cr,
        csrApplies: stored.csr_applies,
        rule9bApplies: stored.rule9b_applies,
        taxAuditRequired: stored.tax_audit_required,
        sftReporting: stored.sft_reporting,
        largeCorporate: stored.large_corporate,
        foreignInvestment: stored.foreign_investment,
        ecbBorrower: stored.ecb_borrower,
        directors: typeof stored.directors === 'string' ? (JSON.parse(stored.directors) as DirectorRecord[]) : stored.directors,
      },
      confirmed: true,
      updatedAt: new Date(stored.updated_at).toISOString(),
      updatedBy: stored.updated_by_name,
    };
  }
  const reg = await db.one<RegistrationRow>('SELECT nbfc_type, current_asset_size, organization_type, state FROM companies WHERE id = $1', [companyId]);
  if (!reg) return null;
  const state = INDIAN_STATES.find((s) => s.toLowerCase() === reg.state.trim().toLowerCase());
  return {
    input: {
      nbfcLayer: layerFromType(reg.nbfc_type),
      assetSizeCr: reg.current_asset_size === null ? 0 : Number(reg.current_asset_size),
      depositTaking: false,
      listing: listingFromOrganization(reg.organization_type),
      headcount: 0,
      establishmentStates: state ? [state] : [],
      financialYearStartMonth: 4,
      ...NO_COMPLIANCE_FACTS,
      debtListed: listingFromOrganization(reg.organization_type) === 'debt',
    },
    confirmed: false,
    updatedAt: null,
    updatedBy: null,
  };
}

export async function saveProfile(db: Queryable, companyId: string, p: FullProfileInput, userId: string): Promise<void> {
  await db.execute(
    `INSERT INTO company_compliance_profiles (company_id, nbfc_layer, asset_size_cr, deposit_taking, listing, headcount,
       establishment_states, financial_year_start_month, updated_at, updated_by, gst_states, isd_registered, debt_listed,
       borrowings_100cr, csr_applies, rule9b_applies, tax_audit_required, sft_reporting, large_corporate, foreign_investment, ecb_borrower, directors)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::jsonb)
     ON CONFLICT (company_id) DO UPDATE SET nbfc_layer = EXCLUDED.nbfc_layer, asset_size_cr = EXCLUDED.asset_size_cr,
       deposit_taking = EXCLUDED.deposit_taking, listing = EXCLUDED.listing, headcount = EXCLUDED.headcount,
       establishment_states = EXCLUDED.establishment_states,
       financial_year_start_month = EXCLUDED.financial_year_start_month, updated_at = now(), updated_by = EXCLUDED.updated_by,
       gst_states = EXCLUDED.gst_states, isd_registered = EXCLUDED.isd_registered, debt_listed = EXCLUDED.debt_listed,
       borrowings_100cr = EXCLUDED.borrowings_100cr, csr_applies = EXCLUDED.csr_applies, rule9b_applies = EXCLUDED.rule9b_applies,
       tax_audit_required = EXCLUDED.tax_audit_required, sft_reporting = EXCLUDED.sft_reporting,
       large_corporate = EXCLUDED.large_corporate, foreign_investment = EXCLUDED.foreign_investment,
       ecb_borrower = EXCLUDED.ecb_borrower, directors = EXCLUDED.directors`,
    [
      companyId,
      p.nbfcLayer,
      p.assetSizeCr,
      p.depositTaking,
      p.listing,
      p.headcount,
      p.establishmentStates,
      p.financialYearStartMonth,
      userId,
      p.gstStates,
      p.isdRegistered,
      p.debtListed,
      p.borrowings100Cr,
      p.csrApplies,
      p.rule9bApplies,
      p.taxAuditRequired,
      p.sftReporting,
      p.largeCorporate,
      p.foreignInvestment,
      p.ecbBorrower,
      JSON.stringify(p.directors),
    ],
  );
  // The registration fields other features read (RBI question bank, checklists) follow the profile;
  // a CIC or HFC keeps its own category.
  await db.execute(
    `UPDATE companies SET current_asset_size = $2,
       nbfc_type = CASE WHEN nbfc_type IS NULL OR nbfc_type IN ('Base layer', 'Middle layer', 'Upper layer') THEN $3 ELSE nbfc_type END,
       updated_at = now()
     WHERE id = $1`,
    [companyId, p.assetSizeCr, p.nbfcLayer],
  );
}
