import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayCallback, PaymentInitiateResult, PaymentStatus } from 'shared-contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import type { AuthContext } from '../auth/sessions/sessionService';
import { recordAudit } from '../audit/auditService';
import { findPackage } from '../subscriptions/repository';
import { activatePlan } from '../subscriptions/service';
import { issuePendingInvoices } from '../invoices/service';
import { activeGateway, gatewayFor, type GatewayCredentials } from './gateway';
import { hashSafe, requestHash, responseHash, sameHash, verifyCommandHash } from './payuHash';
import { companyContact, findPaymentByTxnid, formatAmount, insertPayment, settlePayment, type PaymentRow } from './repository';

/** Unique per attempt and at most 25 characters (PayU): time prefix + 48 random bits. */
export const newTxnid = () => `T${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();

export const CALLBACK_PATHS = { success: '/api/payments/payu/success', failure: '/api/payments/payu/failure' } as const;

/** Creates a payment for a package; the amount comes from the package, never from the client. */
export async function initiatePayment(
  db: Database,
  config: AppConfig,
  auth: AuthContext & { companyId: string },
  packageId: string,
  ip: string,
): Promise<PaymentInitiateResult> {
  const pkg = await findPackage(db, packageId);
  if (!pkg) throw new HttpError(404, 'The selected package is not available');
  const gateway = await activeGateway(db, config);
  const contact = await companyContact(db, auth.companyId);
  const txnid = newTxnid();
  const fields = {
    key: gateway.key,
    txnid,
    amount: formatAmount(pkg.totalPrice),
    productinfo: hashSafe(`${pkg.packageName} (${pkg.layer})`),
    firstname: hashSafe(auth.firstName) || 'Customer',
    email: auth.email,
    udf1: pkg.id,
  };
  await db.transaction(async (tx) => {
    const paymentId = await insertPayment(tx, {
      txnid,
      companyId: auth.companyId,
      packageId: pkg.id,
      initiatedBy: auth.userId,
      amount: pkg.totalPrice,
      taxableValue: pkg.basePrice,
      gateway: gateway.kind,
    });
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      actorRole: auth.role,
      action: 'payment.initiated',
      targetType: 'payment',
      targetId: paymentId,
      after: { txnid, packageId: pkg.id, amount: fields.amount, gateway: gateway.kind },
      ip,
    });
  });
  const paymentParams: Record<string, string> = {
    ...fields,
    phone: contact?.mobile ?? '',
    surl: `${config.publicUrl}${CALLBACK_PATHS.success}`,
    furl: `${config.publicUrl}${CALLBACK_PATHS.failure}`,
    hash: requestHash(fields, gateway.salt),
  };
  return { success: true, message: 'Payment initiated', payuUrl: gateway.paymentUrl, paymentParams };
}

/** What PayU (or the local gateway) posts back (its payload: GatewayCallbackSchema); any field may be absent. */
export type GatewayResponse = Partial<GatewayCallback>;

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const VERIFY_TIMEOUT_MS = 10_000;

/** Checks a callback against its payment: reverse hash, merchant key, amount. Throws 400 when tampered. */
export async function verifyResponse(db: Database, config: AppConfig, body: GatewayResponse) {
  const txnid = body.txnid ?? '';
  const payment = txnid ? await findPaymentByTxnid(db, txnid) : null;
  if (!payment) throw new HttpError(400, 'Unknown payment transaction');
  const gateway = await gatewayFor(db, config, payment.gateway);
  if (!gateway) throw new HttpError(400, 'The payment gateway of this transaction is not available');
  const fields = {
    key: body.key ?? '',
    txnid,
    amount: body.amount ?? '',
    productinfo: body.productinfo ?? '',
    firstname: body.firstname ?? '',
    email: body.email ?? '',
    udf1: body.udf1,
    udf2: body.udf2,
    udf3: body.udf3,
    udf4: body.udf4,
    udf5: body.udf5,
    status: body.status ?? '',
    additional_charges: body.additional_charges,
  };
  if (!sameHash(responseHash(fields, gateway.salt), body.hash ?? '')) {
    throw new HttpError(400, 'The payment response could not be verified');
  }
  if (fields.key !== gateway.key) throw new HttpError(400, 'The payment response is for another merchant');
  if (!AMOUNT.test(fields.amount) || Number(fields.amount).toFixed(2) !== formatAmount(payment.amount)) {
    throw new HttpError(400, 'The paid amount does not match the payment');
  }
  return { payment, gateway, status: fields.status };
}

interface Outcome {
  status: PaymentStatus;
  gatewayStatus: string | null;
  failureReason: string | null;
}

function outcomeOf(status: string, body: GatewayResponse): Outcome {
  const gatewayStatus = body.unmappedstatus ?? null;
  if (status === 'success') return { status: 'success', gatewayStatus, failureReason: null };
  if (status === 'pending') return { status: 'pending', gatewayStatus, failureReason: 'The bank has not confirmed the payment yet.' };
  const reason = (body.error_Message || body.field9 || '').slice(0, 300) || 'The payment was not completed.';
  return { status: 'failure', gatewayStatus, failureReason: reason };
}

/**
 * PayU's verify_payment: a success is trusted only when PayU's own record agrees. A network error
 * keeps the hash-verified outcome (the hash already proves PayU signed it) and is logged.
 */
async function reconcile(gateway: GatewayCredentials, payment: PaymentRow, claimed: Outcome, log: FastifyBaseLogger): Promise<Outcome> {
  if (!gateway.verifyUrl || claimed.status !== 'success') return claimed;
  try {
    const form = new URLSearchParams({
      key: gateway.key,
      command: 'verify_payment',
      var1: payment.txnid,
      hash: verifyCommandHash(gateway.key, payment.txnid, gateway.salt),
    });
    const answer = await fetch(gateway.verifyUrl, {
      method: 'POST',
      body: form,
      // PayU's answer comes from the fixed address or not at all: a redirect is never followed (ASVS 15.3.2).
      redirect: 'error',
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const data = (await answer.json()) as { transaction_details?: Record<string, { status?: string; amt?: string }> };
    const record = data.transaction_details?.[payment.txnid];
    if (record?.status === 'success' && Number(record.amt).toFixed(2) === formatAmount(payment.amount)) return claimed;
    log.warn({ txnid: payment.txnid, verified: record?.status }, 'verify_payment disagrees with the callback');
    return { status: 'pending', gatewayStatus: record?.status ?? null, failureReason: 'PayU has not confirmed this payment yet.' };
  } catch (error) {
    log.warn({ txnid: payment.txnid, err: error }, 'verify_payment unavailable; keeping the verified callback');
    return claimed;
  }
}

/** Settles a verified callback once; a replay changes nothing. Answers the payment's txnid. */
export async function settleFromGateway(db: Database, config: AppConfig, body: GatewayResponse, ip: string, log: FastifyBaseLogger) {
  const { payment, gateway, status } = await verifyResponse(db, config, body);
  if (payment.status === 'success' || payment.status === 'failure') return payment.txnid; // replay
  const outcome = await reconcile(gateway, payment, outcomeOf(status, body), log);
  await db.transaction(async (tx) => {
    const changed = await settlePayment(tx, payment.txnid, { ...outcome, gatewayPaymentId: body.mihpayid?.slice(0, 100) ?? null });
    if (!changed) return;
    const audit = { companyId: payment.company_id, actorId: payment.initiated_by, actorRole: 'admin', ip };
    await recordAudit(tx, {
      ...audit,
      action: `payment.${outcome.status}`,
      targetType: 'payment',
      targetId: payment.id,
      before: { status: payment.status },
      after: { status: outcome.status, amount: formatAmount(payment.amount), gateway: payment.gateway, reason: outcome.failureReason },
    });
    if (outcome.status !== 'success') return;
    // A package withdrawn after the payment started still activates: it was paid for.
    const paid = await findPackage(tx, payment.package_id, { includeRetired: true });
    if (!paid) throw new Error(`package ${payment.package_id} of payment ${payment.txnid} is missing`);
    const period = await activatePlan(tx, config, payment.company_id, paid, payment.id);
    await recordAudit(tx, {
      ...audit,
      action: 'subscription.activated',
      targetType: 'subscription',
      targetId: payment.package_id,
      after: {
        packageId: paid.id,
        seats: paid.seats,
        periodStart: period.periodStart,
        periodEnd: period.periodEnd,
        trialDaysCredited: period.trialDaysCredited,
        txnid: payment.txnid,
      },
    });
    // Numbered in this transaction: a payment that does not commit takes no invoice number.
    await issuePendingInvoices(tx, { paymentId: payment.id });
  });
  return payment.txnid;
}
