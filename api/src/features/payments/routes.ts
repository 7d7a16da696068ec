import type { FastifyPluginAsync } from 'fastify';
import {
  GatewayCallbackSchema,
  PaymentInitiateRequestSchema,
  PaymentInitiateResultSchema,
  PaymentListResponseSchema,
  PaymentParamsSchema,
  PaymentResponseSchema,
  type GatewayCallback,
  type PaymentInitiateRequest,
  type PaymentParams,
} from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { HttpError } from '../../httpError';
import { findCompanyPayment, listCompanyPayments, toPaymentRecord } from './repository';
import { gatewayStartupNotice } from './gateway';
import { initiatePayment, settleFromGateway } from './service';
import { renderTestGateway } from './testGateway';

const FORM_LIMIT = 64 * 1024;
const callbackSchema = { body: GatewayCallbackSchema };

/** Payments: initiation (admin), the gateway's return, the local test gateway and the result. Payloads: shared-contracts/src/billing/subscriptionPayloads.ts. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const notice = gatewayStartupNotice(app.config);
  if (notice) app.log[notice.level](notice.message);
  // PayU posts form-encoded callbacks; only this plugin accepts that content type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Body: PaymentInitiateRequest }>(
    '/api/payments/initiate',
    { preHandler: app.requireAuth(['admin']), schema: { body: PaymentInitiateRequestSchema, response: { 200: PaymentInitiateResultSchema } } },
    async (request) => {
      const companyId = companyOf(request);
      return initiatePayment(app.db, app.config, { ...request.auth!, companyId }, request.body.packageId, request.ip);
    },
  );

  // The browser arrives here from the gateway; after verifying, it goes to the app's result page.
  for (const outcome of ['success', 'failure'] as const) {
    // PayU posts these from its own site: authenticated by the reverse hash, not by Origin.
    app.post<{ Body: GatewayCallback }>(`/api/payments/payu/${outcome}`, { schema: callbackSchema, config: { crossSite: true } }, async (request, reply) => {
      const txnid = await settleFromGateway(app.db, app.config, request.body, request.ip, request.log);
      return reply.redirect(`/admin/subscription/result?txnid=${encodeURIComponent(txnid)}`, 303);
    });
  }

  app.post<{ Body: GatewayCallback }>('/api/payments/test-gateway', { schema: callbackSchema }, async (request, reply) => {
    const html = await renderTestGateway(app.db, app.config, request.body);
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/api/payments', { preHandler: app.requireAuth(['admin']), schema: { response: { 200: PaymentListResponseSchema } } }, async (request) => {
    const rows = await listCompanyPayments(app.db, companyOf(request));
    return { success: true as const, payments: rows.map(toPaymentRecord) };
  });

  app.get<{ Params: PaymentParams }>(
    '/api/payments/:txnid',
    { preHandler: app.requireAuth(['admin']), schema: { params: PaymentParamsSchema, response: { 200: PaymentResponseSchema } } },
    async (request) => {
      const row = await findCompanyPayment(app.db, companyOf(request), request.params.txnid);
      if (!row) throw new HttpError(404, 'Payment not found');
      return { success: true as const, payment: toPaymentRecord(row) };
    },
  );
};
