import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './stores/blobStore';
import { DiskBlobs, secureFolder } from './stores/diskBlobs';

export { secureFolder };

/** Stored files begin with this: `CSDOC1\0\0`, a 12-byte IV, the AES-256-GCM ciphertext, then its 16-byte tag. */
const MAGIC = Buffer.from('CSDOC1\0\0', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Temporary files of uploads: the server's own user only. */
const FILE_MODE = 0o600;

/** Thrown when stored bytes were altered or written under another key: never served as the document. */
export class StoredFileUnreadable extends Error {
  constructor(sha256: string) {
    super(`Stored file ${sha256.slice(0, 12)}… could not be decrypted (altered, or written under another DATA_ENCRYPTION_KEY)`);
  }
}

export const isEncrypted = (bytes: Buffer) => bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);

/** The file's sha-256 (its name) is the additional authenticated data: bytes moved under another name do not open. */
function encrypt(key: Buffer, sha256: string, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(sha256, 'latin1'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()]);
}

/** Decrypts with the first of `keys` that opens the file (the data key, then previous ones); answers which did. */
function decrypt(keys: readonly Buffer[], sha256: string, stored: Buffer): { plain: Buffer; key: Buffer } {
  if (stored.length < MAGIC.length + IV_BYTES + TAG_BYTES) throw new StoredFileUnreadable(sha256);
  const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = stored.subarray(stored.length - TAG_BYTES);
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(sha256, 'latin1'));
      decipher.setAuthTag(tag);
      return { plain: Buffer.concat([decipher.update(stored.subarray(MAGIC.length + IV_BYTES, stored.length - TAG_BYTES)), decipher.final()]), key };
    } catch {
      // Not this key (or altered): try the next.
    }
  }
  throw new StoredFileUnreadable(sha256);
}

/** An upload streamed to a temporary file, hashed and counted on the way. */
export interface ReceivedFile {
  tempPath: string;
  sha256: string;
  size: number;
}

/**
 * Document bytes, content-addressed by the sha-256 of the plain bytes and encrypted at rest with the data key
 * (AES-256-GCM, a fresh IV per file), kept by a blob store (stores/): this machine's disk by default, the database
 * or S3-compatible object storage when configured. A file stored before encryption (no header) is still read as it
 * is, and encrypted in place at the next start (encryptPlainFiles). Uploads arrive in temporary files under `root`
 * (this machine's own folder), so no upload holds memory or the database while it arrives; identical files are
 * stored once. The documents table keeps only the metadata and the hash.
 */
export class FileStore {
  /** Hashes with an upload in progress in this process: never removed as "unreferenced" meanwhile. */
  private readonly inUse = new Map<string, number>();

  readonly blobs: BlobStore;

  constructor(
    /** This machine's folder for uploads in progress (and the stored files themselves on the disk store). */
    readonly root: string,
    private readonly key: Buffer,
    /** Keys files may still be encrypted under while the data key is being replaced (read only). */
    private readonly previousKeys: readonly Buffer[] = [],
    blobs?: BlobStore,
  ) {
    this.blobs = blobs ?? new DiskBlobs(root);
  }

  private get tempDir() {
    return path.join(this.root, 'tmp');
  }

  /** Where the stored files are, for logs and messages. */
  get where(): string {
    return this.blobs.where;
  }

