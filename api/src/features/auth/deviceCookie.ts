import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie of OWASP's lock-out guidance ("Slow down online guessing attacks with device
 * cookies"): after a sign-in, the browser keeps `<nonce>.<HMAC(data key, account, nonce)>`. A later
 * sign-in to the same account from that browser is a known device: its failures count on the device
 * alone, and the account-wide and per-address slow-downs (which an attacker can trigger from elsewhere)
 * do not hold it back. Without the data key a cookie cannot be forged; it names no account in clear.
 */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const COOKIE_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

const cookieName = (secure: boolean) => (secure ? '__Host-device' : 'device');
const signature = (key: Buffer, email: string, nonce: string) => createHmac('sha256', key).update(`device:${email.trim().toLowerCase()}:${nonce}`).digest('base64url');

/** The device's id when this request carries a valid device cookie for this account, else null. */
export function knownDeviceOf(request: FastifyRequest, email: string): string | null {
  const value = request.cookies?.[cookieName(request.server.config.cookieSecure)];
  if (!value || !COOKIE_PATTERN.test(value)) return null;
  const [nonce, given] = value.split('.');
  const expected = Buffer.from(signature(request.server.dataKey, email, nonce));
  return timingSafeEqual(expected, Buffer.from(given)) ? nonce : null;
}

/** After a completed sign-in: this browser is a known device of the account (a new nonce each time). */
export function setDeviceCookie(reply: FastifyReply, email: string): void {
  const { config, dataKey } = reply.server;
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(cookieName(config.cookieSecure), `${nonce}.${signature(dataKey, email, nonce)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}
