import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';

/**
 * Every feature's routes, by area. Each feature folder holds its routes, service
 * (rules), repository (queries, always scoped by the caller's company) and types.
 */
export const featureRoutes: FastifyPluginAsync[] = [healthRoutes];
