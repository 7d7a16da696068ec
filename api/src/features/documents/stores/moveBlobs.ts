import type { BlobStore } from './blobStore';

export interface MoveResult {
  copied: number;
  /** Already in the target with the same bytes. */
  present: number;
  removed: number;
}

/**
 * Copies every stored file of `from` into `to`, sealed bytes as they are (no key needed, the data key stays the
 * same), reads each back to check it, and with `removeFromSource` then deletes it from `from`. One file at a time
 * (bounded memory); running it again after a crash carries on where it stopped.
 */
export async function moveBlobs(from: BlobStore, to: BlobStore, options: { removeFromSource?: boolean; onFile?: (sha256: string) => void } = {}): Promise<MoveResult> {
  const result: MoveResult = { copied: 0, present: 0, removed: 0 };
  for (const sha256 of await from.hashes()) {
    const sealed = await from.get(sha256);
    if (!sealed) continue;
    const there = await to.get(sha256);
    if (there && there.equals(sealed)) result.present++;
    else {
      await to.put(sha256, sealed);
      const check = await to.get(sha256);
      if (!check || !check.equals(sealed)) throw new Error(`${sha256.slice(0, 12)}… did not read back the same from ${to.where}; nothing was removed`);
      result.copied++;
    }
    if (options.removeFromSource) {
      await from.remove(sha256);
      result.removed++;
    }
    options.onFile?.(sha256);
  }
  return result;
}
