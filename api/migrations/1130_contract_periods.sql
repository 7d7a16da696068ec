-- A plan period agreed by contract (an enterprise team larger than any plan on offer, invoiced outside the online
-- checkout): granted by a super-admin with the contract's reference instead of a payment. Either a payment or a
-- contract reference is always there, so every period says where it came from.
ALTER TABLE company_subscriptions ALTER COLUMN payment_id DROP NOT NULL;
ALTER TABLE company_subscriptions ADD COLUMN contract_reference text;
ALTER TABLE company_subscriptions ADD COLUMN granted_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE company_subscriptions ADD CONSTRAINT company_subscriptions_paid_or_contracted
  CHECK ((payment_id IS NULL) <> (contract_reference IS NULL));
