-- Plans (packages), the payments made for them, and the paid periods they buy.
-- The trial is not stored: it runs from companies.created_at for the platform's trial days.

CREATE TABLE subscription_packages (
  id text PRIMARY KEY,
  layer text NOT NULL,
  package_name text NOT NULL,
  description text NOT NULL,
  -- Monthly price before GST, in rupees.
  base_price numeric(12, 2) NOT NULL CHECK (base_price > 0),
  gst_rate numeric(5, 2) NOT NULL DEFAULT 18,
  seats_admin int NOT NULL CHECK (seats_admin >= 1),
  seats_maker int NOT NULL CHECK (seats_maker >= 0),
  seats_checker int NOT NULL CHECK (seats_checker >= 0),
  sort_order int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO subscription_packages (id, layer, package_name, description, base_price, seats_admin, seats_maker, seats_checker, sort_order) VALUES
  ('base-layer', 'Base Layer NBFC', 'Essential Compliance',
   'For base-layer NBFCs: RBI, MCA and HR assessments, the self-audit checklist, the document register and the compliance updates feed, for a small team.',
   4999, 1, 2, 0, 1),
  ('middle-layer', 'Middle Layer NBFC', 'Professional Compliance',
   'For middle-layer NBFCs under scale-based regulation: everything in Essential plus maker-checker review, risk register, task assignment and audit trail for a growing compliance team.',
   9999, 1, 5, 2, 2),
  ('upper-layer', 'Upper Layer NBFC', 'Enterprise Compliance',
   'For upper-layer NBFCs, CICs and HFCs with enhanced regulatory requirements: the full suite for a large compliance function with several reviewers.',
   19999, 1, 15, 5, 3);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Unique per attempt, at most 25 characters (PayU).
  txnid text NOT NULL UNIQUE CHECK (char_length(txnid) <= 25),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  package_id text NOT NULL REFERENCES subscription_packages(id),
  initiated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  -- Amount charged (GST included), computed on the server from the package.
  amount numeric(12, 2) NOT NULL,
  -- 'payu' (PayU test or live) or 'local' (the built-in test gateway, never in production).
  gateway text NOT NULL CHECK (gateway IN ('payu', 'local')),
  status text NOT NULL DEFAULT 'initiated' CHECK (status IN ('initiated', 'pending', 'success', 'failure')),
  gateway_payment_id text,
  gateway_status text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_company_time ON payments (company_id, created_at DESC);

CREATE TABLE company_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  package_id text NOT NULL REFERENCES subscription_packages(id),
  -- One paid period per successful payment: a replayed callback cannot add a second one.
  payment_id uuid NOT NULL UNIQUE REFERENCES payments(id),
  -- Seats as bought, so a later change of the package does not change a running period.
  seats_admin int NOT NULL,
  seats_maker int NOT NULL,
  seats_checker int NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_subscriptions_company_end ON company_subscriptions (company_id, period_end DESC);

-- Merchant key and salt of the local test gateway (used only without PayU configuration and
-- never in production): random per database, so its responses cannot be forged from the source.
CREATE TABLE local_payment_gateway (
  id int PRIMARY KEY CHECK (id = 1),
  merchant_key text NOT NULL,
  salt text NOT NULL
);
INSERT INTO local_payment_gateway (id, merchant_key, salt)
VALUES (1, 'LOCALTEST', replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
