import type { FastifyInstance } from 'fastify';
import { bootstrapSuperAdmin } from './features/auth/superAdmin';
import { moveDocumentBytesToFiles } from './features/documents/moveBytesToFiles';

/** Tasks run once after the app is built and before it listens (super-admin bootstrap, seeds, data moves). */
export const startupTasks: Array<(app: FastifyInstance) => Promise<void>> = [bootstrapSuperAdmin, moveDocumentBytesToFiles];
