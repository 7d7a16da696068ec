import type { FastifyInstance } from 'fastify';
import { correctDocumentHash, deleteStoredDocumentBytes, oneStoredDocumentBytes } from './repository';

/**
 * Start-up data migration: documents uploaded before the file store kept their bytes in the
 * database (document_files, bytea). Each is written to the store under its sha-256 and only then
 * its row is deleted, one at a time (bounded memory; a crash half-way resumes at the next start).
 */
export async function moveDocumentBytesToFiles(app: FastifyInstance): Promise<void> {
  let moved = 0;
  for (;;) {
    const row = await oneStoredDocumentBytes(app.db);
    if (!row) break;
    const sha256 = await app.files.put(Buffer.from(row.content));
    await app.db.transaction(async (tx) => {
      // The hash recorded at upload names the file; a mismatch (never expected) is corrected, and logged.
      if (sha256 !== row.sha256) {
        app.log.warn({ documentId: row.document_id }, 'document bytes did not match their recorded sha-256; hash corrected');
        await correctDocumentHash(tx, row.document_id, sha256);
      }
      await deleteStoredDocumentBytes(tx, row.document_id);
    });
    moved++;
  }
  if (moved > 0) app.log.info({ moved, store: app.files.where }, 'document bytes moved from the database to the file store');
}
