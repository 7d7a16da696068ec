import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';

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

const PAYU_URLS = {
  test: { payment: 'https://test.payu.in/_payment', verify: 'https://test.payu.in/merchant/postservice.php?form=2' },
  production: { payment: 'https://secure.payu.in/_payment', verify: 'https://info.payu.in/merchant/postservice.php?form=2' },
} as const;

/** The path of the built-in test gateway page (same origin, so CSP form-action 'self' allows it). */
export const LOCAL_GATEWAY_PATH = '/api/payments/test-gateway';

/**
 * The local gateway serves only while PayU is not configured and PAYU_MODE is not 'production'.
 * It follows PAYU_MODE rather than NODE_ENV because `pnpm start` always runs with NODE_ENV=production,
 * and a single-machine install must still complete the round trip; a live site sets PAYU_MODE=production.
 */
export const localGatewayAllowed = (config: AppConfig) => config.payu.mode !== 'production' && !(config.payu.key && config.payu.salt);

async function localCredentials(db: Queryable): Promise<GatewayCredentials> {
  const row = await db.one<{ merchant_key: string; salt: string }>('SELECT merchant_key, salt FROM local_payment_gateway WHERE id = 1');
  if (!row) throw new Error('local_payment_gateway row missing');
  return { kind: 'local', key: row.merchant_key, salt: row.salt, paymentUrl: LOCAL_GATEWAY_PATH, verifyUrl: null };
}

/** The gateway new payments go to: PayU when configured, else the local one (never in PayU production mode). */
export async function activeGateway(db: Queryable, config: AppConfig): Promise<GatewayCredentials> {
  const { key, salt, mode } = config.payu;
  if (key && salt) return { kind: 'payu', key, salt, paymentUrl: PAYU_URLS[mode].payment, verifyUrl: PAYU_URLS[mode].verify };
  if (!localGatewayAllowed(config)) {
    throw new HttpError(503, 'Online payment is not configured yet. Please contact support.');
  }
  return localCredentials(db);
}

/** The credentials that signed an earlier payment (its gateway must still be available). */
export async function gatewayFor(db: Queryable, config: AppConfig, kind: GatewayKind): Promise<GatewayCredentials | null> {
  if (kind === 'local') return localGatewayAllowed(config) ? localCredentials(db) : null;
  const { key, salt, mode } = config.payu;
  return key && salt ? { kind: 'payu', key, salt, paymentUrl: PAYU_URLS[mode].payment, verifyUrl: PAYU_URLS[mode].verify } : null;
}
