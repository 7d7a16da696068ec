import type { Queryable } from '../../db/database';

/** The built-in test gateway's key and salt (made at install, never sent to a browser). */
export function localGatewayKeys(db: Queryable) {
  return db.one<{ merchant_key: string; salt: string }>('SELECT merchant_key, salt FROM local_payment_gateway WHERE id = 1');
}
