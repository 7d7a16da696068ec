import type { FastifyPluginAsync } from 'fastify';

/** Routes of the updates feature (to be filled by the issue that owns it). */
export const updateRoutes: FastifyPluginAsync = async () => {};
