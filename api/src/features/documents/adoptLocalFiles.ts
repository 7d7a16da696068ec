import type { FastifyInstance } from 'fastify';
import { DiskBlobs } from './stores/diskBlobs';
import { moveBlobs } from './stores/moveBlobs';

/**
 * Start-up data move: when documents are kept in the database or in object storage, files this machine still holds
 * in its own files folder (uploaded before, or while the disk was the store) are moved there, checked and only then
 * removed from the disk. So an upgrade that changes the default store loses nothing, and once every instance has
 * started once each of them reaches every document.
 */
export async function adoptLocalFiles(app: FastifyInstance): Promise<void> {
  if (app.files.blobs.kind === 'disk') return;
  const local = new DiskBlobs(app.config.filesDir);
  const { copied, present, removed } = await moveBlobs(local, app.files.blobs, { removeFromSource: true });
  if (removed > 0) app.log.info({ copied, present, store: app.files.where }, "documents of this machine's files folder moved to the shared store");
}
