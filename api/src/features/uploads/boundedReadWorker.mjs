// Reads an untrusted Office file (a ZIP) in its own thread, with limits on what it may unpack to, measured while
// inflating (the sizes a ZIP declares are ignored), and on the rows and cells a sheet may hold. The thread has a
// small heap and is terminated by boundedRead.ts when it runs too long, so no file can exhaust or block the API.
// Plain JavaScript: it is started as it is by tsx, by Jest and by plain Node alike.
//
// workerData: { op: 'measure' | 'sheet', bytes: Uint8Array, limits }
// Answer (one message): { ok: true, result } or { ok: false, limit: string } (a limit was hit) or { ok: false, invalid: true }.
import { parentPort, workerData } from 'node:worker_threads';
import { createInflateRaw, inflateRawSync } from 'node:zlib';

class LimitError extends Error {}
class InvalidError extends Error {}

const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIR = 0x06054b50;

/** The archive's entries from its central directory; offsets and lengths are checked against the real bytes. */
function entriesOf(bytes, maxEntries) {
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIR) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new InvalidError();
  const count = bytes.readUInt16LE(eocd + 10);
  if (count > maxEntries) throw new LimitError('entries');
  let offset = bytes.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) throw new InvalidError();
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const local = bytes.readUInt32LE(offset + 42);
    if (offset + 46 + nameLength > bytes.length || local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw new InvalidError();
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    // The compressed data ends where the file does at the latest, whatever the directory claims.
    const end = Math.min(bytes.length, start + compressedSize);
    if (start > end || (method !== 0 && method !== 8)) throw new InvalidError();
    entries.push({ name, method, data: bytes.subarray(start, end) });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates a whole entry, refused as soon as its output passes maxBytes. */
function contentOf(entry, maxBytes) {
  if (entry.method === 0) {
    if (entry.data.length > maxBytes) throw new LimitError('unpacked');
    return entry.data.toString('utf8');
  }
  try {
    return inflateRawSync(entry.data, { maxOutputLength: maxBytes }).toString('utf8');
  } catch (error) {
    if (error && error.code === 'ERR_BUFFER_TOO_LARGE') throw new LimitError('unpacked');
    throw new InvalidError();
  }
}

/** What an entry really unpacks to, counted chunk by chunk and abandoned past `budget` (nothing is kept). */
async function measuredSize(entry, budget) {
  if (entry.method === 0) return entry.data.length;
  const inflater = createInflateRaw();
  inflater.end(entry.data);
  let size = 0;
  try {
    for await (const chunk of inflater) {
      size += chunk.length;
      if (size > budget) {
        inflater.destroy();
        throw new LimitError('unpacked');
      }
    }
  } catch (error) {
    if (error instanceof LimitError) throw error;
    throw new InvalidError();
  }
  return size;
}

async function measure(bytes, limits) {
  let total = 0;
  for (const entry of entriesOf(bytes, limits.maxEntries)) total += await measuredSize(entry, limits.maxUnpackedBytes - total);
  return { unpackedBytes: total };
}

const ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Text of an XML fragment: tags and phonetic runs removed, the predefined and numeric entities decoded (no others: no DTD is read). */
function textOf(xml) {
  return xml
    .replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|amp|quot|apos);/gi, (match, name) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? match;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
}

const attribute = (attributes, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** Column number (1-based) of a cell reference such as "AB12"; 0 when it has none. */
function columnOf(reference) {
  const letters = /^[A-Z]+/i.exec(reference ?? '')?.[0] ?? '';
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return letters.length > 3 ? Infinity : column;
}

function sharedStrings(xml, limits) {
  const strings = [];
  for (const match of xml.matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)) {
    if (strings.length >= limits.maxCells) throw new LimitError('cells');
    strings.push(textOf(match[1] ?? ''));
  }
  return strings;
}

/** The first sheet's path: the workbook's first <sheet> through its relationship, else the usual name. */
function firstSheetPath(parts, limits) {
  const workbook = parts.get('xl/workbook.xml');
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const id = attribute(/<sheet\b[^>]*>/.exec(contentOf(workbook, limits.maxPartBytes))?.[0] ?? '', 'r:id');
    const relation = [...contentOf(rels, limits.maxPartBytes).matchAll(/<Relationship\b[^>]*>/g)].find((m) => attribute(m[0], 'Id') === id);
    const target = relation && attribute(relation[0], 'Target');
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

/** The first sheet's cells as text, row by row (row n at index n-1); refused past the row, column or cell limits. */
function sheet(bytes, limits) {
  const parts = new Map(entriesOf(bytes, limits.maxEntries).map((entry) => [entry.name, entry]));
  const sheetEntry = parts.get(firstSheetPath(parts, limits));
  if (!sheetEntry) throw new InvalidError();
  const xml = contentOf(sheetEntry, limits.maxPartBytes);
  const stringsEntry = parts.get('xl/sharedStrings.xml');
  const strings = stringsEntry ? sharedStrings(contentOf(stringsEntry, limits.maxPartBytes), limits) : [];
  const records = [];
  let rowCount = 0;
  let cellCount = 0;
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    rowCount++;
    const number = Number(attribute(row[1], 'r') ?? records.length + 1);
    if (rowCount > limits.maxRows || !(number <= limits.maxRows)) throw new LimitError('rows');
    const cells = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      if (++cellCount > limits.maxCells) throw new LimitError('cells');
      const column = columnOf(attribute(cell[1], 'r')) || cells.length + 1;
      if (column > limits.maxColumns) continue;
      const body = cell[2] ?? '';
      const type = attribute(cell[1], 't');
      const value = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 'inlineStr') text = textOf(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (type === 's') text = strings[Number(value)] ?? '';
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (value !== undefined) text = textOf(value);
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = text;
    }
    while (records.length < number - 1) records.push([]);
    records[number - 1] = cells;
  }
  return records;
}

const { op, bytes, limits } = workerData;
const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
try {
  const result = op === 'measure' ? await measure(input, limits) : sheet(input, limits);
  parentPort.postMessage({ ok: true, result });
} catch (error) {
  if (error instanceof LimitError) parentPort.postMessage({ ok: false, limit: error.message });
  else parentPort.postMessage({ ok: false, invalid: true });
}
