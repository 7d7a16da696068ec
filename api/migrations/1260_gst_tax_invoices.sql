-- GST tax invoices: one per successful payment, numbered without gaps within a series and a financial year.
-- An issued invoice keeps its own copy of the supplier's and the customer's particulars, so a later change of
-- the platform's billing profile or the company's address does not change an invoice already given.

-- The price as charged: the taxable value and the rate when the payment began (a package may change later).
ALTER TABLE payments ADD COLUMN taxable_value numeric(12, 2);
ALTER TABLE payments ADD COLUMN gst_rate numeric(5, 2);

-- Trial days left at the first payment, added to the end of the first paid period.
ALTER TABLE company_subscriptions ADD COLUMN trial_days_credited int NOT NULL DEFAULT 0 CHECK (trial_days_credited >= 0);

-- The last number given in each series and financial year. Incremented by an upsert inside the transaction that
-- issues the invoice: the row stays locked until it commits, and a rollback gives the number back (no gaps).
CREATE TABLE invoice_counters (
  series text NOT NULL,
  financial_year text NOT NULL,
  last_number int NOT NULL CHECK (last_number >= 1),
  PRIMARY KEY (series, financial_year)
);

CREATE TABLE tax_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept when the payment or company goes: an invoice is an accounting record (CGST Act s. 35-36).
  payment_id uuid UNIQUE REFERENCES payments(id) ON DELETE SET NULL,
  company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
  invoice_number text NOT NULL UNIQUE CHECK (char_length(invoice_number) <= 16),
  series text NOT NULL,
  financial_year text NOT NULL,
  sequence int NOT NULL CHECK (sequence >= 1),
  invoice_date date NOT NULL,
  supplier_name text NOT NULL,
  supplier_gstin text NOT NULL,
  supplier_address text NOT NULL,
  supplier_state_code text NOT NULL,
  customer_name text NOT NULL,
  customer_gstin text,
  customer_address text NOT NULL,
  place_of_supply_code text NOT NULL,
  sac text NOT NULL,
  description text NOT NULL,
  taxable_value numeric(12, 2) NOT NULL,
  gst_rate numeric(5, 2) NOT NULL,
  cgst numeric(12, 2) NOT NULL DEFAULT 0,
  sgst numeric(12, 2) NOT NULL DEFAULT 0,
  igst numeric(12, 2) NOT NULL DEFAULT 0,
  total numeric(12, 2) NOT NULL,
  transaction_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (series, financial_year, sequence)
);
CREATE INDEX tax_invoices_company ON tax_invoices (company_id, invoice_date DESC);
