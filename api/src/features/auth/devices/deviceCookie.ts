import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { purposeKey } from '../../secrets/purposeKey';

/**
 * The device cookie of OWASP's lock-out guidance ("Slow down online guessing attacks with device
 * cookies"): after a sign-in, the browser keeps a self-contained token saying "this browser signed in to
 * this account at this time". A later sign-in to the same account from that browser is a known device: its
 * failures count on the device alone, and the account-wide and per-address slow-downs (which an attacker can
 * trigger from elsewhere) do not hold it back. It names no account in clear.
 *
 * Format `device.v2.<issued at, unix seconds>.<nonce>.<mac>`: one type and one version, whose only algorithm
 * is HMAC-SHA-256 under a key derived from the configured data key for this purpose alone (purposeKey.ts).
 * The MAC covers the type, version, audience (this site's public origin), account, issue time and nonce, and
 * is checked before any of them is used. A cookie of any other shape (the v1 cookies before it included) is
 * simply not a known device: the sign-in goes on as from an unknown browser.
 */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** How far ahead of this server's clock an issue time may be (another instance's clock). */
const CLOCK_SKEW_SECONDS = 60;
const TYPE = 'device';
const VERSION = 'v2';
const TOKEN_PATTERN = /^device\.v2\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const cookieName = (secure: boolean) => (secure ? '__Host-device' : 'device');

/** The audience of a device token: the site that issued it, the only one that accepts it. */
export const deviceAudience = (publicUrl: string) => new URL(publicUrl).origin;

function mac(dataKey: Buffer, audience: string, email: string, issuedAt: string, nonce: string): string {
  const fields = [TYPE, VERSION, audience, email.trim().toLowerCase(), issuedAt, nonce];
  return createHmac('sha256', purposeKey(dataKey, 'deviceCookie')).update(fields.join('\n')).digest('base64url');
}

/** A new device token for this account, issued at `now`. */
export function mintDeviceToken(dataKey: Buffer, audience: string, email: string, now: Date): string {
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('base64url');
  return `${TYPE}.${VERSION}.${issuedAt}.${nonce}.${mac(dataKey, audience, email, issuedAt, nonce)}`;
}

/**
 * The device's id (its nonce) when `token` is a device token this site issued for this account and it is
 * within its lifetime at `now`; otherwise null. Each key is one the server was configured with.
 */
export function readDeviceToken(dataKeys: readonly Buffer[], audience: string, email: string, token: string, now: Date): string | null {
  const parts = TOKEN_PATTERN.exec(token);
  if (!parts) return null;
  const [, issuedAt, nonce, given] = parts;
  const authentic = dataKeys.some((key) => timingSafeEqual(Buffer.from(mac(key, audience, email, issuedAt, nonce)), Buffer.from(given)));
  if (!authentic) return null;
  // Only now is the content trusted: the validity window.
  const age = now.getTime() / 1000 - Number(issuedAt);
  return age >= -CLOCK_SKEW_SECONDS && age < DEVICE_TOKEN_LIFETIME_SECONDS ? nonce : null;
}

/** The device's id when this request carries a valid device cookie for this account, else null. */
export function knownDeviceOf(request: FastifyRequest, email: string): string | null {
  const { config, dataKeys } = request.server;
  const value = request.cookies?.[cookieName(config.cookieSecure)];
  return value ? readDeviceToken(dataKeys, deviceAudience(config.publicUrl), email, value, new Date()) : null;
}

/** After a completed sign-in: this browser is a known device of the account (a new nonce each time). */
export function setDeviceCookie(reply: FastifyReply, email: string): void {
  const { config, dataKey } = reply.server;
  reply.setCookie(cookieName(config.cookieSecure), mintDeviceToken(dataKey, deviceAudience(config.publicUrl), email, new Date()), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/',
    maxAge: DEVICE_TOKEN_LIFETIME_SECONDS,
  });
}
