import type { AppConfig } from '../../../config';
import type { Queryable } from '../../../db/database';
import type { BlobStore, DocumentStoreKind } from './blobStore';
import { DatabaseBlobs } from './databaseBlobRepository';
import { DiskBlobs } from './diskBlobs';

/**
 * The blob store of `kind` as the configuration describes it (the disk one in FILES_DIR). The AWS SDK is loaded only
 * for S3: it is large, and on Node 20 it warns at load.
 */
export async function blobStoreOf(kind: DocumentStoreKind, config: Pick<AppConfig, 'filesDir' | 's3'>, db: Queryable): Promise<BlobStore> {
  if (kind === 'database') return new DatabaseBlobs(db);
  if (kind === 's3') {
    if (!config.s3) throw new Error('DOCUMENT_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
    const { S3Blobs } = await import('./s3Blobs');
    return new S3Blobs(config.s3);
  }
  return new DiskBlobs(config.filesDir);
}

export const openBlobStore = (config: Pick<AppConfig, 'documentStore' | 'filesDir' | 's3'>, db: Queryable) => blobStoreOf(config.documentStore, config, db);
