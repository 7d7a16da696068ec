import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Role } from 'shared-contracts';
import type { AppConfig } from '../config';
import type { AuthContext } from '../features/auth/sessions/sessionService';
import { SIGN_IN_MESSAGES } from 'shared-contracts';
import { allowedWhileEnrolling } from '../features/auth/mfa/mfaEnrolmentGate';
import { SessionStore } from '../features/auth/sessions/sessionStore';
import { clearSessionCookie, sessionTokenOf } from '../features/auth/sessions/requestSession';
import { HttpError } from '../httpError';
import { isApiRequest } from '../apiRequest';
import { loggedPath } from '../logSafe';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; the company id always comes from here, never from the body or query. */
    auth: AuthContext | null;
    /** performance.now() when the session was checked: every change committed before it is known here. */
    authAt: number;
  }
  interface FastifyInstance {
    /** preHandler: a live session, and when roles are given one of them (else 403). */
    requireAuth: (roles?: Role[]) => preHandlerAsyncHookHandler;
    /** Session tokens → callers, cached per instance, revoked everywhere at once. */
    sessions: SessionStore;
  }
  interface FastifyContextConfig {
    /** The route takes cross-site form posts (payment gateway callbacks): no Origin check. */
    crossSite?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FOREIGN_ORIGIN_MESSAGE = 'This request did not come from this site. Please reload the page and try again.';

/**
 * Request forgery defence besides SameSite=Strict: a state-changing API call that a browser sends from
 * another origin is refused. Browsers send Origin (and Sec-Fetch-Site) on every POST/PUT/PATCH/DELETE;
 * a call with neither comes from a program, not from a page an attacker controls.
 */
function sameOriginCheck(config: AppConfig): onRequestAsyncHookHandler {
  const trusted = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  return async function sameOrigin(request) {
    if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (request.routeOptions.config?.crossSite) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (trusted.has(origin) || origin === `${request.protocol}://${request.host}`) return;
    } else {
      const site = request.headers['sec-fetch-site'];
      if (site === undefined || site === 'same-origin' || site === 'none') return;
    }
    request.log.warn({ origin, site: request.headers['sec-fetch-site'], route: loggedPath(request) }, 'cross-site request refused');
    throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
  };
}

/** The checks requireAuth made, so the onRoute hook below can find them among a route's preHandlers. */
const authChecks = new WeakSet<object>();

/**
 * Routes declare `preHandler: app.requireAuth(...)`; the check is moved to the route's onRequest,
 * before the body is parsed and validated: a caller without the right session or role gets 401/403
 * whatever it sent, and learns nothing of the route's body rules.
 */
function authFirst(route: RouteOptions) {
  const preHandlers = [route.preHandler ?? []].flat();
  const checks = preHandlers.filter((hook) => authChecks.has(hook));
  if (checks.length === 0) return;
  route.preHandler = preHandlers.filter((hook) => !authChecks.has(hook));
  route.onRequest = [...[route.onRequest ?? []].flat(), ...(checks as unknown as onRequestAsyncHookHandler[])];
}

export const authPlugin = fp(async (app) => {
  await app.register(cookie);
  const store = new SessionStore(app.db, { idleMinutes: app.config.sessionIdleMinutes, cacheSeconds: app.config.sessionCacheSeconds });
  await store.start();
  app.addHook('onClose', async () => store.stop());
  app.decorate('sessions', store);
  app.decorateRequest('auth', null);
  app.decorateRequest('authAt', 0);
  app.addHook('onRequest', sameOriginCheck(app.config));
  app.addHook('onRoute', authFirst);
  app.decorate('requireAuth', (roles?: Role[]) => {
    const check = async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
      const token = sessionTokenOf(request);
      if (!token) throw new HttpError(401, 'Please sign in to continue');
      request.authAt = performance.now();
      const auth = await store.resolve(token);
      if (!auth) {
        clearSessionCookie(reply);
        throw new HttpError(401, 'Your session has expired. Please sign in again.');
      }
      request.auth = auth;
      // A user who has not enrolled yet (a new admin's first session) may only set up two-step verification first.
      if (auth.mfaPending && !allowedWhileEnrolling(request)) throw new HttpError(403, SIGN_IN_MESSAGES.mfaEnrolmentFirst);
      if (roles && !roles.includes(auth.role)) {
        request.log.warn({ userId: auth.userId, role: auth.role, route: loggedPath(request) }, 'access denied');
        throw new HttpError(403, 'You do not have permission to do this');
      }
    };
    authChecks.add(check);
    return check;
  });
});
