import type { FastifyPluginAsync } from 'fastify';
import {
  BillingProfilePayloadSchema,
  BillingProfileResponseSchema,
  gstinProblem,
  gstinState,
  INVOICE_SERIES_PATTERN,
  PaymentParamsSchema,
  SAC_PATTERN,
  type BillingProfilePayload,
  type BillingProfileResponse,
  type PaymentParams,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { companyOf } from '../../requestCompany';
import { requestShape } from '../../requestShape';
import { recordAudit } from '../audit/auditService';
import { attachmentDisposition } from '../exports/csv';
import { countUninvoiced, findCompanyInvoice, findCompanyPaymentState, readBillingProfile, writeBillingProfile } from './repository';
import { issuePendingInvoices } from './service';
import { taxInvoicePdf } from './invoicePdf';

// Payloads: shared-contracts/src/billing/billingPayloads.ts. The rules below word the refusals, so Fastify checks the shape only.
const profileBody = requestShape(BillingProfilePayloadSchema, 'body', { required: true });

/** The profile as it will be stored, or a 400 naming the first field that is wrong. */
export function checkBillingProfile(body: BillingProfilePayload): BillingProfilePayload {
  const profile = {
    legalName: body.legalName.trim(),
    gstin: body.gstin.trim().toUpperCase(),
    address: body.address.trim(),
    invoiceSeries: body.invoiceSeries.trim().toUpperCase(),
    sac: body.sac.trim(),
  };
  if (!profile.legalName) throw new HttpError(400, 'Legal name is required');
  const gstin = gstinProblem(profile.gstin);
  if (gstin) throw new HttpError(400, gstin);
  if (!profile.address) throw new HttpError(400, 'Registered address is required');
  if (!INVOICE_SERIES_PATTERN.test(profile.invoiceSeries)) throw new HttpError(400, 'Invoice series must be 1 to 4 capital letters or digits, e.g. CM');
  if (!SAC_PATTERN.test(profile.sac)) throw new HttpError(400, 'SAC must be 6 digits starting with 99, e.g. 998315');
  return profile;
}

async function profileAnswer(db: Queryable): Promise<BillingProfileResponse> {
  const profile = await readBillingProfile(db);
  return { success: true, profile, supplierState: profile ? gstinState(profile.gstin) : null, invoicesWaiting: await countUninvoiced(db) };
}

/** Billing: the platform's GST particulars (super-admin) and each payment's GST tax invoice (the company's admin). */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const superAdminOnly = { preHandler: app.requireAuth(['super-admin']) };
  const answer = { response: { 200: BillingProfileResponseSchema } };

  app.get('/api/super-admin/billing-profile', { ...superAdminOnly, schema: answer }, async () => profileAnswer(app.db));

  app.put<{ Body: BillingProfilePayload }>('/api/super-admin/billing-profile', { ...superAdminOnly, schema: { body: profileBody, ...answer } }, async (request) => {
    const next = checkBillingProfile(request.body);
    await app.db.transaction(async (tx) => {
      const before = await readBillingProfile(tx);
      await writeBillingProfile(tx, next, request.auth!.userId);
      await recordAudit(tx, {
        companyId: null,
        actorId: request.auth!.userId,
        actorRole: 'super-admin',
        action: 'superadmin.billing_profile_updated',
        targetType: 'platform_settings',
        targetId: null,
        before,
        after: next,
        ip: request.ip,
      });
      // Payments made while no profile was set get their invoices now, in the order they were paid.
      await issuePendingInvoices(tx);
    });
    return profileAnswer(app.db);
  });

  app.get<{ Params: PaymentParams }>(
    '/api/payments/:txnid/invoice.pdf',
    { preHandler: app.requireAuth(['admin']), schema: { params: PaymentParamsSchema } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const payment = await findCompanyPaymentState(app.db, companyId, request.params.txnid);
      if (!payment) throw new HttpError(404, 'Payment not found');
      if (payment.status !== 'success') throw new HttpError(409, 'Only a successful payment has a tax invoice.');
      let invoice = await findCompanyInvoice(app.db, companyId, payment.txnid);
      if (!invoice) {
        await app.db.transaction((tx) => issuePendingInvoices(tx, { paymentId: payment.id }));
        invoice = await findCompanyInvoice(app.db, companyId, payment.txnid);
      }
      if (!invoice) throw new HttpError(409, 'The tax invoice for this payment is not ready yet: the platform has not set its GST details. Please try again later.');
      const pdf = await taxInvoicePdf(invoice);
      return reply
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`tax-invoice-${invoice.invoice_number.replace(/\//g, '-')}.pdf`))
        .send(pdf);
    },
  );
};
