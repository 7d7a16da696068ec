import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/openDatabase';
import { DOCUMENT_STORE_KINDS, type BlobStore, type DocumentStoreKind } from './blobStore';
import { moveBlobs } from './moveBlobs';
import { blobStoreOf } from './openBlobStore';

// pnpm storage:move --to database|s3|disk [--from <store>] [--remove]  (docs/deployment.md, "Where documents are kept")
// Copies every stored document from one store to another with the server's own settings (DATABASE_URL, FILES_DIR,
// S3_*), checks each copy, and with --remove deletes it from the source. --from defaults to the configured store.
const USAGE = 'Usage: pnpm storage:move --to database|s3|disk [--from database|s3|disk] [--remove]';

function storeArg(name: string): DocumentStoreKind | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const value = (process.argv[i + 1] ?? '').toLowerCase();
  const kind = value === 'postgres' ? 'database' : value;
  if (!(DOCUMENT_STORE_KINDS as readonly string[]).includes(kind)) throw new Error(`${name} must be one of ${DOCUMENT_STORE_KINDS.join(', ')}. ${USAGE}`);
  return kind as DocumentStoreKind;
}

async function main() {
  const config = loadConfig();
  const to = storeArg('--to');
  if (!to) throw new Error(USAGE);
  const from = storeArg('--from') ?? config.documentStore;
  if (from === to) throw new Error(`The documents are already in ${to} (--from ${from}); nothing to move`);
  // With PGlite this takes the data folder's lock: the server must be stopped, as for a backup.
  const { db, release } = await openDatabase(config);
  const stores: BlobStore[] = [];
  try {
    const source = await blobStoreOf(from, config, db);
    const target = await blobStoreOf(to, config, db);
    stores.push(source, target);
    let seen = 0;
    const result = await moveBlobs(source, target, {
      removeFromSource: process.argv.includes('--remove'),
      onFile: () => {
        seen++;
        if (seen % 100 === 0) console.log(`${seen} files…`);
      },
    });
    console.log(
      `Moved documents from ${source.where} to ${target.where}: ${result.copied} copied, ${result.present} already there` +
        (result.removed ? `, ${result.removed} removed from the source.` : '. The source keeps its copies (--remove deletes them).'),
    );
    if (to !== config.documentStore) console.log(`Start the servers with DOCUMENT_STORE=${to} to read them there.`);
  } finally {
    for (const store of stores) store.close?.();
    await db.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
