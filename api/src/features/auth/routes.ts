import type { FastifyPluginAsync } from 'fastify';

/** Routes of the auth feature (to be filled by the issue that owns it). */
export const authRoutes: FastifyPluginAsync = async () => {};
