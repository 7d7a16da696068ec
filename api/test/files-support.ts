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
