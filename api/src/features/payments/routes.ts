import type { FastifyPluginAsync } from 'fastify';
import type { PaymentListResponse, PaymentResponse } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { HttpError } from '../../httpError';
import { findCompanyPayment, listCompanyPayments, toPaymentRecord } from './repository';
import { gatewayStartupNotice } from './gateway';
import { initiatePayment, settleFromGateway, type GatewayResponse } from './service';
import { renderTestGateway } from './testGateway';

const FORM_LIMIT = 64 * 1024;
const callbackSchema = { body: { type: 'object', additionalProperties: { type: 'string' } } } as const;

/** Payments: initiation (admin), the gateway's return, the local test gateway and the result. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const notice = gatewayStartupNotice(app.config);
  if (notice) app.log[notice.level](notice.message);
  // PayU posts form-encoded callbacks; only this plugin accepts that content type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Body: { packageId: string } }>(
    '/api/payments/initiate',
    {
      preHandler: app.requireAuth(['admin']),
      schema: {
        body: {
          type: 'object',
          required: ['packageId'],
          additionalProperties: false,
          properties: { packageId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      return initiatePayment(app.db, app.config, { ...request.auth!, companyId }, request.body.packageId, request.ip);
    },
  );

  // The browser arrives here from the gateway; after verifying, it goes to the app's result page.
  for (const outcome of ['success', 'failure'] as const) {
    // PayU posts these from its own site: authenticated by the reverse hash, not by Origin.
    app.post<{ Body: GatewayResponse }>(`/api/payments/payu/${outcome}`, { schema: callbackSchema, config: { crossSite: true } }, async (request, reply) => {
      const txnid = await settleFromGateway(app.db, app.config, request.body, request.ip, request.log);
      return reply.redirect(`/admin/subscription/result?txnid=${encodeURIComponent(txnid)}`, 303);
    });
  }

  app.post<{ Body: GatewayResponse }>('/api/payments/test-gateway', { schema: callbackSchema }, async (request, reply) => {
    const html = await renderTestGateway(app.db, app.config, request.body);
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/api/payments', { preHandler: app.requireAuth(['admin']) }, async (request): Promise<PaymentListResponse> => {
    const rows = await listCompanyPayments(app.db, companyOf(request));
    return { success: true, payments: rows.map(toPaymentRecord) };
  });

  app.get<{ Params: { txnid: string } }>(
    '/api/payments/:txnid',
    {
      preHandler: app.requireAuth(['admin']),
      schema: { params: { type: 'object', properties: { txnid: { type: 'string', maxLength: 25 } } } },
    },
    async (request): Promise<PaymentResponse> => {
      const row = await findCompanyPayment(app.db, companyOf(request), request.params.txnid);
      if (!row) throw new HttpError(404, 'Payment not found');
      return { success: true, payment: toPaymentRecord(row) };
    },
  );
};
