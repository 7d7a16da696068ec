import type { FastifyPluginAsync } from 'fastify';

/** Routes of the payments feature (to be filled by the issue that owns it). */
export const paymentRoutes: FastifyPluginAsync = async () => {};
