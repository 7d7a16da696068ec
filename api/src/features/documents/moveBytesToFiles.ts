import type { FastifyInstance } from 'fastify';

/**
 * Start-up data migration: documents uploaded before the file store kept their bytes in the
 * database (document_files, bytea). Each is written to the store under its sha-256 and only then
 * its row is deleted, one at a time (bounded memory; a crash half-way resumes at the next start).
 */
export async function moveDocumentBytesToFiles(app: FastifyInstance): Promise<void> {
  let moved = 0;
  for (;;) {
    const row = await app.db.one<{ document_id: string; company_id: string; content: Uint8Array; sha256: string }>(
      `SELECT f.document_id, f.company_id, f.content, d.sha256
         FROM document_files f JOIN documents d ON d.id = f.document_id
        LIMIT 1`,
    );
    if (!row) break;
    const sha256 = await app.files.put(Buffer.from(row.content));
    await app.db.transaction(async (tx) => {
      // The hash recorded at upload names the file; a mismatch (never expected) is corrected, and logged.
      if (sha256 !== row.sha256) {
        app.log.warn({ documentId: row.document_id }, 'document bytes did not match their recorded sha-256; hash corrected');
        await tx.execute(`UPDATE documents SET sha256 = $2 WHERE id = $1`, [row.document_id, sha256]);
      }
      await tx.execute(`DELETE FROM document_files WHERE document_id = $1`, [row.document_id]);
    });
    moved++;
  }
  if (moved > 0) app.log.info({ moved, filesDir: app.files.root }, 'document bytes moved from the database to the file store');
}
