import type { FastifyPluginAsync } from 'fastify';
import { appliedMigrations, databaseAnswers } from './repository';

const startedAt = Date.now();

/**
 * GET /api/health: the database's state; 503 when it does not answer.
 * GET /api/health/live: liveness, the process answers (no database: a database outage must not get every
 * instance restarted). GET /api/health/ready: readiness, the database answers and the instance is not shutting
 * down, so a load balancer sends it requests (503 otherwise, and from the shutdown signal on: plugins/drain.ts).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/api/health/live', async () => ({ success: true, status: 'live' }));
  app.get('/api/health/ready', async (_request, reply) => {
    if (closing || app.draining()) return reply.status(503).send({ success: false, status: 'closing', message: 'This instance is shutting down' });
    try {
      await databaseAnswers(app.db);
      return { success: true, status: 'ready' };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ success: false, status: 'not-ready', message: 'The database is not reachable' });
    }
  });
  app.get('/api/health', async (_request, reply) => {
    const began = Date.now();
    try {
      const migrations = await appliedMigrations(app.db);
      return {
        success: true,
        status: 'ok',
        database: { kind: app.db.kind, state: 'up', latencyMs: Date.now() - began, migrations },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({
        success: false,
        status: 'degraded',
        message: 'The database is not reachable',
        database: { kind: app.db.kind, state: 'down' },
      });
    }
  });
};
