import type { FastifyPluginAsync } from 'fastify';

/** Routes of the subscriptions feature (to be filled by the issue that owns it). */
export const subscriptionRoutes: FastifyPluginAsync = async () => {};
