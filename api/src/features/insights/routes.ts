import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  OverviewResponseSchema,
  type AnalyticsQuery,
  type AnalyticsResponse,
  type OverviewResponse,
  type SystemHealth,
} from 'shared-contracts';
import { HttpError } from '../../httpError';
import { ERROR_WINDOW_MINUTES, SharedErrorRate, trackApiAnswers } from './errorRate';
import { assessmentCompletionPercent, dailySeries, pingDatabase, platformTotals, recentActivity } from './repository';

const startedAt = Date.now();

/**
 * The platform's figures for the super-admin: GET /api/super-admin/overview and /analytics, computed live.
 * Payloads: shared-contracts/src/users/superadmin.ts.
 * Wrapped with fastify-plugin so the answer counter (the error rate) sees every api answer.
 */
export const insightRoutes: FastifyPluginAsync = fp(async (app: FastifyInstance) => {
  const counter = new SharedErrorRate(app.db);
  trackApiAnswers(app, counter);
  const superAdminOnly = { preHandler: app.requireAuth(['super-admin']) };

  app.get('/api/super-admin/overview', { ...superAdminOnly, schema: { response: { 200: OverviewResponseSchema } } }, async (): Promise<OverviewResponse> => {
    const began = Date.now();
    let database: SystemHealth['database'] = 'up';
    let databaseLatencyMs: number | null = null;
    try {
      await pingDatabase(app.db);
      databaseLatencyMs = Date.now() - began;
    } catch (error) {
      app.log.error({ err: error }, 'overview: database check failed');
      database = 'down';
    }
    const health: SystemHealth = {
      database,
      databaseLatencyMs,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      // Shared by every instance (database); with the database down, no figure rather than a wrong one.
      ...(await counter.snapshot().catch(() => ({ windowMinutes: ERROR_WINDOW_MINUTES, requests: 0, serverErrors: 0, errorRatePercent: null }))),
    };
    if (database === 'down') {
      return { success: true, totals: { users: 0, companies: 0, tasks: 0 }, health, recentActivity: [] };
    }
    return { success: true, totals: await platformTotals(app.db), health, recentActivity: await recentActivity(app.db, 10) };
  });

  app.get<{ Querystring: AnalyticsQuery }>(
    '/api/super-admin/analytics',
    { ...superAdminOnly, schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsResponseSchema } } },
    async (request): Promise<AnalyticsResponse> => {
      const days = request.query.days === undefined ? 30 : Number(request.query.days);
      if (!Number.isInteger(days) || days < 7 || days > 365) throw new HttpError(400, 'days must be between 7 and 365');
      return {
        success: true,
        days,
        series: await dailySeries(app.db, days),
        assessmentCompletionPercent: await assessmentCompletionPercent(app.db),
      };
    },
  );
});
