import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../httpError';

/** What an uploaded Office file may hold before it is refused; each is measured while reading, none is taken from the file's own claims. */
export interface ReadLimits {
  /** Parts in the archive. */
  maxEntries: number;
  /** Everything the archive unpacks to, together (measure). */
  maxUnpackedBytes: number;
  /** One part (sheet, shared strings, workbook) unpacked (sheet). */
  maxPartBytes: number;
  /** Rows of the sheet, empty ones included, and the highest row number. */
  maxRows: number;
  /** Cells of the sheet (and shared strings). */
  maxCells: number;
  /** Columns read; cells further right are ignored. */
  maxColumns: number;
  /** Wall-clock time of the reading thread, after which it is stopped. */
  maxMillis: number;
  /** Heap of the reading thread (MiB): past it the thread dies, the API does not. */
  maxHeapMb: number;
}

/** Real Word and Excel files of 10 MiB hold a few hundred parts and unpack to well under this. */
export const ARCHIVE_LIMITS: ReadLimits = {
  maxEntries: 5000,
  maxUnpackedBytes: 256 * 1024 * 1024,
  maxPartBytes: 0,
  maxRows: 0,
  maxCells: 0,
  maxColumns: 0,
  maxMillis: 10_000,
  maxHeapMb: 64,
};

/** A team list: at most 200 people are invited at once, so 1,000 rows and 20,000 cells leave room for blank and note rows. */
export const TEAM_SHEET_LIMITS: ReadLimits = {
  maxEntries: 1000,
  maxUnpackedBytes: 0,
  maxPartBytes: 8 * 1024 * 1024,
  maxRows: 1000,
  maxCells: 20_000,
  maxColumns: 64,
  maxMillis: 5000,
  maxHeapMb: 96,
};

export const LIMIT_MESSAGES: Record<string, string> = {
  entries: 'The file holds too many parts to be a normal Office file.',
  unpacked: 'The file unpacks to far more data than a normal Office file. Please save it again and upload the new copy.',
  rows: 'The sheet has more than 1,000 rows. Please remove empty and extra rows, or split the list into several files.',
  cells: 'The sheet has too many cells. Please keep only the columns and rows of the list.',
  time: 'The file took too long to read. Please save it again as a simple list and upload the new copy.',
  memory: 'The file needs too much memory to read. Please save it again as a simple list and upload the new copy.',
};

/** Two reading threads at a time: a burst of hostile files queues here and never takes both cores from the API. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

const WORKER_FILE = path.join(__dirname, 'boundedReadWorker.mjs');

/** Thrown for a file that is not a readable archive at all (the caller answers its own "wrong type" message). */
export class UnreadableFileError extends Error {}

/**
 * Runs one reading of `bytes` in a fresh thread with a capped heap, stopped after `limits.maxMillis`.
 * A limit answers 413 with a message that says which; a broken archive throws UnreadableFileError.
 */
async function run<T>(op: 'measure' | 'sheet', bytes: Buffer, limits: ReadLimits): Promise<T> {
  const release = await slot();
  try {
    const answer = await new Promise<{ ok: boolean; result?: T; limit?: string; invalid?: boolean }>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, {
        workerData: { op, bytes: new Uint8Array(bytes), limits },
        resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      });
      let settled = false;
      const settle = (value: { ok: boolean; result?: T; limit?: string; invalid?: boolean }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(value);
      };
      const timer = setTimeout(() => settle({ ok: false, limit: 'time' }), limits.maxMillis);
      worker.once('message', settle);
      worker.once('error', (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle({ ok: false, limit: 'memory' });
        else if (!settled) {
          settled = true;
          clearTimeout(timer);
          reject(error);
        }
      });
      worker.once('exit', () => settle({ ok: false, limit: 'memory' }));
    });
    if (answer.ok) return answer.result as T;
    if (answer.limit) throw new HttpError(413, LIMIT_MESSAGES[answer.limit] ?? LIMIT_MESSAGES.unpacked);
    throw new UnreadableFileError();
  } finally {
    release();
  }
}

/** What an Office file really unpacks to; over ARCHIVE_LIMITS answers 413. */
export const measureArchive = (bytes: Buffer, limits: ReadLimits = ARCHIVE_LIMITS) => run<{ unpackedBytes: number }>('measure', bytes, limits);

/** The first sheet of a workbook as rows of cell texts (row n at index n-1); over TEAM_SHEET_LIMITS answers 413. */
export const readFirstSheet = (bytes: Buffer, limits: ReadLimits = TEAM_SHEET_LIMITS) => run<string[][]>('sheet', bytes, limits);
