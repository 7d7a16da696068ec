import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SHA256, checkedHash, type BlobStore } from './blobStore';

/** Folders and files of the store: the server's own user only. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Creates a folder (and its parents) readable by the owner only, and narrows one that exists. */
export async function secureFolder(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  const { mode } = await fs.promises.stat(dir);
  if ((mode & 0o077) !== 0) await fs.promises.chmod(dir, FOLDER_MODE);
}

/** `<root>/<first two hex>/<sha-256>`, files 0600 in 0700 folders, written by an atomic rename from `<root>/tmp`. */
export class DiskBlobs implements BlobStore {
  readonly kind = 'disk' as const;
  constructor(readonly root: string) {}

  get where() {
    return this.root;
  }

  pathOf(sha256: string): string {
    return path.join(this.root, checkedHash(sha256).slice(0, 2), sha256);
  }

  async get(sha256: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.pathOf(sha256));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(sha256: string, sealed: Buffer): Promise<void> {
    const target = this.pathOf(sha256);
    const tempDir = path.join(this.root, 'tmp');
    await secureFolder(tempDir);
    await secureFolder(path.dirname(target));
    const sealedPath = path.join(tempDir, `${randomUUID()}.enc`);
    await fs.promises.writeFile(sealedPath, sealed, { flag: 'wx', mode: FILE_MODE });
    await fs.promises.rename(sealedPath, target);
  }

  async has(sha256: string): Promise<boolean> {
    try {
      return (await fs.promises.stat(this.pathOf(sha256))).isFile();
    } catch {
      return false;
    }
  }

  async remove(sha256: string): Promise<void> {
    await fs.promises.rm(this.pathOf(sha256), { force: true });
  }

  async hashes(): Promise<string[]> {
    const found: string[] = [];
    let folders: string[];
    try {
      folders = await fs.promises.readdir(this.root);
    } catch {
      return found;
    }
    for (const folder of folders.filter((name) => /^[0-9a-f]{2}$/.test(name))) {
      for (const name of await fs.promises.readdir(path.join(this.root, folder))) if (SHA256.test(name)) found.push(name);
    }
    return found;
  }
}
