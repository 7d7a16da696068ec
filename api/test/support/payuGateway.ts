import type { FastifyInstance } from 'fastify';
import type { PaymentInitiateResult } from 'shared-contracts';
import { responseHash, type PayuResponseFields } from '../../src/features/payments/payuHash';
import { sessionHeaders } from './testApp';

/** The local test gateway's merchant salt (random per database). */
export async function localSalt(app: FastifyInstance): Promise<string> {
  const row = await app.db.one<{ salt: string }>('SELECT salt FROM local_payment_gateway WHERE id = 1');
  return row!.salt;
}

export async function initiate(app: FastifyInstance, token: string, packageId: string) {
  const res = await app.inject({ method: 'POST', url: '/api/payments/initiate', headers: sessionHeaders(token), payload: { packageId } });
  return { res, body: res.json() as PaymentInitiateResult };
}

/** What the gateway posts back for a request, signed with `salt`. */
export function gatewayAnswer(params: Record<string, string>, status: string, salt: string, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    key: params.key,
    txnid: params.txnid,
    amount: params.amount,
    productinfo: params.productinfo,
    firstname: params.firstname,
    email: params.email,
    udf1: params.udf1 ?? '',
    status,
    mihpayid: '403993715531077182',
    unmappedstatus: status === 'success' ? 'captured' : 'failed',
    ...changes,
  };
  return { ...fields, hash: responseHash(fields as unknown as PayuResponseFields, salt) };
}

export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
