import { constants, deflateRawSync } from 'node:zlib';

/**
 * Hostile archives built in the test (nothing large is committed). `repeatedDeflate` makes a raw deflate stream
 * that unpacks to `chunk` repeated `times` times while its size grows only with the compressed chunk: each copy
 * is a block ended by a full flush (no back-references across copies), and an empty final block closes the stream.
 */
export function repeatedDeflate(chunk: string | Buffer, times: number): Buffer {
  const block = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: times }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

/** One part of a ZIP: its bytes as stored, and what the directory claims it unpacks to. */
export interface RawEntry {
  name: string;
  data: Buffer;
  deflated: boolean;
  declaredSize: number;
}

export const deflatedEntry = (name: string, text: string): RawEntry => ({ name, data: deflateRawSync(text), deflated: true, declaredSize: Buffer.byteLength(text) });

/** A ZIP whose entries are taken as given: the declared sizes may lie. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.deflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const HEADER_ROW =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>Email</t></is></c><c r="C1" t="inlineStr"><is><t>Role</t></is></c></row>';

/** A workbook whose one sheet is the header row, then `body` (already deflated), then the sheet's end. */
export function workbookWithSheet(sheetBody: Buffer, declaredSize = 1000): Buffer {
  return rawZip([
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('xl/workbook.xml', '<workbook><sheets><sheet name="Team" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    deflatedEntry('xl/_rels/workbook.xml.rels', '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    { name: 'xl/worksheets/sheet1.xml', data: sheetBody, deflated: true, declaredSize },
  ]);
}

/** The sheet XML around `rows`, deflated as one stream: the header row, `times` copies of `rowChunk`, the end. */
export function sheetOfRepeatedRows(rowChunk: string, times: number): Buffer {
  const head = deflateRawSync(`<worksheet><sheetData>${HEADER_ROW}`, { finishFlush: constants.Z_FULL_FLUSH });
  const body = repeatedDeflate(rowChunk, times);
  const tail = deflateRawSync('</sheetData></worksheet>');
  // The repeated body's own closing block is dropped so the tail's final block ends the stream.
  const closing = deflateRawSync(Buffer.alloc(0)).length;
  return Buffer.concat([head, body.subarray(0, body.length - closing), tail]);
}
