import type { FastifyPluginAsync } from 'fastify';

/** Routes of the audit feature (to be filled by the issue that owns it). */
export const auditRoutes: FastifyPluginAsync = async () => {};
