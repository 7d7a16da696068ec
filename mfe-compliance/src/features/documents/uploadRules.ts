import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from 'shared-contracts';

export const MISSING_NAME_OR_FILE = 'Please provide a document name and select a file to upload';
export const MISSING_CATEGORY = 'Please select a category for custom document';
export const TOO_LARGE = 'The file is larger than 10 MB. Please upload a file of at most 10 MB.';
export const WRONG_TYPE = 'Only PDF, Word (doc, docx) and Excel (xls, xlsx) files are accepted';

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The first bytes must fit the extension: the server checks fully, this catches a renamed file early. */
function headerFits(extension: string, head: Uint8Array): boolean {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  switch (extension) {
    case 'pdf':
      return starts([0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'docx':
    case 'xlsx':
      return starts([0x50, 0x4b, 0x03, 0x04]);
    default:
      return starts(OLE);
  }
}

async function firstBytes(file: File): Promise<Uint8Array> {
  const slice = file.slice(0, 8);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  // Older engines (and jsdom) have no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** The form's rules, in the order the specification gives them; null when the upload may go. */
export async function uploadProblem(input: { name: string; file: File | null; category: string }): Promise<string | null> {
  if (!input.name.trim() || !input.file) return MISSING_NAME_OR_FILE;
  if (!input.category) return MISSING_CATEGORY;
  const dot = input.file.name.lastIndexOf('.');
  const extension = dot > 0 ? input.file.name.slice(dot + 1).toLowerCase() : '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return WRONG_TYPE;
  if (input.file.size > DOCUMENT_MAX_BYTES) return TOO_LARGE;
  if (input.file.size === 0) return 'The selected file is empty';
  if (!headerFits(extension, await firstBytes(input.file))) return `The file's content is not a valid .${extension} file. ${WRONG_TYPE}`;
  return null;
}
