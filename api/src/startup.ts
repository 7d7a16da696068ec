import type { FastifyInstance } from 'fastify';
import { content } from './content';
import { maintainPglite } from './db/pgliteMaintenance';
import { reopenForNewItems } from './features/assessments/periodService';
import { bootstrapSuperAdmin } from './features/auth/superAdmin';
import { adoptLocalFiles } from './features/documents/adoptLocalFiles';
import { encryptPlainFiles } from './features/documents/encryptPlainFiles';
import { moveDocumentBytesToFiles } from './features/documents/moveBytesToFiles';
import { resealUnderCurrentKey } from './features/audit/chain';
import { auditKeys } from './features/audit/seal';
import { resealUnderDataKey } from './features/secrets/rotateDataKey';
import { sealPlaintextSecrets } from './features/secrets/sealPlaintextSecrets';
import { indiaToday, syncDeadlines } from './features/updates/deadlines';

/** Tasks run once after the app is built and before it listens (super-admin bootstrap, seeds, data moves). */
export const startupTasks: Array<(app: FastifyInstance) => Promise<void>> = [
  // The embedded database has no autovacuum: the API vacuums its hot tables (docs/decisions/0040-the-tail-under-load-fifth-pass.md).
  maintainPglite,
  bootstrapSuperAdmin,
  // Authenticator seeds stored before encryption at rest are encrypted (docs/decisions/0014-sign-in-and-credentials.md).
  sealPlaintextSecrets,
  moveDocumentBytesToFiles,
  // With the database or object storage as the store, what this machine's disk still holds moves there.
  adoptLocalFiles,
  // Documents stored before encryption at rest are encrypted with the data key (docs/decisions/0062-self-contained-device-cookie-data-key-replacement.md).
  encryptPlainFiles,
  // A replaced data key: what the previous key sealed is re-sealed under the new one (ASVS 11.2.2).
  resealUnderDataKey,
  async (app) => {
    const resealed = await resealUnderCurrentKey(app.db, auditKeys(app.dataKeys));
    if (resealed > 0) app.log.info({ resealed }, 'audit links sealed under the previous data key sealed again under the current one');
  },
  // The feed's recurring deadlines follow the content library (texts, added and removed items, dates).
  (app) => syncDeadlines(app.db, content().deadlines.items, indiaToday()),
  // A content update that adds items reopens the completed assessments that lack them.
  async (app) => {
    const reopened = await reopenForNewItems(app.db);
    if (reopened > 0) app.log.info(`${reopened} completed assessment(s) reopened: the content has new items`);
  },
];
