import type { FastifyInstance } from 'fastify';
import { bootstrapSuperAdmin } from './features/auth/superAdmin';

/** Tasks run once after the app is built and before it listens (super-admin bootstrap, seeds). */
export const startupTasks: Array<(app: FastifyInstance) => Promise<void>> = [bootstrapSuperAdmin];
