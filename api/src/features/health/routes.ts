import type { FastifyPluginAsync } from 'fastify';
import { appliedMigrations } from './repository';

const startedAt = Date.now();

/** GET /api/health: the database's state; 503 when it does not answer. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
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
