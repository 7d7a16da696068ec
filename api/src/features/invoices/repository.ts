import type { BillingProfilePayload } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { settingRows, upsertSetting } from '../site-settings/repository';

const PROFILE_KEY = 'billingProfile';

/** The platform's GST particulars as the super-admin saved them, or null before the first save. */
export async function readBillingProfile(db: Queryable): Promise<BillingProfilePayload | null> {
  const row = (await settingRows(db)).find((r) => r.key === PROFILE_KEY);
  return row ? (row.value as BillingProfilePayload) : null;
}

export const writeBillingProfile = (db: Queryable, profile: BillingProfilePayload, userId: string) => upsertSetting(db, PROFILE_KEY, profile, userId);

/** What an invoice is made from: the successful payment, its plan and the company as it is now. */
export interface UninvoicedPayment {
  id: string;
  txnid: string;
  company_id: string;
  amount: number;
  taxable_value: number | null;
  gst_rate: number | null;
  package_gst_rate: number;
  package_name: string;
  layer: string;
  company_name: string;
  gstn: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  period_start: Date | null;
  period_end: Date | null;
}

/** Successful payments without an invoice, oldest first (the order their invoices are numbered in). */
export function uninvoicedPayments(db: Queryable, paymentId?: string): Promise<UninvoicedPayment[]> {
  return db.query<UninvoicedPayment>(
    `SELECT pay.id, pay.txnid, pay.company_id, pay.amount::float8 AS amount, pay.taxable_value::float8 AS taxable_value,
            pay.gst_rate::float8 AS gst_rate, pkg.gst_rate::float8 AS package_gst_rate, pkg.package_name, pkg.layer,
            c.company_name, c.gstn, c.address, c.city, c.state, c.pincode, s.period_start, s.period_end
       FROM payments pay
       JOIN subscription_packages pkg ON pkg.id = pay.package_id
       JOIN companies c ON c.id = pay.company_id
       LEFT JOIN company_subscriptions s ON s.payment_id = pay.id
      WHERE pay.status = 'success' AND ($1::uuid IS NULL OR pay.id = $1::uuid)
        AND NOT EXISTS (SELECT 1 FROM tax_invoices i WHERE i.payment_id = pay.id)
      ORDER BY pay.completed_at, pay.id`,
    [paymentId ?? null],
  );
}

export const countUninvoiced = async (db: Queryable) =>
  (await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM payments pay WHERE pay.status = 'success' AND NOT EXISTS (SELECT 1 FROM tax_invoices i WHERE i.payment_id = pay.id)`,
  ))!.n;

/**
 * Locks the payment row, then answers whether it still has no invoice: two transactions issuing at once
 * queue on the lock, and the second sees the first's invoice once it commits.
 */
export async function lockForInvoice(tx: Queryable, paymentId: string): Promise<boolean> {
  await tx.query('SELECT id FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
  const row = await tx.one<{ id: string }>('SELECT id FROM tax_invoices WHERE payment_id = $1', [paymentId]);
  return !row;
}

/** The next number of a series in a financial year; the counter row stays locked until the transaction ends. */
export async function nextInvoiceSequence(tx: Queryable, series: string, financialYear: string): Promise<number> {
  const row = await tx.one<{ last_number: number }>(
    `INSERT INTO invoice_counters (series, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [series, financialYear],
  );
  return row!.last_number;
}

export interface TaxInvoiceRow {
  id: string;
  payment_id: string | null;
  company_id: string | null;
  invoice_number: string;
  series: string;
  financial_year: string;
  sequence: number;
  invoice_date: string;
  supplier_name: string;
  supplier_gstin: string;
  supplier_address: string;
  supplier_state_code: string;
  customer_name: string;
  customer_gstin: string | null;
  customer_address: string;
  place_of_supply_code: string;
  sac: string;
  description: string;
  taxable_value: number;
  gst_rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  transaction_id: string;
}

export type NewTaxInvoice = Omit<TaxInvoiceRow, 'id'>;

const INVOICE_COLUMNS = `id, payment_id, company_id, invoice_number, series, financial_year, sequence, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date,
  supplier_name, supplier_gstin, supplier_address, supplier_state_code, customer_name, customer_gstin, customer_address,
  place_of_supply_code, sac, description, taxable_value::float8 AS taxable_value, gst_rate::float8 AS gst_rate,
  cgst::float8 AS cgst, sgst::float8 AS sgst, igst::float8 AS igst, total::float8 AS total, transaction_id`;

export async function insertTaxInvoice(tx: Queryable, invoice: NewTaxInvoice): Promise<void> {
  const columns = Object.keys(invoice) as (keyof NewTaxInvoice)[];
  await tx.execute(
    `INSERT INTO tax_invoices (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    columns.map((c) => invoice[c]),
  );
}

/** The invoice of a company's payment (tenant-scoped by the company of the session). */
export function findCompanyInvoice(db: Queryable, companyId: string, txnid: string): Promise<TaxInvoiceRow | null> {
  return db.one<TaxInvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM tax_invoices WHERE company_id = $1 AND transaction_id = $2`, [companyId, txnid]);
}

/** A company's payment as the invoice download needs it (tenant-scoped by the company of the session). */
export function findCompanyPaymentState(db: Queryable, companyId: string, txnid: string) {
  return db.one<{ id: string; txnid: string; status: string }>('SELECT id, txnid, status FROM payments WHERE company_id = $1 AND txnid = $2', [companyId, txnid]);
}
