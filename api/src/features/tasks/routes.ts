import type { FastifyPluginAsync } from 'fastify';

/** Routes of the tasks feature (to be filled by the issue that owns it). */
export const taskRoutes: FastifyPluginAsync = async () => {};
