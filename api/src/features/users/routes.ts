import type { FastifyPluginAsync } from 'fastify';

/** Routes of the users feature (to be filled by the issue that owns it). */
export const userRoutes: FastifyPluginAsync = async () => {};
