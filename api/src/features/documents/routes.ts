import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, type DocumentListResponse, type DocumentUploadResponse, type ReviewDocumentRequest } from 'shared-contracts';
import { HttpError, badRequest, notFound } from '../../httpError';
import { companyOf } from '../../plugins/auth';
import { listDocuments, readDocumentFile, storageUsed } from './repository';
import { checklist, reviewDocument, uploadDocument, type Actor, type UploadInput } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOO_LARGE = 'The file is larger than 10 MB. Please upload a file of at most 10 MB.';
const UPLOAD_FIELDS = new Set(['name', 'category', 'nbfcType']);

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

function documentId(id: string): string {
  if (!UUID.test(id)) throw notFound('Document not found');
  return id;
}

function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth!;
  return { userId: auth.userId, role: auth.role, companyId: companyOf(request), ip: request.ip };
}

const isTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { statusCode?: number }).statusCode === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE');

/** Reads the multipart form: the named fields and one file, fully buffered (at most 10 MiB). */
async function readUploadForm(request: FastifyRequest): Promise<UploadInput> {
  if (!request.isMultipart()) throw badRequest('Send the document as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: UploadInput['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest('Send exactly one file, in the field "file"');
        }
        file = { fileName: part.filename ?? '', content: await part.toBuffer() };
      } else if (UPLOAD_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        // Form fields skip the JSON body checks; PostgreSQL cannot store a NUL in text.
        if (part.value.includes('\u0000')) throw badRequest('The request contains a character that is not allowed (NUL)');
        fields[part.fieldname] = part.value;
      } else {
        throw badRequest(`Unknown field: ${part.fieldname}`);
      }
    }
  } catch (error) {
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

  app.get('/api/documents/get', { preHandler: companyUsers }, async (request): Promise<DocumentListResponse> => {
    return { success: true, documents: await listDocuments(app.db, companyOf(request)) };
  });

  // The company's storage use against its quota (bytes), for the upload screen.
  app.get('/api/documents/storage', { preHandler: companyUsers }, async (request) => ({
    success: true,
    usedBytes: await storageUsed(app.db, companyOf(request)),
    quotaBytes: app.config.companyStorageQuotaBytes,
  }));

  app.get('/api/documents/checklist', { preHandler: companyUsers }, async (request) => checklist(app.db, companyOf(request)));

  app.post(
    '/api/documents/upload',
    { preHandler: companyUsers, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const document = await uploadDocument(app.db, actor, await readUploadForm(request), app.config.companyStorageQuotaBytes);
      const answer: DocumentUploadResponse = { success: true, document, message: 'Document uploaded successfully!' };
      return reply.status(201).send(answer);
    },
  );

  app.patch<{ Params: { id: string }; Body: ReviewDocumentRequest }>(
    '/api/documents/:id/review',
    {
      preHandler: app.requireAuth(['admin', 'checker']),
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['decision'],
          properties: {
            decision: { type: 'string', enum: ['approved', 'rejected'] },
            comment: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (request) => {
      const document = await reviewDocument(app.db, actorOf(request), documentId(request.params.id), request.body.decision, request.body.comment ?? '');
      return { success: true, document, message: document.status === 'approved' ? 'Document approved' : 'Document rejected' };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/documents/:id/download',
    { preHandler: companyUsers, schema: { params: idParams } },
    async (request, reply) => {
      const file = await readDocumentFile(app.db, companyOf(request), documentId(request.params.id));
      if (!file) throw notFound('Document not found');
      const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', file.content.length)
        .send(file.content);
    },
  );
};
