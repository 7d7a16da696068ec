import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import type { AppConfig } from '../../config';
import { HttpError } from '../../httpError';
import { gatewayFor } from './gateway';
import { requestHash, responseHash, sameHash } from './payuHash';
import { findPaymentByTxnid, formatAmount } from './repository';
import { CALLBACK_PATHS, type GatewayResponse } from './service';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const rupees = (amount: string) => `₹${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
}

/**
 * The local stand-in for PayU's hosted checkout: checks the request hash and the stored amount as
 * PayU does, then offers Pay and Decline, each a plain form (no scripts, so the CSP holds) carrying a
 * correctly hashed response to the app's own callback endpoints.
 */
export async function renderTestGateway(db: Database, config: AppConfig, body: GatewayResponse): Promise<string> {
  const gateway = await gatewayFor(db, config, 'local');
  if (!gateway) throw new HttpError(404, 'Not found');
  const payment = body.txnid ? await findPaymentByTxnid(db, body.txnid) : null;
  if (!payment || payment.gateway !== 'local') throw new HttpError(400, 'Unknown payment transaction');
  if (payment.status !== 'initiated') throw new HttpError(409, 'This payment has already been completed');
  const request = {
    key: body.key ?? '',
    txnid: payment.txnid,
    amount: body.amount ?? '',
    productinfo: body.productinfo ?? '',
    firstname: body.firstname ?? '',
    email: body.email ?? '',
    udf1: body.udf1,
    udf2: body.udf2,
    udf3: body.udf3,
    udf4: body.udf4,
    udf5: body.udf5,
  };
  if (request.key !== gateway.key || !sameHash(requestHash(request, gateway.salt), body.hash ?? '')) {
    throw new HttpError(400, 'The payment request could not be verified');
  }
  if (request.amount !== formatAmount(payment.amount)) throw new HttpError(400, 'The amount does not match the payment');

  const mihpayid = `LOCAL${randomBytes(6).toString('hex')}`;
  const common = {
    key: request.key,
    txnid: request.txnid,
    amount: request.amount,
    productinfo: request.productinfo,
    firstname: request.firstname,
    email: request.email,
    udf1: request.udf1 ?? '',
    udf2: request.udf2 ?? '',
    udf3: request.udf3 ?? '',
    udf4: request.udf4 ?? '',
    udf5: request.udf5 ?? '',
    mihpayid,
    mode: 'CC',
  };
  const paid = { ...common, status: 'success', unmappedstatus: 'captured' };
  const declined = { ...common, status: 'failure', unmappedstatus: 'userCancelled', error_Message: 'The payment was declined on the test gateway.' };
  const amountText = rupees(request.amount);

  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Test payment gateway</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f3f5f9; color: #1f2937; margin: 0; padding: 1rem; }
    main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 10px; padding: 1.5rem; box-shadow: 0 2px 10px rgba(0,0,0,.08); }
    h1 { font-size: 1.3rem; margin: 0 0 .5rem; }
    .note { background: #fff7e6; border: 1px solid #f5c26b; border-radius: 6px; padding: .6rem .8rem; font-size: .9rem; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1.2rem 0; }
    dt { color: #6b7280; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
    .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
    button { font: inherit; font-weight: 600; border-radius: 6px; padding: .7rem 1.2rem; cursor: pointer; border: 1px solid transparent; min-height: 44px; }
    .pay { background: #16a34a; color: #fff; } .decline { background: #fff; color: #b91c1c; border-color: #b91c1c; }
  </style>
</head>
<body>
  <main>
    <h1>Test payment gateway</h1>
    <p class="note">This local gateway stands in for PayU because no PayU account is configured. No money is charged.</p>
    <dl>
      <dt>Merchant key</dt><dd>${escapeHtml(request.key)}</dd>
      <dt>Transaction</dt><dd>${escapeHtml(request.txnid)}</dd>
      <dt>Product</dt><dd>${escapeHtml(request.productinfo)}</dd>
      <dt>Paid by</dt><dd>${escapeHtml(request.firstname)} (${escapeHtml(request.email)})</dd>
      <dt>Amount</dt><dd>${escapeHtml(amountText)}</dd>
    </dl>
    <div class="actions">
      <form method="post" action="${CALLBACK_PATHS.success}">
      ${hiddenFields({ ...paid, hash: responseHash(paid, gateway.salt) })}
        <button type="submit" class="pay">Pay ${escapeHtml(amountText)}</button>
      </form>
      <form method="post" action="${CALLBACK_PATHS.failure}">
      ${hiddenFields({ ...declined, hash: responseHash(declined, gateway.salt) })}
        <button type="submit" class="decline">Decline payment</button>
      </form>
    </div>
  </main>
</body>
</html>`;
}
