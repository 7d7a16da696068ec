-- The facts that decide which statutory obligations apply to a company (docs/decisions/0016-company-compliance-profile.md).
-- Until an admin saves it, the profile is derived from the registration data (no row here).
CREATE TABLE company_compliance_profiles (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  nbfc_layer text NOT NULL CHECK (nbfc_layer IN ('Base layer', 'Middle layer', 'Upper layer')),
  asset_size_cr numeric(14, 2) NOT NULL CHECK (asset_size_cr >= 0),
  deposit_taking boolean NOT NULL,
  listing text NOT NULL CHECK (listing IN ('none', 'equity', 'debt')),
  headcount integer NOT NULL CHECK (headcount >= 0),
  establishment_states text[] NOT NULL,
  financial_year_start_month integer NOT NULL DEFAULT 4 CHECK (financial_year_start_month BETWEEN 1 AND 12),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL
)
