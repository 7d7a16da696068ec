import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const SHA256 = /^[0-9a-f]{64}$/;

/** An upload streamed to a temporary file, hashed and counted on the way. */
export interface ReceivedFile {
  tempPath: string;
  sha256: string;
  size: number;
}

/**
 * Document bytes on disk, content-addressed: `<root>/<first two hex>/<sha-256>`. The database keeps
 * only the metadata and the hash, so uploads and downloads never pass bytes through its (on PGlite
 * single) connection, and identical files are stored once. Files appear by an atomic rename of a
 * fully written temporary file, so a reader never sees half a file.
 */
export class FileStore {
  /** Hashes with an upload in progress in this process: never removed as "unreferenced" meanwhile. */
  private readonly inUse = new Map<string, number>();

  constructor(readonly root: string) {}

  private get tempDir() {
    return path.join(this.root, 'tmp');
  }

  pathOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`Not a sha-256 name: ${sha256.slice(0, 80)}`);
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  /** Streams `source` into a temporary file; removes it again when the stream fails. */
  async receive(source: Readable): Promise<ReceivedFile> {
    await fs.promises.mkdir(this.tempDir, { recursive: true });
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
      await pipeline(source, measure, fs.createWriteStream(tempPath, { flags: 'wx' }));
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

  /** Moves a received file to its content address; `created` is false when those bytes were already stored. */
  async keep(file: ReceivedFile): Promise<{ created: boolean }> {
    const target = this.pathOf(file.sha256);
    if (await this.has(file.sha256)) {
      await this.discard(file.tempPath);
      return { created: false };
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(file.tempPath, target);
    return { created: true };
  }

  /** Writes bytes held in memory (moving old database content out); answers their hash. */
  async put(content: Buffer): Promise<string> {
    await fs.promises.mkdir(this.tempDir, { recursive: true });
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    await fs.promises.writeFile(tempPath, content, { flag: 'wx' });
    const sha256 = createHash('sha256').update(content).digest('hex');
    await this.keep({ tempPath, sha256, size: content.length });
    return sha256;
  }

  async has(sha256: string): Promise<boolean> {
    try {
      return (await fs.promises.stat(this.pathOf(sha256))).isFile();
    } catch {
      return false;
    }
  }

  read(tempOrStoredPath: string): Promise<Buffer> {
    return fs.promises.readFile(tempOrStoredPath);
  }

  /** A stream of stored bytes, or null when the file is missing. */
  async open(sha256: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
    const file = this.pathOf(sha256);
    try {
      const handle = await fs.promises.open(file, 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Removes a stored file that no document references (after a failed insert). `isReferenced` asks
   * the database; a hash another upload of this process is storing right now is left alone.
   */
  async removeIfUnreferenced(sha256: string, isReferenced: () => Promise<boolean>): Promise<boolean> {
    if (this.inUse.has(sha256)) return false;
    if (await isReferenced()) return false;
    if (this.inUse.has(sha256)) return false;
    await fs.promises.rm(this.pathOf(sha256), { force: true });
    return true;
  }
}
