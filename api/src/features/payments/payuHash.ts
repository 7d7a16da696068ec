import { createHash, timingSafeEqual } from 'node:crypto';

/** Fields of a PayU hosted-checkout request that enter its hash. */
export interface PayuRequestFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

/** Fields PayU posts back to surl/furl that enter its reverse hash. */
export interface PayuResponseFields extends PayuRequestFields {
  status: string;
  additional_charges?: string;
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');
const udfs = (f: PayuRequestFields) => [f.udf1 ?? '', f.udf2 ?? '', f.udf3 ?? '', f.udf4 ?? '', f.udf5 ?? ''];

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function requestHash(f: PayuRequestFields, salt: string): string {
  return sha512([f.key, f.txnid, f.amount, f.productinfo, f.firstname, f.email, ...udfs(f), '', '', '', '', '', salt].join('|'));
}

/**
 * sha512([additional_charges|]SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key)
 */
export function responseHash(f: PayuResponseFields, salt: string): string {
  const parts = [salt, f.status, '', '', '', '', '', ...udfs(f).reverse(), f.email, f.firstname, f.productinfo, f.amount, f.txnid, f.key];
  if (f.additional_charges) parts.unshift(f.additional_charges);
  return sha512(parts.join('|'));
}

/** sha512(key|verify_payment|var1|SALT) for the verify_payment reconciliation call. */
export function verifyCommandHash(key: string, txnid: string, salt: string): string {
  return sha512([key, 'verify_payment', txnid, salt].join('|'));
}

/** Constant-time comparison of two hex digests (case-insensitive); false for anything malformed. */
export function sameHash(expected: string, received: string): boolean {
  if (!/^[0-9a-fA-F]{128}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase(), 'hex'), Buffer.from(received.toLowerCase(), 'hex'));
}

/** PayU forbids '|' inside hashed fields; it would also shift every later field. */
export const hashSafe = (value: string) => value.replace(/\|/g, ' ').trim();
