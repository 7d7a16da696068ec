import { INDIAN_STATES, type ComplianceProfileInput, type IndianState, type ListingStatus, type NbfcLayer } from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface StoredRow {
  nbfc_layer: NbfcLayer;
  asset_size_cr: number;
  deposit_taking: boolean;
  listing: ListingStatus;
  headcount: number;
  establishment_states: IndianState[];
  financial_year_start_month: number;
  updated_at: Date;
  updated_by_name: string | null;
}

interface RegistrationRow {
  nbfc_type: string | null;
  current_asset_size: number | null;
  organization_type: string;
  state: string;
}

export interface LoadedProfile {
  input: ComplianceProfileInput;
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
            p.financial_year_start_month, p.updated_at,
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
    },
    confirmed: false,
    updatedAt: null,
    updatedBy: null,
  };
}

export async function saveProfile(db: Queryable, companyId: string, p: ComplianceProfileInput, userId: string): Promise<void> {
  await db.execute(
    `INSERT INTO company_compliance_profiles (company_id, nbfc_layer, asset_size_cr, deposit_taking, listing, headcount,
       establishment_states, financial_year_start_month, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9)
     ON CONFLICT (company_id) DO UPDATE SET nbfc_layer = EXCLUDED.nbfc_layer, asset_size_cr = EXCLUDED.asset_size_cr,
       deposit_taking = EXCLUDED.deposit_taking, listing = EXCLUDED.listing, headcount = EXCLUDED.headcount,
       establishment_states = EXCLUDED.establishment_states,
       financial_year_start_month = EXCLUDED.financial_year_start_month, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [companyId, p.nbfcLayer, p.assetSizeCr, p.depositTaking, p.listing, p.headcount, p.establishmentStates, p.financialYearStartMonth, userId],
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
