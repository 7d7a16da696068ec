import type { Queryable } from '../../../db/database';
import { checkedHash, type BlobStore } from './blobStore';

/**
 * Sealed bytes in the table document_blobs (migration 1251): every instance on the database reaches every document,
 * and a database backup holds the documents too. At most 10 MiB a document, so one row each is fine.
 */
export class DatabaseBlobs implements BlobStore {
  readonly kind = 'database' as const;
  readonly where = 'the database (document_blobs)';
  constructor(private readonly db: Queryable) {}

  async get(sha256: string): Promise<Buffer | null> {
    const row = await this.db.one<{ content: Uint8Array }>('SELECT content FROM document_blobs WHERE sha256 = $1', [checkedHash(sha256)]);
    return row ? Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) : null;
  }

  async put(sha256: string, sealed: Buffer): Promise<void> {
    await this.db.execute(
      `INSERT INTO document_blobs (sha256, content) VALUES ($1, $2)
       ON CONFLICT (sha256) DO UPDATE SET content = excluded.content, stored_at = now()`,
      [checkedHash(sha256), sealed],
    );
  }

  async has(sha256: string): Promise<boolean> {
    return (await this.db.one('SELECT 1 AS found FROM document_blobs WHERE sha256 = $1', [checkedHash(sha256)])) !== null;
  }

  async remove(sha256: string): Promise<void> {
    await this.db.execute('DELETE FROM document_blobs WHERE sha256 = $1', [checkedHash(sha256)]);
  }

  async hashes(): Promise<string[]> {
    return (await this.db.query<{ sha256: string }>('SELECT sha256 FROM document_blobs ORDER BY sha256')).map((row) => row.sha256);
  }
}
