import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Role } from 'shared-contracts';
import { findSession, type AuthContext } from '../features/auth/sessionService';
import { HttpError } from '../httpError';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; the company id always comes from here, never from the body or query. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: a live session, and when roles are given one of them (else 403). */
    requireAuth: (roles?: Role[]) => preHandlerAsyncHookHandler;
  }
}

/** Bearer token from the Authorization header only: never from a query string. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

/** The company of a company user; refuses the super-admin where a company is needed. */
export function companyOf(request: FastifyRequest): string {
  const companyId = request.auth?.companyId;
  if (!companyId) throw new HttpError(403, 'This action belongs to a company account');
  return companyId;
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
  app.decorateRequest('auth', null);
  app.addHook('onRoute', authFirst);
  app.decorate('requireAuth', (roles?: Role[]) => {
    const check = async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, 'Please sign in to continue');
      const auth = await findSession(app.db, token);
      if (!auth) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      request.auth = auth;
      if (roles && !roles.includes(auth.role)) {
        request.log.warn({ userId: auth.userId, role: auth.role, url: request.url }, 'access denied');
        throw new HttpError(403, 'You do not have permission to do this');
      }
    };
    authChecks.add(check);
    return check;
  });
});
