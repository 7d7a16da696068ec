import type { FastifyPluginAsync } from 'fastify';

/** Routes of the contact feature (to be filled by the issue that owns it). */
export const contactRoutes: FastifyPluginAsync = async () => {};