  /** Streams `source` into a temporary file; removes it again when the stream fails. */
  async receive(source: Readable): Promise<ReceivedFile> {
    await secureFolder(this.tempDir);
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, fs.createWriteStream(tempPath, { flags: 'wx', mode: FILE_MODE }));
    } catch (error) {
      await this.discard(tempPath);
      throw error;
    }
    return { tempPath, sha256: hash.digest('hex'), size };
  }

  /** Removes a temporary file (no-op once it has been kept). */
  async discard(tempPath: string): Promise<void> {
    await fs.promises.rm(tempPath, { force: true });
  }

  /** Marks a hash as being stored by an upload in progress; call the answer when done. */
  hold(sha256: string): () => void {
    this.inUse.set(sha256, (this.inUse.get(sha256) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inUse.get(sha256) ?? 1) - 1;
      if (left > 0) this.inUse.set(sha256, left);
      else this.inUse.delete(sha256);
    };
  }

  /**
   * Stores a received file, encrypted, at its content address; `created` is false when those bytes were already
   * stored. The plain temporary file is removed either way.
   */
  async keep(file: ReceivedFile): Promise<{ created: boolean }> {
    try {
      if (await this.has(file.sha256)) return { created: false };
      await this.writeEncrypted(file.sha256, await fs.promises.readFile(file.tempPath));
      return { created: true };
    } finally {
      await this.discard(file.tempPath);
    }
  }

  /** Encrypts `plain` into a temporary file, then renames it onto its address (a reader never sees half a file). */
  private async writeEncrypted(sha256: string, plain: Buffer): Promise<void> {
    await this.blobs.put(sha256, encrypt(this.key, sha256, plain));
  }

  /**
   * Encrypts a file stored before encryption at rest, in place (atomic rename), after checking its bytes still
   * match their name. Answers false when the file is already encrypted or missing.
   */
  async encryptIfPlain(sha256: string): Promise<boolean> {
    const stored = await this.readStored(sha256);
    if (stored === null) return false;
    if (isEncrypted(stored)) return false;
    if (createHash('sha256').update(stored).digest('hex') !== sha256) throw new Error(`stored file ${sha256.slice(0, 12)}… does not match its name`);
    await this.writeEncrypted(sha256, stored);
    return true;
  }

  /**
   * Re-encrypts under the data key, in place (atomic rename), a file still encrypted under a previous key.
   * Answers false when it already is under the data key, is not encrypted, or is missing.
   */
  async reencryptIfPrevious(sha256: string): Promise<boolean> {
    const stored = await this.readStored(sha256);
    if (stored === null) return false;
    if (!isEncrypted(stored)) return false;
    const { plain, key } = decrypt([this.key, ...this.previousKeys], sha256, stored);
    if (key === this.key) return false;
    await this.writeEncrypted(sha256, plain);
    return true;
  }

  /** A stored file's bytes as on disk, or null when it is missing. */
  private readStored(sha256: string): Promise<Buffer | null> {
    return this.blobs.get(sha256);
  }

  /** The hashes of every stored file (for start-up migrations). */
  storedHashes(): Promise<string[]> {
    return this.blobs.hashes();
  }

  /** Writes bytes held in memory (moving old database content out); answers their hash. */
  async put(content: Buffer): Promise<string> {
    await secureFolder(this.tempDir);
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    await fs.promises.writeFile(tempPath, content, { flag: 'wx', mode: FILE_MODE });
    const sha256 = createHash('sha256').update(content).digest('hex');
    await this.keep({ tempPath, sha256, size: content.length });
    return sha256;
  }

  has(sha256: string): Promise<boolean> {
    return this.blobs.has(sha256);
  }

  read(tempOrStoredPath: string): Promise<Buffer> {
    return fs.promises.readFile(tempOrStoredPath);
  }

  /**
   * The document's bytes as a stream, or null when the file is missing. Decrypted and checked whole before the
   * first byte is sent (documents are at most 10 MiB): an altered file is refused, never served in part.
   */
  async open(sha256: string): Promise<{ stream: Readable; size: number } | null> {
    const stored = await this.readStored(sha256);
    if (stored === null) return null;
    const plain = isEncrypted(stored) ? decrypt([this.key, ...this.previousKeys], sha256, stored).plain : stored;
    return { stream: Readable.from([plain]), size: plain.length };
  }

  /**
   * Removes a stored file that no document references (after a failed insert). `isReferenced` asks
   * the database; a hash another upload of this process is storing right now is left alone.
   */
  async removeIfUnreferenced(sha256: string, isReferenced: () => Promise<boolean>): Promise<boolean> {
    if (this.inUse.has(sha256)) return false;
    if (await isReferenced()) return false;
    if (this.inUse.has(sha256)) return false;
    await this.blobs.remove(sha256);
    return true;
  }
}
