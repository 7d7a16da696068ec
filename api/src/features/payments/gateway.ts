import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { localGatewayKeys } from './gatewayRepository';

export type GatewayKind = 'payu' | 'local';

export interface GatewayCredentials {
  kind: GatewayKind;
  key: string;
  salt: string;
  /** Where the browser posts the payment form. */
  paymentUrl: string;
  /** PayU's verify_payment endpoint; null for the local test gateway. */
  verifyUrl: string | null;
}

export const PAYU_URLS = {
  test: { payment: 'https://test.payu.in/_payment', verify: 'https://test.payu.in/merchant/postservice.php?form=2' },
  production: { payment: 'https://secure.payu.in/_payment', verify: 'https://info.payu.in/merchant/postservice.php?form=2' },
} as const;

/** The path of the built-in test gateway page (same origin, so CSP form-action 'self' allows it). */
export const LOCAL_GATEWAY_PATH = '/api/payments/test-gateway';

const payuConfigured = (config: AppConfig) => Boolean(config.payu.key && config.payu.salt);

/**
 * The local gateway (no money charged) serves when PAYU_MODE=local says so explicitly, or outside
 * production while PayU is not configured. With NODE_ENV=production it is never the silent default:
 * any admin could otherwise activate a paid plan without paying.
 */
export const localGatewayAllowed = (config: AppConfig) =>
  config.payu.mode === 'local' || (!config.production && config.payu.mode !== 'production' && !payuConfigured(config));

/** What the server says at start about payments, when something needs the operator's attention. */
export function gatewayStartupNotice(config: AppConfig): { level: 'error' | 'warn'; message: string } | null {
  if (config.payu.mode === 'local') {
    return config.production
      ? { level: 'warn', message: 'PAYU_MODE=local: payments go to the local test gateway and no money is charged. Never use this on a live site.' }
      : null;
  }
  if (payuConfigured(config) || localGatewayAllowed(config)) return null;
  const why = config.production ? 'NODE_ENV=production' : 'PAYU_MODE=production';
  return {
    level: 'error',
    message:
      `Online payment is off: ${why} and PAYU_KEY / PAYU_SALT are not set, so payment initiation answers 503. ` +
      'Set PAYU_KEY and PAYU_SALT (and PAYU_MODE=test or production), or PAYU_MODE=local to allow the local test gateway that charges nothing.',
  };
}

async function localCredentials(db: Queryable): Promise<GatewayCredentials> {
  const row = await localGatewayKeys(db);
  if (!row) throw new Error('local_payment_gateway row missing');
  return { kind: 'local', key: row.merchant_key, salt: row.salt, paymentUrl: LOCAL_GATEWAY_PATH, verifyUrl: null };
}

function payuCredentials(config: AppConfig): GatewayCredentials | null {
  const { key, salt, mode } = config.payu;
  if (!key || !salt || mode === 'local') return null;
  return { kind: 'payu', key, salt, paymentUrl: PAYU_URLS[mode].payment, verifyUrl: PAYU_URLS[mode].verify };
}

/**
 * Origins the payment form may be posted to (CSP form-action besides 'self'): only the PayU site the configured
 * keys belong to, so a live site does not also allow posting card payments to PayU's test system.
 */
export function paymentFormOrigins(config: AppConfig): string[] {
  const payu = payuCredentials(config);
  return payu ? [new URL(payu.paymentUrl).origin] : [];
}

/** The gateway new payments go to: PAYU_MODE=local → local; PayU when configured; else local only outside production. */
export async function activeGateway(db: Queryable, config: AppConfig): Promise<GatewayCredentials> {
  const payu = payuCredentials(config);
  if (payu) return payu;
  if (!localGatewayAllowed(config)) {
    throw new HttpError(503, 'Online payment is not configured yet. Please contact support.');
  }
  return localCredentials(db);
}

/** The credentials that signed an earlier payment (its gateway must still be available). */
export async function gatewayFor(db: Queryable, config: AppConfig, kind: GatewayKind): Promise<GatewayCredentials | null> {
  if (kind === 'local') return localGatewayAllowed(config) ? localCredentials(db) : null;
  return payuCredentials(config);
}
