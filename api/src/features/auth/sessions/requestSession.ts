import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config';

// The session cookie, read and written. Here rather than in plugins/auth.ts so the features that use it do not
// import plugins/ (which imports auth): no folder loop.

/** The session cookie: `__Host-session` (Secure) on https, `session` on http://localhost. */
export const sessionCookieName = (config: Pick<AppConfig, 'cookieSecure'>) => (config.cookieSecure ? '__Host-session' : 'session');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** The session token from the HttpOnly cookie only: never a header, a query string or a body. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[sessionCookieName(request.server.config)];
  return value && TOKEN_PATTERN.test(value) ? value : null;
}

/**
 * HttpOnly (scripts never see it), SameSite=Strict (never sent on a request another site starts),
 * Path=/, Secure with the __Host- prefix on https. No Max-Age: it ends with the browser; the server
 * ends it after the idle timeout or the absolute lifetime anyway.
 */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  const { config } = reply.server;
  reply.setCookie(sessionCookieName(config), token, { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: '/' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { config } = reply.server;
  reply.clearCookie(sessionCookieName(config), { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: '/' });
}
