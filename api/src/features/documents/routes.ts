import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  DocumentChecklistResponseSchema,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentStorageResponseSchema,
  DocumentUploadFieldsSchema,
  DocumentUploadResponseSchema,
  IdParamsSchema,
  ReviewDocumentRequestSchema,
  ReviewDocumentResponseSchema,
  type DocumentListQuery,
  type ReviewDocumentRequest,
} from 'shared-contracts';
import { HttpError, badRequest, notFound } from '../../httpError';
import { NEWEST_FIRST_SHAPE, decodeCursor, pageOf, parseLimit } from '../../pagination';
import { ReadCache, sendWritten } from '../../readCache';
import { companyOf } from '../../requestCompany';
import { MULTIPART_MALFORMED, MULTIPART_WITH_BOUNDARY } from '../uploads/multipartGuard';
import type { FileStore } from './fileStore';
import { documentFile, listDocuments, storageUsed } from './repository';
import { checklist, reviewDocument, uploadDocument, type Actor, type UploadInput } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOO_LARGE = 'The file is larger than 10 MB. Please upload a file of at most 10 MB.';
// Payloads: shared-contracts/src/documents.ts. The upload's text fields are those of DocumentUploadFieldsSchema.
const UPLOAD_FIELDS = new Set(Object.keys(DocumentUploadFieldsSchema.properties));

const MAX_DOCUMENTS_PAGE = 200;

function documentId(id: string): string {
  if (!UUID.test(id)) throw notFound('Document not found');
  return id;
}

function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth!;
  return { userId: auth.userId, role: auth.role, companyId: companyOf(request), ip: request.ip };
}

const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { statusCode?: number }).statusCode === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE');

/**
 * Reads the multipart form: the named fields, and the one file streamed to a temporary file of the
 * store (hashed on the way, at most 10 MiB), so no upload holds memory or the database while it arrives.
 */
async function readUploadForm(request: FastifyRequest, files: FileStore): Promise<UploadInput> {
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

/** Document management: upload with content checks, list, checklist, review and same-company download. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 4096 },
    throwFileSizeLimit: true,
  });
  const companyUsers = app.requireAuth(['admin', 'maker', 'checker']);
  // The register's pages, per company until a document of it changes ('d:<company>', migration 0940).
  const cache = new ReadCache(app.sessions, 'd');

  app.get<{ Querystring: DocumentListQuery }>(
    '/api/documents/get',
    { preHandler: companyUsers, schema: { querystring: DocumentListQuerySchema, response: { 200: DocumentListResponseSchema } } },
    async (request, reply) => {
      // All documents without `limit` (as before), else a page, newest first, and the next page's cursor.
      const limit = parseLimit(request.query.limit, MAX_DOCUMENTS_PAGE);
      const after = decodeCursor(request.query.cursor, [...NEWEST_FIRST_SHAPE]);
      const companyId = companyOf(request);
      const load = async () => {
        const { rows, counts } = await listDocuments(app.db, companyId, { limit, after });
        const page = limit === null ? { rows, nextCursor: null } : pageOf(rows, limit, (row) => row.key);
        return { success: true as const, documents: page.rows.map((row) => row.record), nextCursor: page.nextCursor, counts };
      };
      const answer = await cache.read(companyId, '', JSON.stringify(['documents', limit, after]), load, request.authAt);
      return sendWritten(reply, answer, () => reply.serialize(answer));
    },
  );

  // The company's storage use against its quota (bytes), for the upload screen.
  app.get('/api/documents/storage', { preHandler: companyUsers, schema: { response: { 200: DocumentStorageResponseSchema } } }, async (request) => ({
    success: true as const,
    usedBytes: await storageUsed(app.db, companyOf(request)),
    quotaBytes: app.config.companyStorageQuotaBytes,
  }));

  app.get('/api/documents/checklist', { preHandler: companyUsers, schema: { response: { 200: DocumentChecklistResponseSchema } } }, async (request) =>
    checklist(app.db, companyOf(request)),
  );

  app.post(
    '/api/documents/upload',
    { preHandler: companyUsers, schema: { response: { 201: DocumentUploadResponseSchema } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readUploadForm(request, app.files);
      let document;
      try {
        document = await uploadDocument(app.db, app.files, actor, form, app.config.companyStorageQuotaBytes, app.config.unpaidStorageCapBytes);
      } finally {
        // Kept files were moved away; anything refused is removed here.
        if (form.file) await app.files.discard(form.file.tempPath);
      }
      return reply.status(201).send({ success: true, document, message: 'Document uploaded successfully!' });
    },
  );

  app.patch<{ Params: { id: string }; Body: ReviewDocumentRequest }>(
    '/api/documents/:id/review',
    {
      preHandler: app.requireAuth(['admin', 'checker']),
      schema: { params: IdParamsSchema, body: ReviewDocumentRequestSchema, response: { 200: ReviewDocumentResponseSchema } },
    },
    async (request) => {
      const document = await reviewDocument(app.db, actorOf(request), documentId(request.params.id), request.body.decision, request.body.comment ?? '');
      return { success: true as const, document, message: document.status === 'approved' ? 'Document approved' : 'Document rejected' };
    },
  );

  app.get<{ Params: { id: string } }>('/api/documents/:id/download', { preHandler: companyUsers, schema: { params: IdParamsSchema } }, async (request, reply) => {
    const file = await documentFile(app.db, companyOf(request), documentId(request.params.id));
    if (!file) throw notFound('Document not found');
    const stored = await app.files.open(file.sha256);
    // The row is there but its bytes are not: the server's fault (a lost or unrestored files folder).
    if (!stored) throw new Error(`Stored file ${file.sha256} of document ${request.params.id} is missing from ${app.files.root}`);
    const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', stored.size)
      .send(stored.stream);
  });
};
