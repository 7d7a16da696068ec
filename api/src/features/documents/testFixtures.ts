// Small, structurally real sample files for tests: the smallest bytes each detector accepts.

/** A ZIP with stored (uncompressed) entries and a central directory, as Office writes them. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const sampleDocx = () => zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document/>' });
export const sampleXlsx = () => zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });

/** An OLE compound file whose root directory holds one stream with the given name. */
export function oleWith(streamName: string): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(9, 0x1e); // 512-byte sectors
  const entry = 512 + 128; // second slot of the first directory sector (the first is the root)
  Buffer.from('Root Entry\0', 'utf16le').copy(bytes, 512);
  bytes.writeUInt16LE(22, 512 + 64);
  bytes[512 + 66] = 5;
  const name = Buffer.from(`${streamName}\0`, 'utf16le');
  name.copy(bytes, entry);
  bytes.writeUInt16LE(name.length, entry + 64);
  bytes[entry + 66] = 2;
  return bytes;
}

export const sampleDoc = () => oleWith('WordDocument');
export const sampleXls = () => oleWith('Workbook');
export const samplePdf = (padTo = 0) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return padTo > head.length ? Buffer.concat([head, Buffer.alloc(padTo - head.length, 0x20)]) : head;
};
/** The first bytes of a Windows executable ('MZ' header): what an attacker renames to .pdf. */
export const sampleExe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)]);
/** A 1x1 PNG (a portal screenshot's kind) and a minimal JPEG header: what a receipt may be. */
export const samplePng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const sampleJpg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64, 0), Buffer.from([0xff, 0xd9])]);
