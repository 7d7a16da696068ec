import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  DocumentChecklistResponseSchema,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentStorageResponseSchema,
  DocumentUploadResponseSchema,
  IdParamsSchema,
  ReviewDocumentRequestSchema,
  ReviewDocumentResponseSchema,
  type DocumentListQuery,
  type ReviewDocumentRequest,
} from 'shared-contracts';
import { HttpError, notFound } from '../../httpError';
import { NEWEST_FIRST_SHAPE, decodeCursor, pageOf, parseLimit } from '../../pagination';
import { ReadCache, sendWritten } from '../../readCache';
import { companyOf } from '../../requestCompany';
import { documentFile, listDocuments, storageUsed } from './repository';
import { checklist, reviewDocument, uploadDocument, type Actor } from './service';
import { UPLOAD_LIMITS, readUploadForm } from './uploadForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Payloads: shared-contracts/src/documents/documents.ts. The upload's form is read by uploadForm.ts.

const MAX_DOCUMENTS_PAGE = 200;
const MISSING_FILE = "This document's file is no longer stored on the server. Please ask the uploader to upload it again, or contact support.";

function documentId(id: string): string {
  if (!UUID.test(id)) throw notFound('Document not found');
  return id;
}

function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth!;
  return { userId: auth.userId, role: auth.role, companyId: companyOf(request), ip: request.ip };
}

/** Document management: upload with content checks, list, checklist, review and same-company download. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, UPLOAD_LIMITS);
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
    if (!stored) {
      // The row is there but its bytes are not (a files folder lost or not restored, another machine's disk): the
      // operator must know, and the user gets an answer that says what happened rather than a 500.
      app.log.error({ documentId: request.params.id, sha256: file.sha256, store: app.files.where }, "a document's stored file is missing");
      throw new HttpError(410, MISSING_FILE);
    }
    const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', stored.size)
      .send(stored.stream);
  });
};
