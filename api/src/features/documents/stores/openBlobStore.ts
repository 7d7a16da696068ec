import type { AppConfig } from '../../../config';
import type { Queryable } from '../../../db/database';
import type { BlobStore, DocumentStoreKind } from './blobStore';
import { DatabaseBlobs } from './databaseBlobRepository';
import { DiskBlobs } from './diskBlobs';
import { S3Blobs } from './s3Blobs';

/** The blob store of `kind` as the configuration describes it (the disk one in FILES_DIR). */
export function blobStoreOf(kind: DocumentStoreKind, config: Pick<AppConfig, 'filesDir' | 's3'>, db: Queryable): BlobStore {
  if (kind === 'database') return new DatabaseBlobs(db);
  if (kind === 's3') {
    if (!config.s3) throw new Error('DOCUMENT_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
    return new S3Blobs(config.s3);
  }
  return new DiskBlobs(config.filesDir);
}

export const openBlobStore = (config: Pick<AppConfig, 'documentStore' | 'filesDir' | 's3'>, db: Queryable) => blobStoreOf(config.documentStore, config, db);
