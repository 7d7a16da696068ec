import type { FastifyPluginAsync } from 'fastify';

/** Routes of the super-admin feature (to be filled by the issue that owns it). */
export const superAdminRoutes: FastifyPluginAsync = async () => {};
