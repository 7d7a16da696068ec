import type { PaymentRecord, PaymentStatus } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { GatewayKind } from './gateway';

export interface PaymentRow {
  id: string;
  txnid: string;
  company_id: string;
  package_id: string;
  package_name: string;
  layer: string;
  initiated_by: string | null;
  amount: number;
  gateway: GatewayKind;
  status: PaymentStatus;
  failure_reason: string | null;
  created_at: Date;
  completed_at: Date | null;
  invoice_number: string | null;
  trial_days_credited: number | null;
}

const PAYMENT_COLUMNS = `pay.id, pay.txnid, pay.company_id, pay.package_id, pkg.package_name, pkg.layer, pay.initiated_by,
  pay.amount::float8 AS amount, pay.gateway, pay.status, pay.failure_reason, pay.created_at, pay.completed_at,
  (SELECT i.invoice_number FROM tax_invoices i WHERE i.payment_id = pay.id) AS invoice_number,
  (SELECT s.trial_days_credited FROM company_subscriptions s WHERE s.payment_id = pay.id) AS trial_days_credited`;

export const formatAmount = (amount: number) => amount.toFixed(2);

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    txnid: row.txnid,
    status: row.status,
    amount: formatAmount(row.amount),
    packageId: row.package_id,
    packageName: row.package_name,
    layer: row.layer,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    invoiceNumber: row.invoice_number,
    trialDaysCredited: row.trial_days_credited ?? 0,
  };
}

export async function insertPayment(
  db: Queryable,
  p: { txnid: string; companyId: string; packageId: string; initiatedBy: string; amount: number; taxableValue: number; gateway: GatewayKind },
): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO payments (txnid, company_id, package_id, initiated_by, amount, gateway, taxable_value, gst_rate)
     SELECT $1, $2, $3, $4, $5, $6, $7, pkg.gst_rate FROM subscription_packages pkg WHERE pkg.id = $3 RETURNING id`,
    [p.txnid, p.companyId, p.packageId, p.initiatedBy, p.amount, p.gateway, p.taxableValue],
  );
  return row!.id;
}

/** By transaction id alone: only for the gateway's callbacks, which carry no session. */
export async function findPaymentByTxnid(db: Queryable, txnid: string): Promise<PaymentRow | null> {
  return db.one<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments pay JOIN subscription_packages pkg ON pkg.id = pay.package_id WHERE pay.txnid = $1`, [txnid]);
}

export async function findCompanyPayment(db: Queryable, companyId: string, txnid: string): Promise<PaymentRow | null> {
  return db.one<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments pay JOIN subscription_packages pkg ON pkg.id = pay.package_id
      WHERE pay.company_id = $1 AND pay.txnid = $2`,
    [companyId, txnid],
  );
}

export async function listCompanyPayments(db: Queryable, companyId: string, limit = 50): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments pay JOIN subscription_packages pkg ON pkg.id = pay.package_id
      WHERE pay.company_id = $1 ORDER BY pay.created_at DESC LIMIT $2`,
    [companyId, limit],
  );
}

/**
 * Moves an open payment to its outcome. Only 'initiated' or 'pending' rows change, so a replayed
 * callback changes nothing: answers whether this call made the change.
 */
export async function settlePayment(
  tx: Queryable,
  txnid: string,
  outcome: { status: PaymentStatus; gatewayPaymentId: string | null; gatewayStatus: string | null; failureReason: string | null },
): Promise<boolean> {
  const changed = await tx.execute(
    `UPDATE payments
        SET status = $2, gateway_payment_id = $3, gateway_status = $4, failure_reason = $5, updated_at = now(),
            completed_at = CASE WHEN $2 IN ('success', 'failure') THEN now() ELSE NULL END
      WHERE txnid = $1 AND status IN ('initiated', 'pending')`,
    [txnid, outcome.status, outcome.gatewayPaymentId, outcome.gatewayStatus, outcome.failureReason],
  );
  return changed > 0;
}

export async function companyContact(db: Queryable, companyId: string): Promise<{ mobile: string } | null> {
  return db.one<{ mobile: string }>('SELECT mobile FROM companies WHERE id = $1', [companyId]);
}
