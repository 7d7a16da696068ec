import fs from 'node:fs';
import path from 'node:path';

/** Stored files in a file store folder (content-addressed, `<ab>/<sha-256>`), temporary ones apart. */
export function filesOnDisk(root: string): number {
  if (!fs.existsSync(root)) return 0;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'tmp')
    .reduce((n, dir) => n + fs.readdirSync(path.join(root, dir.name)).length, 0);
}

/** Temporary files of uploads in progress or abandoned: none may be left once a request is answered. */
export function tempFiles(root: string): string[] {
  const dir = path.join(root, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** A file as a browser's upload form sends it. */
export interface FilePart {
  fileName: string;
  content: Buffer;
}

/** A multipart/form-data body: the fields, then the file (when given). */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----i7boundary${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
