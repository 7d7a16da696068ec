import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../features/audit/auditService';
import { sessionCookieName } from '../features/auth/sessions/requestSession';
import { isApiRequest } from '../apiRequest';

/** Refusals worth a trace: no session, no permission, and anti-automation limits reached. */
const ACTIONS: Record<number, string> = { 401: 'access.unauthenticated', 403: 'access.denied', 429: 'access.rate_limited' };
/** Sign-in records its own failures (auth.login_failed) with the account they concern. */
const SELF_AUDITED = new Set(['POST /api/auth/login']);
/** Unauthenticated refusals recorded per client address and minute; beyond this they go to the server log only. */
const ANONYMOUS_PER_MINUTE = 30;

/**
 * A fixed window per client address, so anonymous 401s cannot flood the append-only trail
 * (refusals of signed-in callers, 403s, are always recorded: their caller is known).
 */
class RefusalBudget {
  private windows = new Map<string, { start: number; count: number }>();
  take(ip: string, now = Date.now()): boolean {
    const w = this.windows.get(ip);
    if (!w || now - w.start >= 60_000) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(ip, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= ANONYMOUS_PER_MINUTE;
  }
}

/** Whether the caller sent a session cookie at all (the API reads no Authorization header since sessions moved to the cookie). */
const presentedSession = (request: FastifyRequest) => request.cookies?.[sessionCookieName(request.server.config)] !== undefined;

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/** Every 401, 403 and 429 the API answers goes to the audit trail (ASVS 16.3.2, 16.3.3): who, which route, from where. */
export const auditRefusalsPlugin = fp(async (app) => {
  const budget = new RefusalBudget();
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (!ACTIONS[status] || !isApiRequest(request)) return payload;
    const route = routeOf(request);
    if (status === 401 && SELF_AUDITED.has(route)) return payload;
    const auth = request.auth;
    if (!auth && !budget.take(request.ip)) {
      request.log.warn({ route, ip: request.ip, status }, 'refusal not audited: too many from this client');
      return payload;
    }
    try {
      await recordAudit(app.db, {
        companyId: auth?.companyId ?? null,
        actorId: auth?.userId ?? null,
        actorRole: auth?.role ?? null,
        action: ACTIONS[status],
        targetType: 'route',
        targetId: route,
        // The path without its query string: a query may carry what does not belong in a log.
        after: { status, path: request.url.split('?')[0].slice(0, 300), credentials: presentedSession(request) },
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error, route }, 'could not audit a refusal');
    }
    return payload;
  });
});
