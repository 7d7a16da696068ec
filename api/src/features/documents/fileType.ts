import type { DocumentExtension, ReceiptExtension } from 'shared-contracts';

// The real type of an upload, decided from its bytes. Only the five allowed kinds are recognised (and, for a
// filing's receipt, PNG and JPG); anything else (executables, scripts, a ZIP that is not an Office file) answers null.

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_CENTRAL_DIR = 0x06054b50;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export const MIME_TYPES: Record<ReceiptExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Limits on what an Office file (a ZIP) may unpack to, read from its central directory without unpacking it
 * (ASVS 5.2.3): a zip bomb renamed .docx is refused before it is stored, so no reader that opens it later is flooded.
 * Real Word and Excel files of 10 MiB hold a few hundred parts and unpack to well under this.
 */
export const ZIP_MAX_ENTRIES = 5000;
export const ZIP_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const ZIP64_MARK = 0xffffffff;

/** File names in a ZIP's central directory (the authoritative list, at the end of the archive), and what it unpacks to. */
function zipDirectory(bytes: Buffer): { names: string[]; unpackedBytes: number } | null {
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === ZIP_END_OF_CENTRAL_DIR) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  // 0xffff entries means a ZIP64 archive: far beyond any Office file we accept.
  if (count > ZIP_MAX_ENTRIES) return null;
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  let unpackedBytes = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return null;
    const unpacked = bytes.readUInt32LE(offset + 24);
    if (unpacked === ZIP64_MARK) return null;
    unpackedBytes += unpacked;
    if (unpackedBytes > ZIP_MAX_UNPACKED_BYTES) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { names, unpackedBytes };
}

/**
 * Stream names of an OLE compound file. Directory entries are 128 bytes, aligned on 128 within
 * sectors after the 512-byte header: scanning aligned slots finds them without walking the FAT.
 */
function oleStreamNames(bytes: Buffer): Set<string> {
  const names = new Set<string>();
  for (let offset = 512; offset + 128 <= bytes.length; offset += 128) {
    const nameLength = bytes.readUInt16LE(offset + 64);
    const objectType = bytes[offset + 66];
    if (nameLength < 4 || nameLength > 64 || nameLength % 2 !== 0 || objectType !== 2) continue;
    names.add(bytes.toString('utf16le', offset, offset + nameLength - 2));
  }
  return names;
}

export function detectFileType(bytes: Buffer): DocumentExtension | null {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (bytes.length >= 30 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER) {
    const names = zipDirectory(bytes)?.names;
    if (!names || !names.includes('[Content_Types].xml')) return null;
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
    return null;
  }
  if (bytes.length >= 1024 && bytes.subarray(0, 8).equals(OLE_MAGIC)) {
    const streams = oleStreamNames(bytes);
    if (streams.has('WordDocument')) return 'doc';
    if (streams.has('Workbook') || streams.has('Book')) return 'xls';
    return null;
  }
  return null;
}

/** detectFileType, and for a receipt also a PNG (its header chunk first) or a JPEG. */
export function detectReceiptType(bytes: Buffer): ReceiptExtension | null {
  if (bytes.length >= 33 && bytes.subarray(0, 8).equals(PNG_MAGIC) && bytes.toString('latin1', 12, 16) === 'IHDR') return 'png';
  // JPEG: start of image, then a marker segment (APPn, quantisation or frame tables).
  if (bytes.length >= 4 && bytes.subarray(0, 3).equals(JPEG_MAGIC) && bytes[3]! >= 0xc0 && bytes[3]! !== 0xff) return 'jpg';
  return detectFileType(bytes);
}

/** The extension of a client's file name, lower-cased; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** A display name safe to store and echo: no path, no control characters, bounded length. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // Control characters are stripped, and so are the bidirectional ones (U+202E shows "exe.pdf" as "fdp.exe").
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped.
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|*?:]/g, '').trim();
  if (clean.length <= 200) return clean;
  const ext = extensionOf(clean);
  return `${clean.slice(0, 190)}.${ext}`;
}
