import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { DocumentUploadResponseSchema, IdParamsSchema } from 'shared-contracts';
import { badRequest } from '../../../httpError';
import { companyOf } from '../../../requestCompany';
import { uploadDocument } from '../../documents/service';
import { UPLOAD_LIMITS, readUploadForm } from '../../documents/uploadForm';
import { assertCanRecord } from './occurrenceActions';

/**
 * A filing's receipt, uploaded from the "Record filing" dialog (docs/obligations-api.md): only who may record that
 * filing may upload it; the company's own document type and the receipts' category are decided here, PNG and JPG too.
 */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, UPLOAD_LIMITS);
  app.post<{ Params: { id: string } }>(
    '/api/obligations/occurrences/:id/receipt',
    {
      preHandler: app.requireAuth(['admin', 'maker', 'checker']),
      schema: { params: IdParamsSchema, response: { 201: DocumentUploadResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const actor = { userId: request.auth!.userId, role: request.auth!.role, companyId: companyOf(request), ip: request.ip };
      const occurrence = await assertCanRecord(app.db, actor, request.params.id);
      const form = await readUploadForm(request, app.files);
      let document;
      try {
        const chosen = Object.keys(form.fields).filter((field) => field !== 'name');
        if (chosen.length > 0) throw badRequest(`A receipt's ${chosen.join(' and ')} is decided by the server: send only the file (and its name)`);
        const name = (form.fields.name ?? '').trim() || `Receipt: ${occurrence.title} (${occurrence.period})`.slice(0, 200);
        document = await uploadDocument(app.db, app.files, actor, { ...form, fields: { name } }, app.config.companyStorageQuotaBytes, app.config.unpaidStorageCapBytes, {
          receipt: true,
        });
      } finally {
        // Kept files were moved away; anything refused is removed here.
        if (form.file) await app.files.discard(form.file.tempPath);
      }
      return reply.status(201).send({ success: true, document, message: 'Receipt uploaded' });
    },
  );
};
