import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, DocumentUploadFieldsSchema } from 'shared-contracts';
import { HttpError, badRequest } from '../../httpError';
import { MULTIPART_MALFORMED, MULTIPART_WITH_BOUNDARY } from '../uploads/multipartGuard';
import type { FileStore } from './fileStore';
import type { UploadInput } from './service';

// The one reading of an upload's multipart form (the register's upload and a filing's receipt).

const TOO_LARGE = 'The file is larger than 10 MB. Please upload a file of at most 10 MB.';
// The upload's text fields are those of DocumentUploadFieldsSchema.
const UPLOAD_FIELDS = new Set(Object.keys(DocumentUploadFieldsSchema.properties));

/** @fastify/multipart's options for every upload route: one file of at most 10 MiB and a few short fields. */
export const UPLOAD_LIMITS = {
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 4096 },
  throwFileSizeLimit: true,
};

const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { statusCode?: number }).statusCode === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE');

/**
 * Reads the multipart form: the named fields, and the one file streamed to a temporary file of the
 * store (hashed on the way, at most 10 MiB), so no upload holds memory or the database while it arrives.
 */
export async function readUploadForm(request: FastifyRequest, files: FileStore): Promise<UploadInput> {
  if (!request.isMultipart()) throw badRequest('Send the document as multipart/form-data');
  if (!MULTIPART_WITH_BOUNDARY.test(request.headers['content-type'] ?? '')) {
    throw badRequest(MULTIPART_MALFORMED);
  }
  const fields: Record<string, string> = {};
  let file: UploadInput['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest('Send exactly one file, in the field "file"');
        }
        const received = await files.receive(part.file);
        file = { ...received, fileName: part.filename ?? '' };
        if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
      } else if (UPLOAD_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        // Form fields skip the JSON body checks; PostgreSQL cannot store a NUL in text.
        if (part.value.includes('\u0000')) throw badRequest('The request contains a character that is not allowed (NUL)');
        fields[part.fieldname] = part.value;
      } else {
        throw badRequest(`Unknown field: ${part.fieldname}`);
      }
    }
  } catch (error) {
    if (file) await files.discard(file.tempPath);
    if (isTooLarge(error)) throw new HttpError(413, TOO_LARGE);
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw badRequest('The upload could not be read. Please try again.');
    throw error;
  }
  return { fields, file };
}
