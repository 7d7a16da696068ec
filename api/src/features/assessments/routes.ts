import type { FastifyPluginAsync } from 'fastify';

/** Routes of the assessments feature (to be filled by the issue that owns it). */
export const assessmentRoutes: FastifyPluginAsync = async () => {};
