import type { FastifyPluginAsync } from 'fastify';

/** Routes of the risk feature (to be filled by the issue that owns it). */
export const riskRoutes: FastifyPluginAsync = async () => {};
