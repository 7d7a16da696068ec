import fp from 'fastify-plugin';
import { CurrentSubscriptionResponseSchema, PackagesResponseSchema } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { sessionTokenOf } from '../auth/sessions/requestSession';
import { HttpError } from '../../httpError';
import { listPackages } from './repository';
import { ReadCache } from '../../readCache';
import { currentSubscription, endedPlanMessage } from './service';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Signing in and out, and the way back to a plan, keep working after the trial or plan ends.
const OPEN_AFTER_EXPIRY = ['/api/auth/', '/api/subscriptions/', '/api/payments/'];

/**
 * Plans and the current subscription; wrapped with fastify-plugin so that its hook applies to
 * every route of the app: once the trial or paid plan has ended, a company user's writes answer
 * 402 (reads, sign-in/out, plans and payments keep working).
 */
export const subscriptionRoutes = fp(
  async (app) => {
    const planEnds = new ReadCache(app.sessions, 'p');
    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.url;
      if (!WRITE_METHODS.has(request.method) || !route?.startsWith('/api/')) return;
      if (OPEN_AFTER_EXPIRY.some((prefix) => route.startsWith(prefix))) return;
      const token = sessionTokenOf(request);
      if (!token) return; // the route's own auth check answers 401 where a session is needed
      // The session check this request already made answers for the cache's freshness too.
      const since = request.auth ? request.authAt : undefined;
      const session = request.auth ?? (await app.sessions.resolve(token));
      if (!session?.companyId) return;
      const ended = await endedPlanMessage(app.db, app.config, session.companyId, new Date(), { cache: planEnds, since });
      if (ended) throw new HttpError(402, ended);
    });

    // Payloads: shared-contracts/src/billing/subscriptionPayloads.ts.
    app.get('/api/subscriptions/packages', { schema: { response: { 200: PackagesResponseSchema } } }, async () => {
      return { success: true as const, packages: await listPackages(app.db) };
    });

    app.get(
      '/api/subscriptions/current',
      { preHandler: app.requireAuth(['admin', 'maker', 'checker']), schema: { response: { 200: CurrentSubscriptionResponseSchema } } },
      async (request) => {
        return { success: true as const, subscription: await currentSubscription(app.db, app.config, companyOf(request)) };
      },
    );
  },
  { name: 'subscriptions' },
);
