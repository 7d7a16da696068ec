import type { FastifyPluginAsync } from 'fastify';

/** Routes of the documents feature (to be filled by the issue that owns it). */
export const documentRoutes: FastifyPluginAsync = async () => {};
