import type { Queryable } from '../../db/database';
import { recordAudit } from '../audit/auditService';
import { insertTaxInvoice, lockForInvoice, nextInvoiceSequence, readBillingProfile, uninvoicedPayments } from './repository';
import { buildInvoice } from './taxInvoice';
import { financialYearOf } from 'shared-contracts';
import { istDate } from '../../dates';

/**
 * Issues the tax invoice of every successful payment that has none (or of one payment), oldest first, inside the
 * caller's transaction: the number is taken from the series' counter in the same transaction, so a rollback leaves
 * no gap. Without a billing profile nothing is issued; the payments wait and are invoiced when it is saved.
 * Answers the numbers issued.
 */
export async function issuePendingInvoices(tx: Queryable, options: { paymentId?: string; at?: Date } = {}): Promise<string[]> {
  const profile = await readBillingProfile(tx);
  if (!profile) return [];
  const at = options.at ?? new Date();
  const issued: string[] = [];
  for (const payment of await uninvoicedPayments(tx, options.paymentId)) {
    if (!(await lockForInvoice(tx, payment.id))) continue;
    const sequence = await nextInvoiceSequence(tx, profile.invoiceSeries, financialYearOf(istDate(at)));
    const invoice = buildInvoice(payment, profile, at, sequence);
    await insertTaxInvoice(tx, invoice);
    await recordAudit(tx, {
      companyId: payment.company_id,
      actorId: null,
      actorRole: 'system',
      action: 'invoice.issued',
      targetType: 'payment',
      targetId: payment.id,
      after: { invoiceNumber: invoice.invoice_number, total: invoice.total.toFixed(2), placeOfSupply: invoice.place_of_supply_code },
      ip: null,
    });
    issued.push(invoice.invoice_number);
  }
  return issued;
}
