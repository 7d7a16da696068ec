import type { DocumentStoreKind } from '../../../config';

/**
 * Where the sealed (encrypted) bytes of documents are kept, by the sha-256 of their plain bytes. The file store
 * (../fileStore.ts) encrypts and checks; a blob store only keeps bytes: on this machine's disk (the embedded
 * default), in the database (the default with PostgreSQL: every instance reaches it), or in S3-compatible object
 * storage. Each `put` is atomic: a reader sees the old bytes or the new ones, never half.
 */
export interface BlobStore {
  readonly kind: DocumentStoreKind;
  /** Where, for logs and messages (no credentials). */
  readonly where: string;
  get(sha256: string): Promise<Buffer | null>;
  put(sha256: string, sealed: Buffer): Promise<void>;
  has(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
  /** Every stored hash (start-up data moves, key rotation, moving between stores). */
  hashes(): Promise<string[]>;
  /** Lets go of connections (S3's client); the others hold none of their own. */
  close?(): void;
}

export { DOCUMENT_STORE_KINDS, type DocumentStoreKind } from '../../../config';

export const SHA256 = /^[0-9a-f]{64}$/;

export function checkedHash(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`Not a sha-256 name: ${sha256.slice(0, 80)}`);
  return sha256;
}
