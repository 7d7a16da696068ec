import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../../src/content';

/** A copy of the shipped content folder with one file changed by `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests corrupt the JSON on purpose, so no library type fits.
export function contentWith(file: string, edit: (library: any) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const name of fs.readdirSync(DEFAULT_CONTENT_DIR)) fs.copyFileSync(path.join(DEFAULT_CONTENT_DIR, name), path.join(dir, name));
  const library = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  edit(library);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(library));
  return dir;
}

// Whether a source URL is a regulator's index or portal page: the same test as the library's citation figures.
export { isIndexPage } from '../../src/content/citationFigures';
