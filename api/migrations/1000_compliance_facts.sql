-- docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md: the facts beyond the layer that decide which obligation families apply (GST, SEBI LODR for
-- listed debt, secretarial audit, CSR, PAS-6, tax audit, SFT) and the directors whose DIR-3 KYC falls due.
ALTER TABLE company_compliance_profiles
  ADD COLUMN gst_states text[] NOT NULL DEFAULT '{}',
  ADD COLUMN isd_registered boolean NOT NULL DEFAULT false,
  ADD COLUMN debt_listed boolean NOT NULL DEFAULT false,
  ADD COLUMN borrowings_100cr boolean NOT NULL DEFAULT false,
  ADD COLUMN csr_applies boolean NOT NULL DEFAULT false,
  ADD COLUMN rule9b_applies boolean NOT NULL DEFAULT false,
  ADD COLUMN tax_audit_required boolean NOT NULL DEFAULT false,
  ADD COLUMN sft_reporting boolean NOT NULL DEFAULT false,
  ADD COLUMN large_corporate boolean NOT NULL DEFAULT false,
  ADD COLUMN directors jsonb NOT NULL DEFAULT '[]';

-- A company that listed only debt at registration has debt listed.
UPDATE company_compliance_profiles SET debt_listed = true WHERE listing = 'debt';

-- What happened on a date that starts a statutory clock (AGM held, auditor appointed, fraud classified...).
CREATE TABLE company_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind text NOT NULL,
  event_date date NOT NULL,
  note text NOT NULL DEFAULT '',
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_events_company ON company_events (company_id, event_date);
