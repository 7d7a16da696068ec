import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LinkEvidenceRequest } from 'shared-contracts';
import { HttpError } from '../../httpError';
import { companyOf } from '../../requestCompany';
import type { SignOffActor } from '../sign-off/service';
import { changeEvidence, evidenceExpiring, evidenceOf, linkEvidence, unlinkEvidence } from './service';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableDate = { anyOf: [text(10), { type: 'null' }] };
const listQuery = { type: 'object', additionalProperties: false, required: ['kind'], properties: { kind: text(20), scope: text(80), questionId: text(80) } } as const;
const linkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'questionId', 'documentId'],
  properties: { kind: text(20), scope: text(80), questionId: text(80), documentId: text(64), expiresOn: nullableDate, note: text(2000) },
} as const;
const changeBody = { type: 'object', additionalProperties: false, properties: { expiresOn: nullableDate, note: text(2000) } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: text(64) } } as const;
const expiringQuery = { type: 'object', additionalProperties: false, properties: { withinDays: text(4) } } as const;

const DEFAULT_WINDOW_DAYS = 60;
const MAX_WINDOW_DAYS = 366;

const actorOf = (request: FastifyRequest): SignOffActor => ({ auth: request.auth!, companyId: companyOf(request), ip: request.ip });

/** Evidence (issue 13): register documents attached to assessment questions, with expiry dates. */
export const evidenceRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);

  app.get<{ Querystring: { kind: string; scope?: string; questionId?: string } }>(
    '/api/evidence',
    { preHandler: companyUser, schema: { querystring: listQuery } },
    async (request) => ({ success: true, evidence: await evidenceOf(app.db, companyOf(request), request.query.kind, request.query.scope, request.query.questionId) }),
  );

  app.post<{ Body: LinkEvidenceRequest }>('/api/evidence', { preHandler: companyUser, schema: { body: linkBody } }, async (request, reply) =>
    reply.status(201).send({ success: true, message: 'Evidence attached', evidence: await linkEvidence(app.db, actorOf(request), request.body) }),
  );

  app.patch<{ Params: { id: string }; Body: { expiresOn?: string | null; note?: string } }>(
    '/api/evidence/:id',
    { preHandler: companyUser, schema: { params: idParams, body: changeBody } },
    async (request) => ({ success: true, message: 'Evidence updated', evidence: await changeEvidence(app.db, actorOf(request), request.params.id, request.body ?? {}) }),
  );

  app.delete<{ Params: { id: string } }>('/api/evidence/:id', { preHandler: companyUser, schema: { params: idParams } }, async (request) => {
    await unlinkEvidence(app.db, actorOf(request), request.params.id);
    return { success: true, message: 'Evidence removed' };
  });

  // For the calendar: evidence expired or expiring within withinDays (default 60, at most 366).
  app.get<{ Querystring: { withinDays?: string } }>('/api/evidence/expiring', { preHandler: companyUser, schema: { querystring: expiringQuery } }, async (request) => {
    const raw = request.query.withinDays;
    if (raw !== undefined && (!/^[0-9]{1,3}$/.test(raw) || Number(raw) > MAX_WINDOW_DAYS)) {
      throw new HttpError(400, `withinDays must be a whole number from 0 to ${MAX_WINDOW_DAYS}`);
    }
    const withinDays = raw === undefined ? DEFAULT_WINDOW_DAYS : Number(raw);
    return { success: true, withinDays, evidence: await evidenceExpiring(app.db, companyOf(request), withinDays) };
  });
};
