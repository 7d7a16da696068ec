import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { SharedErrorRate, trackApiAnswers } from './errorRate';
import { companyRoutes } from './companyRoutes';
import { insightRoutes } from './insightRoutes';
import { settingsRoutes } from './settingsRoutes';
import { userRoutes } from './userRoutes';

/**
 * The super-admin console, /api/super-admin/*. Every endpoint requires the super-admin role
 * (an admin gets 403). Wrapped with fastify-plugin so its answer counter sees every api answer.
 */
export const superAdminRoutes: FastifyPluginAsync = fp(async (app: FastifyInstance) => {
  const counter = new SharedErrorRate(app.db);
  trackApiAnswers(app, counter);
  await app.register(async (scoped) => {
    // On request, before body and parameter checks: a caller of another role learns nothing (403).
    const requireSuperAdmin = scoped.requireAuth(['super-admin']);
    scoped.addHook('onRequest', async (request, reply) => requireSuperAdmin.call(scoped, request, reply));
    await scoped.register(insightRoutes, { counter });
    await scoped.register(userRoutes);
    await scoped.register(companyRoutes);
    await scoped.register(settingsRoutes);
  });
});
