import { createHash } from 'node:crypto';
import type { UploadContentReleaseRequest } from 'shared-contracts';
import { compareVersions, ContentError, validateLibrary, type ContentSet, type LibraryFile } from '../../content';
import { HttpError } from '../../httpError';
import type { LiveContent } from './liveContent';

// An uploaded release file, checked before anything is stored: its checksum, its JSON, the library format (the same
// validator that checks the installation's files at start, whatever fields it knows), the library it replaces, and
// the whole content with it in place (references between libraries).

/** 'sha256:<hex>', '<hex>' or a line of `sha256sum` ('<hex>  file.json'). */
const CHECKSUM = /^(?:sha256:)?([0-9a-f]{64})(?:\s+\*?\S.*)?$/i;

export interface CheckedRelease {
  file: LibraryFile;
  liveFile: LibraryFile;
  next: ContentSet;
  checksum: string;
}

const refused = (message: string) => new HttpError(400, message);

export function checkReleaseFile(input: UploadContentReleaseRequest, live: LiveContent): CheckedRelease {
  const given = CHECKSUM.exec(input.checksum.trim());
  if (!given) throw refused("The checksum must be the file's SHA-256: 64 hexadecimal digits (as sha256sum prints them)");
  const checksum = createHash('sha256').update(input.content, 'utf8').digest('hex');
  if (given[1]!.toLowerCase() !== checksum) {
    throw refused(`The checksum does not match the file (its SHA-256 is ${checksum}): the file is not the one that was checked, or it was damaged`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.content);
  } catch (error) {
    throw refused(`The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  let file: LibraryFile;
  try {
    file = validateLibrary(input.fileName, parsed);
  } catch (error) {
    if (error instanceof ContentError) throw refused(error.message);
    throw error;
  }
  const liveFile = live.fileOf(file.id);
  if (!liveFile) {
    throw refused(`Unknown library ${file.id}: a release replaces one of the installed libraries (${[...live.seed.keys()].sort().join(', ')})`);
  }
  if (liveFile.kind !== file.kind) throw refused(`Library ${file.id} is of kind ${liveFile.kind}, not ${file.kind}`);
  if (compareVersions(file.version, liveFile.version) <= 0) {
    throw new HttpError(409, `Version ${file.version} of ${file.id} is not newer than the live version ${liveFile.version}`);
  }
  try {
    return { file, liveFile, next: live.contentWith(file), checksum };
  } catch (error) {
    if (error instanceof ContentError) throw refused(error.message);
    throw error;
  }
}
